import { placedPages, type RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { sidebarTree, type SidebarLink } from '@/config/sidebar-tree';
import type { TitleKey } from '@/i18n/resources';
import { normalizeForSearch } from '@/lib/normalize-for-search';

export interface DirectoryCategory {
  id: string;
  title: TitleKey;
  links: Array<Pick<SidebarLink, 'name' | 'path' | 'title'>>;
}

/**
 * Every page of the app for the 404 search: the sidebar's pages grouped as in the sidebar (a
 * single page is a category of its own), then the auth pages. Parameterised pages are left out.
 */
export function pageDirectory(registry: RouteRegistry = routeRegistry): DirectoryCategory[] {
  const categories: DirectoryCategory[] = sidebarTree(registry).map((item) =>
    item.kind === 'link'
      ? {
          id: item.name,
          title: item.title,
          links: [{ name: item.name, path: item.path, title: item.title }],
        }
      : { id: item.id, title: item.title, links: item.children },
  );
  const authLinks = placedPages(registry)
    .filter(({ section, fullPath }) => section === 'auth' && !fullPath.includes(':'))
    .map(({ entry, fullPath }) => ({ name: entry.name, path: fullPath, title: entry.title }));
  if (registry.auth.title && authLinks.length) {
    categories.push({ id: 'auth', title: registry.auth.title, links: authLinks });
  }
  return categories;
}

/**
 * Keeps the items whose name contains `query` (case- and accent-insensitive plain substring). The
 * query is matched as plain text, never as a regular expression: "(" must not throw and "." must
 * match only a dot. Categories left empty are dropped; a blank query keeps everything.
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
