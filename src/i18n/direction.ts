import { useTranslation } from 'react-i18next';

export type Direction = 'ltr' | 'rtl';

/**
 * The writing direction of the interface language, by i18next's own rule (`i18n.dir()`), so
 * `<html dir>`, Radix and the widgets that compute geometry agree. It follows the language:
 * there is no separate switch.
 */
export function useDirection(): Direction {
  const { i18n } = useTranslation();
  return i18n.dir(i18n.language);
}
