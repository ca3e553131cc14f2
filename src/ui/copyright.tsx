import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';

/** The footers' copyright line, with this year in the language's digits. */
export function Copyright() {
  const { t } = useTranslation();
  const format = useFormat();
  // The year as a number: a page's first Intl date format costs a slow phone about a tenth of a
  // second, which the shell's first render need not pay.
  return t('common.footer', {
    year: format.number(new Date().getFullYear(), { useGrouping: false }),
  });
}
