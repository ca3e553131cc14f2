import type { MenuKey, RouteName } from '@/config/route-paths';
import { siteMap } from '@/config/site-map';
import { normalizeForSearch } from '@/lib/normalize-for-search';

export interface DirectoryLink {
  route: RouteName;
  labelKey: MenuKey;
}

export interface DirectoryCategory {
  id: string;
  labelKey: MenuKey;
  links: DirectoryLink[];
}

const link = (route: RouteName, labelKey: MenuKey): DirectoryLink => ({ route, labelKey });

/** Every page of the app, grouped as in the sidebar, plus the auth pages, for the 404 search. */
export const pageDirectory: DirectoryCategory[] = [
  ...siteMap.map((entry) => ({
    id: entry.id,
    labelKey: entry.labelKey,
    links: entry.kind === 'link' ? [link(entry.route, entry.labelKey)] : entry.children,
  })),
  {
    id: 'auth',
    labelKey: 'menu.auth',
    links: [link('login', 'menu.login'), link('signup', 'menu.signup')],
  },
];

/**
 * Keeps the items whose name contains `query` (case- and accent-insensitive plain substring: the
 * original fed the text to `String.search`, so "(" threw and "." matched anything; here both are
 * literal). Categories left empty are dropped; a blank query keeps everything.
 */
export function filterCategories<
  TItem extends { name: string },
  TCategory extends { items: TItem[] },
>(categories: readonly TCategory[], query: string): TCategory[] {
  const needle = normalizeForSearch(query.trim());
  if (!needle) return [...categories];
  return categories.flatMap((category) => {
    const items = category.items.filter((item) => normalizeForSearch(item.name).includes(needle));
    return items.length ? [{ ...category, items }] : [];
  });
}
