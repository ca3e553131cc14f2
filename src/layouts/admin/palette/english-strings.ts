import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';

import { i18n, loadLanguage } from '@/i18n/i18n';

const hasEnglish = () => i18n.hasResourceBundle('en', 'translation');

/**
 * English's `t` while the interface is in another language, so a page is also found by its English
 * name; `undefined` in English, and until (or unless) the English strings have arrived.
 */
export function useEnglish(language: string): TFunction | undefined {
  const needed = !language.startsWith('en');
  const [ready, setReady] = useState(hasEnglish);
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    loadLanguage('en').then(
      () => {
        if (live) setReady(true);
      },
      // Without them the palette matches the translated names only.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return needed && ready ? i18n.getFixedT('en') : undefined;
}
