import type { TFunction } from 'i18next';

import { translatedFormatter } from '@/hooks/use-format';

/** Every text SimpleSelect and MultiSelect show or announce; `label` is the field's label. */
export type SelectLabels = {
  /** Shown while nothing is chosen. */
  placeholder: string;
  /** Accessible name of the clear button. */
  clear: (label: string) => string;
  /** Accessible name of the button that opens the list. */
  toggle: (label: string) => string;
  /** The list's text when no option matches the typing. */
  noOptions: string;
  /** The list's text while its options are being read (a search's). */
  loading: string;
  /** The list's text when its options could not be read. */
  failed: string;
  /** The required message; `name` is the field's `name`. */
  required: (name: string) => string;
};

/** MultiSelect's texts: the closed field reads this for more than two choices. */
export type MultiSelectLabels = SelectLabels & {
  chosen: (count: number, total: number) => string;
};

export function simpleSelectLabels(t: TFunction): SelectLabels {
  return {
    placeholder: t('select.placeholder'),
    clear: (label) => t('select.clear', { label }),
    toggle: (label) => t('select.toggle', { label }),
    noOptions: t('select.noOptions'),
    loading: t('select.loading'),
    failed: t('select.failed'),
    required: (name) => t('select.required', { name }),
  };
}

export function multiSelectLabels(t: TFunction, language: string): MultiSelectLabels {
  const format = translatedFormatter(t, language);
  return {
    ...simpleSelectLabels(t),
    placeholder: t('select.placeholderMultiple'),
    chosen: (count, total) =>
      t('select.chosen', { count, n: format.integer(count), total: format.integer(total) }),
  };
}
