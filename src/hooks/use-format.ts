import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { createFormatter, type Formatter, type LargeByteUnit } from '@/lib/format';

/**
 * The time zone dates are shown in below this provider (an IANA name such as "Europe/Lisbon", from
 * the account's settings); without one, the browser's zone. `<FormatTimeZone value={zone}>`.
 */
export const FormatTimeZone = createContext<string | undefined>(undefined);

/** The formatter for `language` whose words for units Intl lacks ("{value} EB") come from `t`. */
export function translatedFormatter(t: TFunction, language: string, timeZone?: string): Formatter {
  return createFormatter(language, {
    timeZone,
    unitLabel: (unit: LargeByteUnit, value: string) => t(`common.units.${unit}`, { value }),
  });
}

/**
 * The formatter for the current language, following it when it changes; dates in
 * `options.timeZone`, else the `FormatTimeZone` above, else the browser's zone.
 */
export function useFormat(options: { timeZone?: string } = {}): Formatter {
  const { t, i18n } = useTranslation();
  const contextZone = useContext(FormatTimeZone);
  const timeZone = options.timeZone ?? contextZone;
  const language = i18n.language;
  return useMemo(() => translatedFormatter(t, language, timeZone), [t, language, timeZone]);
}
