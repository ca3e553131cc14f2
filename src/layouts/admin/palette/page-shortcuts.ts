import type { RouteRegistry } from '@/config/route-registry';
import { sidebarTree, visibleSidebarItems, type SidebarLink } from '@/config/sidebar-tree';
import type { Role } from '@contract/auth';

export interface PageShortcut {
  /** The page's route name. */
  name: string;
  path: string;
  title: SidebarLink['title'];
  /** `g` then the first letter of the route name: `g d` for the dashboard. */
  keys: string;
}

/**
 * `g <letter>` for each top-level page of the sidebar, the letter being the first of its route
 * name. Letters are given in sidebar order before access is applied (the first page keeps a letter
 * two pages share), so a shortcut means the same page for every role; pages the account may not
 * open are then left out.
 */
export function pageShortcuts(
  registry: RouteRegistry,
  account: { role: Role } | null | undefined,
): PageShortcut[] {
  const taken = new Set<string>();
  const lettered = new Map<string, string>();
  for (const item of sidebarTree(registry)) {
    if (item.kind !== 'link') continue;
    const letter = item.name[0]?.toLowerCase();
    if (!letter || !/[a-z]/.test(letter) || taken.has(letter)) continue;
    taken.add(letter);
    lettered.set(item.name, `g ${letter}`);
  }
  return visibleSidebarItems(sidebarTree(registry), account).flatMap((item) => {
    const keys = item.kind === 'link' ? lettered.get(item.name) : undefined;
    return item.kind === 'link' && keys
      ? [{ name: item.name, path: item.path, title: item.title, keys }]
      : [];
  });
}
