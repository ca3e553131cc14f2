import { useEffect, useId, useMemo, useState } from 'react';
import { Outlet } from 'react-router';

import type { RouteRegistry } from '@/config/route-registry';
import { useFocusMainAfterNavigation } from '@/hooks/use-focus-main-after-navigation';
import { FormatPreferences } from '@/hooks/use-format';
import { useOtherTabsLook } from '@/hooks/use-other-tabs-look';
import { cn } from '@/lib/cn';
import { printInLightTheme } from '@/lib/print-theme';
import { useAccount } from '@/lib/session';
import { useAppStore } from '@/store/app-store';
import { Copyright } from '@/ui/copyright';
import { RadixDirection } from '@/ui/radix-direction';

import { BreadcrumbBar } from './breadcrumb-bar';
import { CustomizerHost } from './customizer/customizer-host';
import { HorizontalNav } from './nav/horizontal-nav';
import { Rail } from './nav/rail';
import { useShellLayout, type ShellMode } from './nav/use-shell-layout';
import { PaletteHost } from './palette/palette-host';
import { ReauthHost } from './reauth-host';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { VerifyEmailBanner } from './verify-email-banner';

/** The content's inset from the inline start on wide windows: beside the sidebar or the rail. */
function contentInset(mode: ShellMode, sidebarOpened: boolean): string {
  if (mode === 'rail') return 'lg:ps-28';
  return mode === 'sidebar' && sidebarOpened ? 'lg:ps-[17.5rem]' : 'lg:ps-6';
}

/**
 * The admin shell around a page, in the layout the person chose (`usePreferences`' `layout`): on
 * wide windows the sidebar beside the content, an icon rail, no navigation until the top bar's
 * toggle shows the sidebar over the content, or a bar of menus under the top bar; below the
 * large-screen width every layout is the sidebar over the content, shown by the toggle. `registry` is the pages it lists and crumbs: the app's own
 * unless a test passes another.
 */
export function AdminLayout({ registry }: { registry?: RouteRegistry }) {
  const sidebarId = useId();
  const opened = useAppStore((state) => state.sidebar.opened);
  const withoutAnimation = useAppStore((state) => state.sidebar.withoutAnimation);
  const isLoading = useAppStore((state) => state.isLoading);
  const { mode, overlay } = useShellLayout(sidebarId);
  // Without its chunk a rail or bar menu shows the pages in the sidebar over the content instead.
  const showSidebar = () => useAppStore.getState().setSidebarOpened(true);
  const account = useAccount();
  const timeZone = account?.timeZone ?? undefined;
  const datePattern = account?.dateFormat;
  const formatPreferences = useMemo(() => ({ timeZone, datePattern }), [timeZone, datePattern]);
  const pageOwner = usePageOwner(account?.email);
  useFocusMainAfterNavigation();
  useEffect(printInLightTheme, []);
  useOtherTabsLook();

  return (
    <RadixDirection>
      <div className="min-h-dvh">
        <TopBar sidebarId={sidebarId} toggleOnlyWhenNarrow={mode === 'horizontal'} />
        {mode === 'rail' && <Rail registry={registry} onMenusFailed={showSidebar} />}
        {mode === 'horizontal' && <HorizontalNav registry={registry} onMenusFailed={showSidebar} />}
        <Sidebar id={sidebarId} registry={registry} />
        {/* Pointer users close the overlaid sidebar here; keyboard users have Escape and the toggle. */}
        <div
          data-slot="sidebar-backdrop"
          aria-hidden
          onClick={() => overlay.close(true)}
          className={cn(
            'fixed inset-x-0 top-16 bottom-0 z-30 bg-black/50 transition-[opacity,visibility] duration-200 ease-out print:hidden',
            !overlay.overlaid && 'invisible opacity-0',
            withoutAnimation && 'transition-none',
          )}
        />
        <div
          data-slot="admin-content"
          data-shell={mode}
          // Tabbing past the overlaid sidebar into the content closes it.
          onFocus={() => overlay.close(false)}
          className={cn(
            'flex min-h-dvh flex-col pt-16 transition-[padding] duration-200 ease-out lg:pe-6',
            // A print is the page alone: the shell around it is left out (print:hidden).
            'print:p-0!',
            mode === 'horizontal' ? 'lg:pt-[8.5rem]' : 'lg:pt-[5.5rem]',
            contentInset(mode, opened),
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
                <Outlet key={pageOwner} />
              </FormatPreferences>
            </div>
          </main>
          <footer className="px-4 py-6 text-center text-sm text-muted lg:px-0">
            <Copyright />
          </footer>
        </div>
      </div>
      <ReauthHost />
      <PaletteHost registry={registry} />
      <CustomizerHost />
    </RadixDirection>
  );
}

/**
 * Which account the page below is for, as a number that changes when another account takes over
 * this tab (signed in in another tab): the page then starts afresh for it rather than showing what
 * the previous one typed. Learning who is signed in, or nobody being signed in for a while (a
 * session that ended, on its way to sign-in), leaves the page as it is.
 */
function usePageOwner(email: string | undefined) {
  const [owner, setOwner] = useState({ email, generation: 0 });
  if (email && email !== owner.email) {
    setOwner({ email, generation: owner.email ? owner.generation + 1 : owner.generation });
  }
  return owner.generation;
}
