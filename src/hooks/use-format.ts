import type { TFunction } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  createFormatter,
  type DatePattern,
  type Formatter,
  type LargeByteUnit,
} from '@/lib/format';

/** How dates are shown below this provider: the account's settings. */
export type FormatPreferences = {
  /** An IANA name such as "Europe/Lisbon"; without one, the browser's zone. */
  timeZone?: string;
  /** A fixed way to write dates; without one, the language's. */
  datePattern?: DatePattern;
};

/** `<FormatPreferences value={{ timeZone, datePattern }}>` around the pages that follow them. */
export const FormatPreferences = createContext<FormatPreferences>({});

/** The formatter for `language` whose words for units Intl lacks ("{value} EB") come from `t`. */
export function translatedFormatter(
  t: TFunction,
  language: string,
  preferences: FormatPreferences = {},
): Formatter {
  return createFormatter(language, {
    ...preferences,
    unitLabel: (unit: LargeByteUnit, value: string) => t(`common.units.${unit}`, { value }),
  });
}

/**
 * The formatter for the current language, following it when it changes; dates in
 * `options.timeZone`, else the `FormatPreferences` above, else the browser's zone, written in the
 * pattern given (`options` first, then the provider's), else the language's way.
 */
export function useFormat(options: FormatPreferences = {}): Formatter {
  const { t, i18n } = useTranslation();
  const above = useContext(FormatPreferences);
  const timeZone = options.timeZone ?? above.timeZone;
  const datePattern = options.datePattern ?? above.datePattern;
  const language = i18n.language;
  return useMemo(
    () => translatedFormatter(t, language, { timeZone, datePattern }),
    [t, language, timeZone, datePattern],
  );
}
