/** The text filters of a row: field → the text that field must contain (empty: no filter). */
export type RowFilters<T> = Partial<Record<keyof T, string | null | undefined>>;

/** Case folding for comparison. */
const fold = (text: string) => text.toLowerCase();

/** The filters that restrict anything: trimmed, non-empty texts, in the given order. */
export function activeFilters<T>(filters: RowFilters<T>): [keyof T, string][] {
  const active: [keyof T, string][] = [];
  for (const key of Object.keys(filters) as (keyof T)[]) {
    const text = filters[key]?.trim() ?? '';
    if (text !== '') active.push([key, text]);
  }
  return active;
}

/**
 * Whether `row` contains every active filter text in its field: plain, case-insensitive
 * substring matching (literal, so "(" or "." match themselves), combined with AND.
 */
export function matchesFilters<T>(row: T, filters: RowFilters<T>): boolean {
  return activeFilters(filters).every(([key, text]) =>
    fold(String(row[key] ?? '')).includes(fold(text)),
  );
}

/** The rows that match every active filter, in their original order. */
export function matchRows<T>(rows: readonly T[], filters: RowFilters<T>): T[] {
  return rows.filter((row) => matchesFilters(row, filters));
}
