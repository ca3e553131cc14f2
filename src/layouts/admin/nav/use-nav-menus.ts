import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import type { RouteRegistry } from '@/config/route-registry';
import { retryableImport } from '@/lib/retryable-import';

import { activeGroupOf, useNavItems } from './nav-items';
import type * as NavMenusModule from './nav-menus';

export type NavMenus = typeof NavMenusModule;

const importMenus = retryableImport(() => import('./nav-menus'));

/**
 * The navigation's menus (tooltips, group menus) as a state: asked for once the rail or the bar has
 * rendered, `undefined` until they arrive. `open(groupId)` is what a group's placeholder button
 * does: the group's menu opens when the chunk arrives; if it cannot load, `onFailed` shows the
 * pages another way (the sidebar over the content).
 */
function useNavMenus(onFailed: () => void) {
  const [state, setState] = useState<{ menus?: NavMenus; openGroup?: string }>(() => ({
    menus: importMenus.current,
  }));
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    importMenus().then(
      (menus) => {
        if (mounted.current) setState((current) => (current.menus ? current : { menus }));
      },
      // Nothing to say yet: the placeholders work, and a click asks again.
      () => undefined,
    );
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = (openGroup: string) => {
    importMenus().then(
      (menus) => {
        if (mounted.current) setState({ menus, openGroup });
      },
      () => {
        if (mounted.current) onFailed();
      },
    );
  };

  // The navigation's element: where a focused placeholder's real item is found once it arrives.
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (state.menus) restorePlaceholderFocus(container, state.openGroup !== undefined);
  }, [state.menus, container, state.openGroup]);

  return { ...state, open, container, setContainer };
}

/** The `data-nav-id` of the placeholder that had focus when the real menus replaced it. */
let focusedPlaceholder: string | undefined;

export const rememberPlaceholderFocus = (id: string) => {
  focusedPlaceholder = id;
};

/**
 * Gives focus to the real item that replaced a focused placeholder (its element was swapped, so the
 * focus fell to the page), unless a menu opened at once and holds it.
 */
function restorePlaceholderFocus(container: HTMLElement | null, menuOpened: boolean) {
  const id = focusedPlaceholder;
  focusedPlaceholder = undefined;
  if (!id || !container || menuOpened) return;
  const active = document.activeElement;
  if (active && active !== document.body) return;
  container.querySelector<HTMLElement>(`[data-nav-id="${CSS.escape(id)}"]`)?.focus();
}

/** What the rail and the horizontal bar are given. */
export type NavBarProps = {
  /** The pages to list; the app's own registry unless a test passes another. */
  registry?: RouteRegistry;
  /** Called when a group was chosen and the menus' chunk could not load. */
  onMenusFailed: () => void;
};

/**
 * What the rail and the horizontal bar both need: the items to list, where the reader is (the
 * path and the group it lies in) and the menus' state (`useNavMenus`).
 */
export function useNavBar({ registry, onMenusFailed }: NavBarProps) {
  const items = useNavItems(registry);
  const { pathname } = useLocation();
  return {
    items,
    pathname,
    activeGroup: activeGroupOf(items, pathname),
    ...useNavMenus(onMenusFailed),
  };
}
