import { Menu, PanelLeftClose } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { retryableImport } from '@/lib/retryable-import';
import { useAppStore } from '@/store/app-store';
import { Logo } from '@/ui/logo';

import { CustomizeButton } from './customizer/customize-button';
import { TopBarButton } from './menus/top-bar-button';
import type * as TopBarMenusModule from './menus/top-bar-menus';
import { TopBarMenusFallback, type TopBarMenuName } from './menus/top-bar-menus-fallback';

type MenusModule = typeof TopBarMenusModule;

const importMenus = retryableImport(() => import('./menus/top-bar-menus'));

type MenusState =
  | { status: 'loaded'; module: MenusModule; openMenu?: TopBarMenuName }
  | { status: 'pending' | 'failed' | 'failedAgain' };

/**
 * The menus' chunk as a state, never a thrown error. It is not part of the first paint: it is
 * asked for once the shell has rendered (its page's chunks are already on their way), and until it
 * arrives a click on a placeholder button opens that menu when it does. A chunk that fails leaves the shell up with
 * placeholder buttons that say so, and a click on one fetches the chunk again and opens that menu.
 */
function useTopBarMenus() {
  const [state, setState] = useState<MenusState>(() =>
    importMenus.current ? { status: 'loaded', module: importMenus.current } : { status: 'pending' },
  );
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    importMenus().then(
      (module) => {
        if (mounted.current)
          setState((current) =>
            current.status === 'loaded' ? current : { status: 'loaded', module },
          );
      },
      () => {
        if (mounted.current)
          setState((current) => (current.status === 'pending' ? { status: 'failed' } : current));
      },
    );
    return () => {
      mounted.current = false;
    };
  }, []);

  const open = (openMenu: TopBarMenuName) => {
    const failedBefore = state.status === 'failed' || state.status === 'failedAgain';
    importMenus().then(
      (module) => {
        if (mounted.current) setState({ status: 'loaded', module, openMenu });
      },
      () => {
        if (mounted.current) setState({ status: failedBefore ? 'failedAgain' : 'failed' });
      },
    );
  };

  return { state, open };
}

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
  const { state: menus, open } = useTopBarMenus();
  // The menus' panels render inside the header, so their content is part of its landmark.
  const [header, setHeader] = useState<HTMLElement | null>(null);

  return (
    <>
      <header
        ref={setHeader}
        className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-1 bg-shell px-2 text-shell-text shadow-md [--ring:var(--shell-ring)] sm:gap-2 sm:px-4"
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
          {menus.status === 'loaded' ? (
            <menus.module.default openMenu={menus.openMenu} container={header} />
          ) : (
            <TopBarMenusFallback
              failed={menus.status === 'failed' || menus.status === 'failedAgain'}
              onOpen={open}
            />
          )}
        </div>
        <p role="status" className="sr-only">
          {menus.status === 'failedAgain' ? t('navbar.menusFailedAgain') : ''}
        </p>
      </header>
      {menus.status === 'loaded' && <menus.module.ShellToaster />}
    </>
  );
}
