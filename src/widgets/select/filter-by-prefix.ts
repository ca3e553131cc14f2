import { normalizeForSearch } from '@/lib/normalize-for-search';

/**
 * The options whose label starts with `query`, ignoring case and accents.
 * The query is plain text, never a pattern, so "(" or "." match themselves. Leading spaces are
 * ignored; an empty query keeps every option.
 */
export function filterByPrefix<T>(
  options: readonly T[],
  query: string,
  labelOf: (option: T) => string,
): T[] {
  const needle = normalizeForSearch(query.trimStart());
  if (needle === '') return [...options];
  return options.filter((option) => normalizeForSearch(labelOf(option)).startsWith(needle));
}
