import { useEffect, useState } from 'react';

import { loadLocale } from '@/i18n/i18n';
import type { Resources } from '@/i18n/resources';

/** Looks up `namespace.key.path` in one language's strings; `{name}` placeholders are filled. */
export function lookupString(
  resources: unknown,
  key: string,
  values: Record<string, string> = {},
): string | undefined {
  let node: unknown = resources;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'string') return undefined;
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

let english: Resources | undefined;

/**
 * The English strings while the interface is in another language, so a page is also found by its
 * English name; `undefined` in English, and until (or unless) they have arrived.
 */
export function useEnglishStrings(language: string): Resources | undefined {
  const [strings, setStrings] = useState(english);
  const needed = !language.startsWith('en');
  useEffect(() => {
    if (!needed || english) return;
    let live = true;
    loadLocale('en').then(
      (loaded) => {
        english = loaded;
        if (live) setStrings(loaded);
      },
      // Without them the palette matches the translated names only.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return needed ? strings : undefined;
}
