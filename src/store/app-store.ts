import { useEffect } from 'react';
import { create } from 'zustand';

import { appConfig, type MapsKeys, type MapTiles } from '@/config/app-config';
import type { palette } from '@/config/palette';
import { applyTheme, initialTheme, persistTheme, type Theme } from '@/lib/theme';

export interface SidebarState {
  opened: boolean;
  /** True right after a resize hid the sidebar, so it disappears without a transition. */
  withoutAnimation: boolean;
}

export interface AppConfigState {
  mapsKeys: MapsKeys;
  /** Tile service of the Leaflet maps (URL template and attribution HTML). */
  mapTiles: MapTiles;
  largeScreenQuery: string;
  palette: typeof palette;
}

export interface AppState {
  sidebar: SidebarState;
  config: AppConfigState;
  /** True while a navigation (including its lazy page chunk) is pending. */
  isLoading: boolean;
  theme: Theme;
  /**
   * The current page's own name for itself (a record's name on a detail route), shown as the last
   * breadcrumb and in the document title instead of the route's generic label. Set it with
   * `usePageName`.
   */
  pageName: string | undefined;
  setPageName: (pageName: string | undefined) => void;
  /** Whether the customizer's side sheet is open (the top bar's button and the palette open it). */
  customizerOpen: boolean;
  setCustomizerOpen: (open: boolean) => void;
  setLoading: (isLoading: boolean) => void;
  toggleSidebar: () => void;
  setSidebarOpened: (opened: boolean, options?: { withoutAnimation?: boolean }) => void;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

function isLargeScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(appConfig.largeScreenQuery).matches
    : true;
}

export const createAppStore = () =>
  create<AppState>()((set, get) => ({
    // On phones the sidebar starts hidden: it would otherwise cover the page the user asked for.
    sidebar: { opened: isLargeScreen(), withoutAnimation: false },
    config: {
      mapsKeys: appConfig.mapsKeys,
      mapTiles: appConfig.mapTiles,
      largeScreenQuery: appConfig.largeScreenQuery,
      palette: appConfig.palette,
    },
    // The first navigation is pending until the router has rendered its first route.
    isLoading: true,
    theme: initialTheme(),
    pageName: undefined,
    customizerOpen: false,
    setCustomizerOpen: (customizerOpen) => set({ customizerOpen }),
    setPageName: (pageName) => {
      if (get().pageName !== pageName) set({ pageName });
    },
    setLoading: (isLoading) => {
      if (get().isLoading !== isLoading) set({ isLoading });
    },
    toggleSidebar: () =>
      set((state) => ({ sidebar: { opened: !state.sidebar.opened, withoutAnimation: false } })),
    setSidebarOpened: (opened, options) =>
      set({ sidebar: { opened, withoutAnimation: options?.withoutAnimation ?? false } }),
    setTheme: (theme) => {
      applyTheme(theme);
      persistTheme(theme);
      set({ theme });
    },
    toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  }));

export const useAppStore = createAppStore();

/** Names the current page (breadcrumb and title) while the calling component is mounted. */
export function usePageName(pageName: string | undefined) {
  const setPageName = useAppStore((state) => state.setPageName);
  useEffect(() => {
    setPageName(pageName);
    return () => setPageName(undefined);
  }, [pageName, setPageName]);
}
