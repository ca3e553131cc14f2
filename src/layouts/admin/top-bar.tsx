import { Menu, PanelLeftClose } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '@/config/route-paths';
import { useAppStore } from '@/store/app-store';
import { Logo } from '@/ui/logo';
import { TopBarButton } from './menus/top-bar-button';
import { TopBarMenusFallback } from './menus/top-bar-menus-fallback';

// Fetched as soon as the app starts, in parallel with the first page, not when first rendered.
const menusChunk = import('./menus/top-bar-menus');
const TopBarMenus = lazy(() => menusChunk);

/** The id of the sidebar toggle, so the shell can give it focus back. */
export const sidebarToggleId = (sidebarId: string) => `${sidebarId}-toggle`;

export function TopBar({ sidebarId }: { sidebarId: string }) {
  const { t } = useTranslation();
  const opened = useAppStore((state) => state.sidebar.opened);
  const toggleSidebar = useAppStore((state) => state.toggleSidebar);

  return (
    <header className="fixed inset-x-0 top-0 z-50 flex h-16 items-center gap-1 bg-shell px-2 text-shell-text shadow-md [--ring:var(--shell-ring)] sm:gap-2 sm:px-4">
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
        <Suspense fallback={<TopBarMenusFallback />}>
          <TopBarMenus />
        </Suspense>
      </div>
    </header>
  );
}
