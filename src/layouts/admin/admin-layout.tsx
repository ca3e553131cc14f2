import { useEffect, useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { appConfig } from '@/config/app-config';
import { cn } from '@/lib/cn';
import { useAppStore } from '@/store/app-store';
import { BreadcrumbBar } from './breadcrumb-bar';
import { Sidebar, hideSidebarOnPhone } from './sidebar';
import { TopBar } from './top-bar';

/** SPEC §2/§4: crossing to a wide window shows the sidebar; crossing to a narrow one hides it at once. */
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

export function AdminLayout() {
  const { t } = useTranslation();
  const sidebarId = useId();
  const opened = useAppStore((state) => state.sidebar.opened);
  const isLoading = useAppStore((state) => state.isLoading);
  useSidebarFollowsWindow();

  const onContentClick = (event: MouseEvent) => {
    if (opened && !event.defaultPrevented) hideSidebarOnPhone();
  };

  return (
    <div className="min-h-dvh">
      <TopBar sidebarId={sidebarId} />
      <Sidebar id={sidebarId} />
      {/* A click on the content hides the sidebar on phones; keyboard users have the toggle. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        onClick={onContentClick}
        className={cn(
          'flex min-h-dvh flex-col pt-16 transition-[padding] duration-200 ease-out lg:pt-[5.5rem]',
          opened ? 'lg:pl-[17.5rem]' : 'lg:pl-6',
          'lg:pr-6',
        )}
      >
        <BreadcrumbBar />
        <main
          id="main"
          tabIndex={-1}
          aria-busy={isLoading}
          className="flex-1 px-4 py-6 outline-none lg:px-0"
        >
          <Outlet />
        </main>
        <footer className="px-4 py-6 text-center text-sm text-muted lg:px-0">
          {t('common.footer', { year: new Date().getFullYear() })}
        </footer>
      </div>
    </div>
  );
}
