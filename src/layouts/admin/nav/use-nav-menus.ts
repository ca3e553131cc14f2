import { useLocation } from 'react-router';

import type { RouteRegistry } from '@/config/route-registry';
import { useDeferredPart } from '@/hooks/use-deferred-part';
import { retryableImport } from '@/lib/retryable-import';

import { activeGroupOf, useNavItems } from './nav-items';
import type * as NavMenusModule from './nav-menus';

export type NavMenus = typeof NavMenusModule;

const importMenus = retryableImport(() => import('./nav-menus'));

/** What the rail and the horizontal bar are given. */
export type NavBarProps = {
  /** The pages to list; the app's own registry unless a test passes another. */
  registry?: RouteRegistry;
  /** Called when a group was chosen and the menus' chunk could not load. */
  onMenusFailed: () => void;
};

/**
 * What the rail and the horizontal bar both need: the items to list, where the reader is (the
 * path and the group it lies in) and the navigation's menus (tooltips, group menus). The menus
 * are asked for once the bar has rendered; a group's placeholder button opens its menu when they
 * arrive, and if they cannot, `onMenusFailed` shows the pages another way (the sidebar over the
 * content). Placeholders are found again by their `data-nav-id`.
 */
export function useNavBar({ registry, onMenusFailed }: NavBarProps) {
  const items = useNavItems(registry);
  const { pathname } = useLocation();
  const menus = useDeferredPart<NavMenus, string>(importMenus, {
    onRequestFailed: onMenusFailed,
  });
  return {
    items,
    pathname,
    activeGroup: activeGroupOf(items, pathname),
    menus: menus.module,
    openGroup: menus.requested,
    open: menus.request,
    container: menus.container,
    setContainer: menus.setContainer,
    rememberPlaceholderFocus: (id: string) =>
      menus.rememberFocus(`[data-nav-id="${CSS.escape(id)}"]`),
  };
}
