import { Shapes } from 'lucide-react';
import { useMemo } from 'react';
import { matchPath } from 'react-router';

import type { RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { sidebarIcons } from '@/config/sidebar-icons';
import {
  sidebarTree,
  visibleSidebarItems,
  type SidebarItem,
  type SidebarLink,
} from '@/config/sidebar-tree';
import { cn } from '@/lib/cn';
import { useAccount } from '@/lib/session';

export type NavGroup = Extract<SidebarItem, { kind: 'group' }>;

/**
 * The navigation's items, from the route registry (the app's own unless a test passes another):
 * the same for every layout, less the pages the signed-in account cannot open.
 */
export function useNavItems(registry: RouteRegistry = routeRegistry): SidebarItem[] {
  const account = useAccount();
  const tree = useMemo(() => sidebarTree(registry), [registry]);
  return useMemo(() => visibleSidebarItems(tree, account), [tree, account]);
}

/** Whether `pathname` is the page at `path` or one of its sub-pages. */
export function isWithin(path: string, pathname: string): boolean {
  return matchPath({ path, end: false }, pathname) !== null;
}

/** The id of the group holding the page at `pathname`, if one does. */
export function activeGroupOf(items: SidebarItem[], pathname: string): string | undefined {
  return items.find(
    (item): item is NavGroup =>
      item.kind === 'group' && item.children.some((child) => isWithin(child.path, pathname)),
  )?.id;
}

/**
 * A link pointed at or focused is likely the next page: its module (and through Vite, the chunks
 * it imports) starts downloading now. A failure is the page loader's to report.
 */
export const preloadPage = (link: SidebarLink) => () => void link.page().catch(() => undefined);

export function NavIcon({ icon, className }: { icon?: SidebarItem['icon']; className?: string }) {
  const Icon = icon ? sidebarIcons[icon] : Shapes;
  return <Icon aria-hidden className={cn('size-5 shrink-0 text-primary', className)} />;
}
