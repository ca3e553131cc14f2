// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ACCOUNT_LANGUAGES, type AccountLanguage } from '../contract/auth';
import { composeMail, MAIL_MESSAGES, resetPasswordMail } from './messages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('mail messages', () => {
  const english = new Map(leaves(MAIL_MESSAGES.en));

  it('are written in every account language', () => {
    expect(Object.keys(MAIL_MESSAGES).sort()).toEqual([...ACCOUNT_LANGUAGES].sort());
  });

  it.each(ACCOUNT_LANGUAGES.filter((language) => language !== 'en'))(
    '%s has the same keys and placeholders as English, each one translated',
    (language) => {
      const translated = new Map(leaves(MAIL_MESSAGES[language]));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
        expect(text, `${key} is left in English`).not.toBe(english.get(key));
      }
    },
  );

  it('escapes what it puts into the HTML part, and marks Arabic right to left', () => {
    const mail = resetPasswordMail({
      language: 'ar',
      name: '<b>Eve</b> & co',
      link: 'http://localhost/auth/reset-password?token=abc&x="y"',
      minutes: 30,
    });
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt; &amp; co');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain(
      'href="http://localhost/auth/reset-password?token=abc&amp;x=&quot;y&quot;"',
    );
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('<b>Eve</b> & co');
    expect(mail.text).toContain('http://localhost/auth/reset-password?token=abc&x="y"');
  });

  it('writes a mail right to left in every language written so, not in Arabic alone', () => {
    const words = MAIL_MESSAGES.en.resetPassword;
    // Hebrew, Persian and Urdu are not account languages here: as a team adding one would.
    for (const language of ['ar', 'he', 'fa', 'ur']) {
      const mail = composeMail(language as AccountLanguage, words, { name: 'Eve', minutes: '30' });
      expect(mail.html, language).toContain(`<html lang="${language}" dir="rtl">`);
    }
    for (const language of ACCOUNT_LANGUAGES.filter((language) => language !== 'ar')) {
      expect(composeMail(language, words, { name: 'Eve', minutes: '30' }).html).toContain(
        'dir="ltr"',
      );
    }
  });
});
