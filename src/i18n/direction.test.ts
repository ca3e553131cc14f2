// @vitest-environment jsdom
import bootScript from '../boot-script.js?raw';
import { i18n, reflectLanguage } from './i18n';

// The start-up script's rule, read from its source: it runs before any module loads.
const literal = /\/(\^\(ar\|.*?)\/i\.test\(language\)/.exec(bootScript)?.[1];
const rule = literal === undefined ? undefined : new RegExp(literal, 'i');

describe('direction', () => {
  it("the start-up script's right-to-left rule agrees with i18next's dir()", () => {
    expect(rule).toBeDefined();
    const tags = ['ar', 'ar-EG', 'he', 'iw', 'fa', 'fa-IR', 'ur', 'ps', 'yi', 'dv', 'ckb', 'ug'];
    const ltr = ['en', 'es', 'pt-BR', 'arn', 'de', 'fr-CA', 'zh-Hant', 'tr', 'hi'];
    for (const tag of [...tags, ...ltr, 'az-Arab']) {
      expect(rule!.test(tag) ? 'rtl' : 'ltr', tag).toBe(i18n.dir(tag));
    }
  });

  it('<html dir> follows the language, with lang', () => {
    reflectLanguage('ar');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    reflectLanguage('en');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
