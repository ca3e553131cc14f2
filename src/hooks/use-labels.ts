import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A widget's `labels`: the translated defaults with the caller's partial overrides merged over
 * them (an override left `undefined` keeps the default). `defaults` builds the object from `t` and
 * the language; it is called again when the language changes.
 */
export function useLabels<L extends object>(
  defaults: (t: TFunction, language: string) => L,
  overrides?: Partial<L>,
): L {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `defaults` is a module-level builder
  const base = useMemo(() => defaults(t, language), [t, language]);
  return useMemo(() => mergeLabels(base, overrides), [base, overrides]);
}

/** `defaults` with every defined value of `overrides` over it. */
export function mergeLabels<L extends object>(defaults: L, overrides?: Partial<L>): L {
  if (!overrides) return defaults;
  const merged = { ...defaults };
  for (const key of Object.keys(overrides) as (keyof L)[]) {
    const value = overrides[key];
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
