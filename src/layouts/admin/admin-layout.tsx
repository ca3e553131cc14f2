import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

import { appConfig } from '@/config/app-config';
import type { RouteRegistry } from '@/config/route-registry';
import { FormatPreferences, useFormat } from '@/hooks/use-format';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useAccount } from '@/lib/session';
import { useAppStore } from '@/store/app-store';
import { RadixDirection } from '@/ui/radix-direction';

import { BreadcrumbBar } from './breadcrumb-bar';
import { CustomizerHost } from './customizer/customizer-host';
import { ReauthDialog } from './reauth-dialog';
import { Sidebar } from './sidebar';
import { sidebarToggleId, TopBar } from './top-bar';
import { VerifyEmailBanner } from './verify-email-banner';

/** Crossing to a wide window shows the sidebar; crossing to a narrow one hides it, unanimated. */
function useSidebarFollowsWindow() {
  const setSidebarOpened = useAppStore((state) => state.setSidebarOpened);
  useEffect(() => {
    const query = window.matchMedia(appConfig.largeScreenQuery);
    let frame = 0;
    const onChange = (event: MediaQueryListEvent) => {
      cancelAnimationFrame(frame);
      if (event.matches) {
        setSidebarOpened(true);
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
 * Below the large-screen width the sidebar overlays the content. While it does, a backdrop covers
 * the content; a click on it, Escape, or focus moving into the content closes the sidebar, and the
 * first two give focus back to the toggle.
 */
function useOverlaidSidebar(sidebarId: string) {
  const opened = useAppStore((state) => state.sidebar.opened);
  const setSidebarOpened = useAppStore((state) => state.setSidebarOpened);
  const wide = useMediaQuery(appConfig.largeScreenQuery);
  const overlaid = opened && !wide;

  useEffect(() => {
    if (!overlaid) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // An open menu or dialog handles its own Escape first (and marks the event as handled).
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setSidebarOpened(false);
      document.getElementById(sidebarToggleId(sidebarId))?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [overlaid, setSidebarOpened, sidebarId]);

  return {
    overlaid,
    close: (returnFocus: boolean) => {
      if (!overlaid) return;
      setSidebarOpened(false);
      if (returnFocus) document.getElementById(sidebarToggleId(sidebarId))?.focus();
    },
  };
}

/**
 * The admin shell around a page. `registry` is the pages it lists and crumbs: the app's own
 * unless a test passes another.
 */
export function AdminLayout({ registry }: { registry?: RouteRegistry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const sidebarId = useId();
  const opened = useAppStore((state) => state.sidebar.opened);
  const withoutAnimation = useAppStore((state) => state.sidebar.withoutAnimation);
  const isLoading = useAppStore((state) => state.isLoading);
  useSidebarFollowsWindow();
  const overlay = useOverlaidSidebar(sidebarId);
  const account = useAccount();
  const timeZone = account?.timeZone ?? undefined;
  const datePattern = account?.dateFormat;
  const formatPreferences = useMemo(() => ({ timeZone, datePattern }), [timeZone, datePattern]);

  return (
    <RadixDirection>
      <div className="min-h-dvh">
        <TopBar sidebarId={sidebarId} />
        <Sidebar id={sidebarId} registry={registry} />
        {/* Pointer users close the overlaid sidebar here; keyboard users have Escape and the toggle. */}
        <div
          data-slot="sidebar-backdrop"
          aria-hidden
          onClick={() => overlay.close(true)}
          className={cn(
            'fixed inset-x-0 top-16 bottom-0 z-30 bg-black/50 transition-[opacity,visibility] duration-200 ease-out lg:hidden',
            !overlay.overlaid && 'invisible opacity-0',
            withoutAnimation && 'transition-none',
          )}
        />
        <div
          // Tabbing past the overlaid sidebar into the content closes it.
          onFocus={() => overlay.close(false)}
          className={cn(
            'flex min-h-dvh flex-col pt-16 transition-[padding] duration-200 ease-out lg:pt-[5.5rem]',
            opened ? 'lg:ps-[17.5rem]' : 'lg:ps-6',
            'lg:pe-6',
          )}
        >
          <main
            id="main"
            tabIndex={-1}
            aria-busy={isLoading}
            className="flex flex-1 flex-col outline-none"
          >
            {/* Inside the main landmark: the trail and the page's help link belong to the page. */}
            <BreadcrumbBar registry={registry} />
            {account && <VerifyEmailBanner account={account} />}
            <div className="flex-1 px-4 py-6 lg:px-0">
              {/* Dates in the account's time zone and pattern, when it chose them. */}
              <FormatPreferences value={formatPreferences}>
                <Outlet />
              </FormatPreferences>
            </div>
          </main>
          <footer className="px-4 py-6 text-center text-sm text-muted lg:px-0">
            {t('common.footer', { year: format.date(new Date(), { year: 'numeric' }) })}
          </footer>
        </div>
      </div>
      <ReauthDialog />
      <CustomizerHost />
    </RadixDirection>
  );
}
