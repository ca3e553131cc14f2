import type { Formatter } from '@/lib/format';
import type { DateFormat } from '@contract/account';

/** A date written the way the account's preference says (`auto`: as the language writes it). */
export function formatDatePreference(format: Formatter, value: Date | string, pattern: DateFormat) {
  if (pattern === 'auto') return format.date(value);
  const part = (options: Intl.DateTimeFormatOptions) =>
    format.date(value, { ...options, numberingSystem: 'latn' });
  const year = part({ year: 'numeric' });
  const month = part({ month: '2-digit' });
  const day = part({ day: '2-digit' });
  if (pattern === 'iso') return `${year}-${month}-${day}`;
  if (pattern === 'dmy') return `${day}/${month}/${year}`;
  return `${month}/${day}/${year}`;
}
