import { describe, expect, it } from 'vitest';

/** The template's English strings alone: what is left when the demo's are taken out. */
const englishFiles = import.meta.glob<unknown>('../i18n/locales/en/*.json', {
  eager: true,
  import: 'default',
});
const templateStrings = Object.fromEntries(
  Object.entries(englishFiles).map(([path, strings]): [string, unknown] => [
    path.replace(/^.*\/|\.json$/g, ''),
    strings,
  ]),
);

const widgetSources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.*'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

function lookUp(path: string): boolean {
  let node: unknown = templateStrings;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** A key exists as written, or as the plural forms i18next picks from for a `count`. */
const has = (path: string) => lookUp(path) || lookUp(`${path}_other`);

describe('widget strings', () => {
  it("every key a widget reads is a template string, so widgets work without the demo's", () => {
    const keys: string[] = [];
    const missing: string[] = [];
    for (const [file, text] of Object.entries(widgetSources)) {
      // t('ns.key') and t(`ns.prefix.${...}`): the static part must exist.
      for (const match of text.matchAll(/\bt\(\s*[`'"]([a-zA-Z]+(?:\.\w+)*)(\.\$\{|[`'"])/g)) {
        keys.push(match[1]!);
        if (!has(match[1]!)) missing.push(`${file}: ${match[1]!}`);
      }
    }
    expect(keys.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
