import type { ReactNode } from 'react';

import type { Formatter } from '@/lib/format';

/** A value as the API exchanges it. */
export type FieldValue = string | number | boolean | null | undefined;

/**
 * How a field's value reads: `money` is whole cents shown with two decimals, `date` a calendar
 * day (`YYYY-MM-DD`, shown in UTC, where it falls), `dateTime` an instant, `number` and `ref` (an
 * id) numbers; a function words it itself (an enum's label, a yes or no).
 */
export type FieldFormat =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'dateTime'
  | 'ref'
  | ((value: string | number | boolean) => ReactNode);

/**
 * A field's value as every page of a resource shows it (list cells, the conflict dialog, the
 * history), through the app's one formatter (`useFormat()`). An empty value (null, '') is ''.
 */
export function formatFieldValue(
  format: Formatter,
  kind: FieldFormat | undefined,
  value: FieldValue,
): ReactNode {
  if (value === null || value === undefined || value === '') return '';
  if (typeof kind === 'function') return kind(value);
  const number = Number(value);
  switch (kind) {
    case 'money':
      return format.number(number / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    case 'number':
      return format.number(number);
    case 'ref':
      return format.number(number, { useGrouping: false });
    case 'date':
      return format.date(String(value), { timeZone: 'UTC' });
    case 'dateTime':
      return format.dateTime(String(value));
    default:
      return typeof value === 'number' ? format.number(value) : String(value);
  }
}
