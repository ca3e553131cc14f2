import type { TitleKey } from '@/i18n/resources';
import type { Role } from '@contract/auth';

import {
  accessFor,
  isGroup,
  routePathsOf,
  type PageEntry,
  type RouteAccess,
  type RouteEntry,
  type RouteRegistry,
  type SidebarPlacement,
} from './route-registry';
import type { SidebarIconName } from './sidebar-icons';

// The sidebar's view of the route registry: only the admin layout and the 404 page use it, so it
// is a module apart from the registry's router derivations, which the first load carries.

/** Sidebar placement of an entry, or `undefined` when it is not in the sidebar. */
export function sidebarPlacement(entry: RouteEntry): SidebarPlacement | undefined {
  if (!entry.sidebar) return undefined;
  return entry.sidebar === true ? {} : entry.sidebar;
}

/** The admin section's top-level entries in sidebar order (stable for equal orders). */
export function adminEntriesInOrder(registry: RouteRegistry): RouteEntry[] {
  const order = (entry: RouteEntry) => sidebarPlacement(entry)?.order ?? 0;
  return [...registry.admin.children].sort((a, b) => order(a) - order(b));
}

/** A link in the sidebar (and in the 404 page's search). */
export interface SidebarLink {
  name: string;
  path: string;
  title: TitleKey;
  access?: RouteAccess;
  /** The page's module: imported early when the link is pointed at or focused. */
  page: PageEntry['page'];
}

export type SidebarItem =
  | (SidebarLink & { kind: 'link'; icon?: SidebarIconName })
  | { kind: 'group'; id: string; title: TitleKey; icon?: SidebarIconName; children: SidebarLink[] };

/**
 * The sidebar's items, in order: the admin entries placed in the sidebar, a group with those of
 * its pages that are. A page's sub-pages (a detail page) are reached through the page.
 */
export function sidebarTree(registry: RouteRegistry): SidebarItem[] {
  const paths = routePathsOf(registry);
  const link = (entry: PageEntry): SidebarLink => ({
    name: entry.name,
    path: paths[entry.name] ?? '/',
    title: entry.title,
    access: entry.access,
    page: entry.page,
  });
  return adminEntriesInOrder(registry).flatMap((entry): SidebarItem[] => {
    const placement = sidebarPlacement(entry);
    if (!placement) return [];
    if (!isGroup(entry)) return [{ kind: 'link', icon: placement.icon, ...link(entry) }];
    const children = entry.children.filter((child) => sidebarPlacement(child)).map(link);
    return [{ kind: 'group', id: entry.group, title: entry.title, icon: placement.icon, children }];
  });
}

/** The sidebar's items an account may open (a group keeps the pages it may open, if any). */
export function visibleSidebarItems(
  items: readonly SidebarItem[],
  account: { role: Role } | null | undefined,
): SidebarItem[] {
  const opens = (link: SidebarLink) => accessFor(link.access, account) === 'open';
  return items.flatMap((item): SidebarItem[] => {
    if (item.kind === 'link') return opens(item) ? [item] : [];
    const children = item.children.filter(opens);
    return children.length || !item.children.length ? [{ ...item, children }] : [];
  });
}
