import type { IconList } from './icon-data';

/**
 * The names in `lists` containing `query` (case-insensitive, surrounding spaces ignored), each
 * once, in the order first met (a search merges every list into one "Found icons" list).
 * An empty query finds nothing: the caller shows the lists instead.
 */
export function searchIcons(lists: readonly IconList[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const found = new Set<string>();
  for (const list of lists) {
    for (const name of list.names) {
      if (name.toLowerCase().includes(needle)) found.add(name);
    }
  }
  return [...found];
}
