import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const englishDir = join(root, 'i18n', 'locales', 'en');

/** The template's English strings alone: what is left when the demo's are taken out. */
const templateStrings: Record<string, unknown> = Object.fromEntries(
  readdirSync(englishDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(englishDir, file), 'utf8')) as unknown,
    ]),
);

function has(path: string): boolean {
  let node: unknown = templateStrings;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test') ? [path] : [];
  });
}

describe('widget strings', () => {
  it("every key a widget reads is a template string, so widgets work without the demo's", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(root, 'widgets'))) {
      const text = readFileSync(file, 'utf8');
      // t('ns.key') and t(`ns.prefix.${...}`): the static part must exist.
      for (const match of text.matchAll(/\bt\(\s*[`'"]([a-zA-Z]+(?:\.\w+)*)(\.\$\{|[`'"])/g)) {
        const key = match[1]!;
        if (!has(key)) missing.push(`${file.slice(root.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
