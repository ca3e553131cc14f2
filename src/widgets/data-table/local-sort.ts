import type { DataTableSortFunction, SortState } from './data-table-types';
import { pathReader } from './get-path';

/* Local mode's sorting: the row order for a sort state, compared the way people read values. */

const fallbackCollator = new Intl.Collator(undefined, { numeric: true });

/** The text a value is searched and compared by (objects and arrays have none). */
export function searchText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  if (value instanceof Date) return value.toISOString();
  return '';
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/** Ascending comparison: numbers numerically, dates by time, everything else as text with `collator`. */
export function compareValues(
  a: unknown,
  b: unknown,
  collator: Intl.Collator = fallbackCollator,
): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'bigint' && typeof b === 'bigint') return a < b ? -1 : a > b ? 1 : 0;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  return collator.compare(searchText(a), searchText(b));
}

export type SortRowOrderOptions<TRow> = {
  /** Comparators by field; a field without one uses `compareValues`. */
  sortFunctions?: Record<string, DataTableSortFunction<TRow>>;
  /** Text order (the active language's). */
  collator?: Intl.Collator;
  /** Reads the sorted value of a row; defaults to the dotted path `sort.field`. */
  getValue?: (row: TRow) => unknown;
};

/**
 * The row positions in sorted order (stable). Empty values (null, undefined, '', NaN) go last in
 * both directions, unless a custom sort function handles the field.
 */
export function sortRowOrder<TRow>(
  rows: readonly TRow[],
  sort: SortState | null,
  { sortFunctions, collator = fallbackCollator, getValue }: SortRowOrderOptions<TRow> = {},
): number[] {
  const order = Array.from(rows, (_, position) => position);
  if (!sort) return order;
  const read = getValue ?? pathReader(sort.field);
  const values = rows.map((row) => read(row));
  const sign = sort.direction === 'desc' ? -1 : 1;
  const custom = sortFunctions?.[sort.field];
  if (custom) {
    order.sort((a, b) => sign * custom(values[a], values[b], rows[a]!, rows[b]!));
    return order;
  }
  const keys = textRanks(values, collator);
  if (keys) {
    order.sort((a, b) => {
      const keyA = keys[a]!;
      const keyB = keys[b]!;
      if (keyA < 0 || keyB < 0) return keyA === keyB ? 0 : keyA < 0 ? 1 : -1;
      return sign * (keyA - keyB);
    });
    return order;
  }
  order.sort((a, b) => {
    const emptyA = isEmptyValue(values[a]);
    const emptyB = isEmptyValue(values[b]);
    if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
    return sign * compareValues(values[a], values[b], collator);
  });
  return order;
}

/**
 * When every value is text (or empty) and texts repeat (a city, a status), each row's rank among
 * the distinct texts (-1 for empty): the collator then compares only the distinct values and
 * rows sort by number, much faster than comparing row by row. Mostly distinct texts (emails)
 * gain nothing from it: `undefined`, and the caller compares directly.
 */
function textRanks(values: readonly unknown[], collator: Intl.Collator): Int32Array | undefined {
  const distinct = new Set<string>();
  for (const value of values) {
    if (isEmptyValue(value)) continue;
    if (typeof value !== 'string') return undefined;
    distinct.add(value);
  }
  if (distinct.size > values.length / 4) return undefined;
  const rank = new Map<string, number>();
  [...distinct].sort(collator.compare).forEach((text, index) => rank.set(text, index));
  const keys = new Int32Array(values.length);
  values.forEach((value, index) => {
    keys[index] = isEmptyValue(value) ? -1 : rank.get(value as string)!;
  });
  return keys;
}
