// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it } from 'vitest';

import { brandDefaults } from '../src/config/brand.ts';
import { preferenceAttribute, preferenceOptions } from '../src/lib/preference-options.ts';
import { BOOT_SCRIPT } from './content-security-policy.ts';

const PREFERENCES_STORAGE_KEY = 'tessera.preferences';

const storage = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, value),
};
const attributes = new Map<string, string>();
const document = {
  documentElement: {
    style: {},
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  },
};
const matchMedia = () => ({ matches: false });

/** Runs the inlined start-up script as the browser would, before any module, on a bare page. */
const runBootScript = (): void =>
  void runInNewContext(BOOT_SCRIPT, { document, window: { matchMedia }, matchMedia, localStorage });

describe('the start-up script applies the appearance preferences before the first paint', () => {
  beforeEach(() => {
    storage.clear();
    attributes.clear();
  });

  it('puts the brand defaults on <html> when nothing is stored', () => {
    runBootScript();
    for (const [name, value] of Object.entries(brandDefaults)) {
      expect(document.documentElement.getAttribute(preferenceAttribute(name as never))).toBe(value);
    }
  });

  it('puts the stored choices, and ignores values it does not allow', () => {
    localStorage.setItem(
      PREFERENCES_STORAGE_KEY,
      JSON.stringify({ preset: 'teal', layout: 'horizontal', radius: '"><script>', density: 7 }),
    );
    runBootScript();
    const root = document.documentElement;
    expect(root.getAttribute('data-preset')).toBe('teal');
    expect(root.getAttribute('data-layout')).toBe('horizontal');
    expect(root.getAttribute('data-radius')).toBe(brandDefaults.radius);
    expect(root.getAttribute('data-density')).toBe(brandDefaults.density);
  });

  it('survives garbage in storage', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, 'not json');
    runBootScript();
    expect(document.documentElement.getAttribute('data-content-width')).toBe(
      brandDefaults.contentWidth,
    );
  });

  it('knows every preference the app has, with the brand default among its options', () => {
    for (const [name, options] of Object.entries(preferenceOptions)) {
      expect(options, name).toContain(brandDefaults[name as keyof typeof brandDefaults]);
    }
    expect(Object.keys(brandDefaults).sort()).toEqual(Object.keys(preferenceOptions).sort());
  });
});
