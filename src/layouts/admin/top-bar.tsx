import { Menu, PanelLeftClose } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { useDeferredPart } from '@/hooks/use-deferred-part';
import { retryableImport } from '@/lib/retryable-import';
import { useAppStore } from '@/store/app-store';
import { Logo } from '@/ui/logo';

import { CustomizeButton } from './customizer/customize-button';
import { TopBarButton } from './menus/top-bar-button';
import type * as TopBarMenus from './menus/top-bar-menus';
import { TopBarMenusFallback, type TopBarMenuName } from './menus/top-bar-menus-fallback';

const importMenus = retryableImport(() => import('./menus/top-bar-menus'));

/** The id of the sidebar toggle, so the shell can give it focus back. */
export const sidebarToggleId = (sidebarId: string) => `${sidebarId}-toggle`;

export function TopBar({
  sidebarId,
  toggleOnlyWhenNarrow = false,
}: {
  sidebarId: string;
  /** The navigation has a place of its own on wide windows: the sidebar toggle shows below them only. */
  toggleOnlyWhenNarrow?: boolean;
}) {
  const { t } = useTranslation();
  const opened = useAppStore((state) => state.sidebar.opened);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  // The menus (Radix, floating-ui) are not part of the first paint: placeholder buttons stand in
  // for them until their chunk arrives, and the one clicked opens its menu when it does.
  const { setContainer: setHeader, ...menus } = useDeferredPart<typeof TopBarMenus, TopBarMenuName>(
    importMenus,
  );

  return (
    <>
      <header
        // The menus' panels render inside the header, so their content is part of its landmark.
        ref={setHeader}
        className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-1 bg-shell px-2 text-shell-text shadow-md [--ring:var(--shell-ring)] sm:gap-2 sm:px-4 print:hidden forced-colors:border-b"
      >
        <Link
          to={pathTo('dashboard')}
          aria-label={t('navbar.logoLabel')}
          className="me-1 rounded-md p-1 text-white sm:me-3"
        >
          <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
        </Link>
        <TopBarButton
          id={sidebarToggleId(sidebarId)}
          label={t('navbar.toggleSidebar')}
          aria-expanded={opened}
          aria-controls={sidebarId}
          onClick={toggleSidebar}
          className={toggleOnlyWhenNarrow ? 'lg:hidden' : undefined}
        >
          {opened ? <PanelLeftClose aria-hidden className="flip-rtl" /> : <Menu aria-hidden />}
        </TopBarButton>
        <div className="ms-auto flex items-center gap-0.5 sm:gap-1">
          <CustomizeButton />
          {menus.module ? (
            <menus.module.default openMenu={menus.requested} container={menus.container} />
          ) : (
            <TopBarMenusFallback
              failed={menus.status !== 'pending'}
              onOpen={menus.request}
              onPlaceholderFocus={(label) =>
                menus.rememberFocus(`button[aria-label="${CSS.escape(label)}"]`)
              }
            />
          )}
        </div>
        <p role="status" className="sr-only">
          {menus.status === 'failedAgain' ? t('navbar.menusFailedAgain') : ''}
        </p>
      </header>
      {menus.module && <menus.module.ShellToaster />}
    </>
  );
}
