import { Menu, PanelLeftClose } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/routes';
import { retryableImport } from '@/lib/retryable-import';
import { useAppStore } from '@/store/app-store';
import { Logo } from '@/ui/logo';
import { TopBarButton } from './menus/top-bar-button';
import type * as TopBarMenusModule from './menus/top-bar-menus';
import { TopBarMenusFallback, type TopBarMenuName } from './menus/top-bar-menus-fallback';

type MenusModule = typeof TopBarMenusModule;

const importMenus = retryableImport(() => import('./menus/top-bar-menus'));
let loadedMenus: MenusModule | undefined;
// Fetched as soon as the app starts, in parallel with the first page, not when first rendered.
const firstAttempt = importMenus().then((module) => (loadedMenus = module));
// A failure is not an error of the app: the top bar shows it and retries on the next click.
firstAttempt.catch(() => {});

type MenusState =
  | { status: 'loaded'; module: MenusModule; openMenu?: TopBarMenuName }
  | { status: 'loading' | 'failed' | 'failedAgain' };

/**
 * The menus' chunk as a state, never a thrown error: a chunk that fails leaves the shell up with
 * placeholder buttons that say so, and a click on one fetches the chunk again and opens that menu.
 */
function useTopBarMenus() {
  const [state, setState] = useState<MenusState>(() =>
    loadedMenus ? { status: 'loaded', module: loadedMenus } : { status: 'loading' },
  );

  useEffect(() => {
    let live = true;
    firstAttempt.then(
      (module) => {
        if (live)
          setState((current) =>
            current.status === 'loaded' ? current : { status: 'loaded', module },
          );
      },
      () => {
        if (live)
          setState((current) => (current.status === 'loading' ? { status: 'failed' } : current));
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const retry = (openMenu: TopBarMenuName) => {
    setState({ status: 'loading' });
    importMenus().then(
      (module) => {
        loadedMenus = module;
        setState({ status: 'loaded', module, openMenu });
      },
      () => setState({ status: 'failedAgain' }),
    );
  };

  return { state, retry };
}

/** The id of the sidebar toggle, so the shell can give it focus back. */
export const sidebarToggleId = (sidebarId: string) => `${sidebarId}-toggle`;

export function TopBar({ sidebarId }: { sidebarId: string }) {
  const { t } = useTranslation();
  const opened = useAppStore((state) => state.sidebar.opened);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);
  const { state: menus, retry } = useTopBarMenus();
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
          className="mr-1 rounded-md p-1 text-white sm:mr-3"
        >
          <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
        </Link>
        <TopBarButton
          id={sidebarToggleId(sidebarId)}
          label={t('navbar.toggleSidebar')}
          aria-expanded={opened}
          aria-controls={sidebarId}
          onClick={toggleSidebar}
        >
          {opened ? <PanelLeftClose aria-hidden /> : <Menu aria-hidden />}
        </TopBarButton>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1">
          {menus.status === 'loaded' ? (
            <menus.module.default openMenu={menus.openMenu} container={header} />
          ) : (
            <TopBarMenusFallback
              failed={menus.status === 'failed' || menus.status === 'failedAgain'}
              onRetry={retry}
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
