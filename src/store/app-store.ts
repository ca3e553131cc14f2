import { useEffect } from 'react';
import { create } from 'zustand';

import { appConfig, type MapsKeys, type MapTiles } from '@/config/app-config';
import type { palette } from '@/config/palette';
import {
  applyTheme,
  initialThemeChoice,
  persistTheme,
  resolveTheme,
  watchSystemTheme,
  type Theme,
  type ThemeChoice,
} from '@/lib/theme';

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
  /** The theme in effect (on `<html data-theme>`). */
  theme: Theme;
  /** What the person chose: 'system' follows the system's theme as it changes. */
  themeChoice: ThemeChoice;
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
  /** Chooses a theme, or 'system'; applied at once and remembered. */
  setTheme: (choice: ThemeChoice) => void;
  /** Chooses the other theme than the one in effect. */
  toggleTheme: () => void;
}

function isLargeScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(appConfig.largeScreenQuery).matches
    : true;
}

export const createAppStore = () =>
  create<AppState>()((set, get) => {
    // 'system' follows the system's theme live (the choice itself stays 'system').
    watchSystemTheme((theme) => {
      if (get().themeChoice !== 'system') return;
      applyTheme(theme);
      set({ theme });
    });
    const themeChoice = initialThemeChoice();
    return {
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
      theme: resolveTheme(themeChoice),
      themeChoice,
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
      setTheme: (choice) => {
        const theme = resolveTheme(choice);
        applyTheme(theme);
        persistTheme(choice);
        set({ theme, themeChoice: choice });
      },
      toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
    };
  });

export const useAppStore = createAppStore();

/** Names the current page (breadcrumb and title) while the calling component is mounted. */
export function usePageName(pageName: string | undefined) {
  const setPageName = useAppStore((state) => state.setPageName);
  useEffect(() => {
    setPageName(pageName);
    return () => setPageName(undefined);
  }, [pageName, setPageName]);
}
