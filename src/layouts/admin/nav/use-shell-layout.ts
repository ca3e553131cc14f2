import { useEffect, useLayoutEffect, useRef } from 'react';

import { appConfig } from '@/config/app-config';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useOpener } from '@/hooks/use-opener';
import { usePreferences, type Layout } from '@/lib/preferences';
import { useAppStore } from '@/store/app-store';

import { sidebarToggleId } from '../top-bar';

/** The navigation the shell shows: the chosen layout on wide windows, the overlaid sidebar below. */
export type ShellMode = Layout | 'narrow';

export function useShellMode(): ShellMode {
  const layout = usePreferences((state) => state.preferences.layout);
  const wide = useMediaQuery(appConfig.largeScreenQuery);
  return wide ? layout : 'narrow';
}

/** Whether the sidebar sits beside the content on wide windows (else it only overlays it). */
const sidebarBesideContent = () => usePreferences.getState().preferences.layout === 'sidebar';

/**
 * Crossing to a wide window shows the sidebar where it sits beside the content; crossing to a narrow
 * one hides it, unanimated.
 */
function useSidebarFollowsWindow() {
  const setSidebarOpened = useAppStore((state) => state.setSidebarOpened);
  useEffect(() => {
    const query = window.matchMedia(appConfig.largeScreenQuery);
    let frame = 0;
    const onChange = (event: MediaQueryListEvent) => {
      cancelAnimationFrame(frame);
      if (event.matches) {
        setSidebarOpened(sidebarBesideContent());
        return;
      }
      setSidebarOpened(false, { withoutAnimation: true });
      // Re-enable transitions once the instant hide has been painted.
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => setSidebarOpened(false));
      });
    };
    query.addEventListener('change', onChange);
    return () => {
      cancelAnimationFrame(frame);
      query.removeEventListener('change', onChange);
    };
  }, [setSidebarOpened]);
}

/**
 * A layout without the sidebar beside the content starts with it closed (before the first paint);
 * choosing the "sidebar" layout on a wide window shows it, choosing another hides it.
 */
function useSidebarFollowsLayout(layout: Layout) {
  const setSidebarOpened = useAppStore((state) => state.setSidebarOpened);
  const previous = useRef<Layout | undefined>(undefined);
  useLayoutEffect(() => {
    const changed = previous.current !== undefined && previous.current !== layout;
    previous.current = layout;
    if (layout !== 'sidebar') {
      setSidebarOpened(false, { withoutAnimation: !changed });
    } else if (changed && window.matchMedia(appConfig.largeScreenQuery).matches) {
      setSidebarOpened(true);
    }
  }, [layout, setSidebarOpened]);
}

/**
 * The sidebar overlays the content below the large-screen width, and at every width in the layouts
 * that do not keep it beside the content. While it does, a backdrop covers the content; a click on
 * it, Escape, or focus moving into the content closes the sidebar, and the first two give focus back
 * to what opened it (the toggle).
 */
function useOverlaidSidebar(sidebarId: string, mode: ShellMode) {
  const opened = useAppStore((state) => state.sidebar.opened);
  const setSidebarOpened = useAppStore((state) => state.setSidebarOpened);
  const overlaid = opened && mode !== 'sidebar';
  const openerRef = useOpener(overlaid);

  const returnFocus = () => {
    const toggle = document.getElementById(sidebarToggleId(sidebarId));
    // The toggle, unless it is not shown (the bar's layout) and something else opened the sidebar.
    const target =
      toggle?.checkVisibility?.() === false && openerRef.current ? openerRef.current : toggle;
    target?.focus();
  };

  useEffect(() => {
    if (!overlaid) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open menu or dialog handles its own Escape first (and marks the event as handled).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setSidebarOpened(false);
      returnFocus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  return {
    overlaid,
    close: (focusBack: boolean) => {
      if (!overlaid) return;
      setSidebarOpened(false);
      if (focusBack) returnFocus();
    },
  };
}

/** The shell's navigation state: which layout shows, and the overlaid sidebar's behaviour. */
export function useShellLayout(sidebarId: string) {
  const layout = usePreferences((state) => state.preferences.layout);
  const mode = useShellMode();
  useSidebarFollowsWindow();
  useSidebarFollowsLayout(layout);
  const overlay = useOverlaidSidebar(sidebarId, mode);
  return { mode, overlay };
}
