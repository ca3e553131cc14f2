import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';

import { documentTitle, useRouteHandle } from '@/hooks/use-route-handle';
import { useAppStore } from '@/store/app-store';
import { LoadingBar } from '@/ui/loading-bar';

/**
 * Wraps every route: the skip link, the loading bar while a navigation is pending, and
 * `document.title` in step with the route and the language. (Focus after a navigation is the
 * layouts' to keep: `useFocusMainAfterNavigation`, in their chunks rather than the first load.)
 */
export function RootLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const isLoading = useAppStore((state) => state.isLoading);
  const pageName = useAppStore((state) => state.pageName);
  const title = documentTitle(t, handle, pageName);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <a
        href="#main"
        className="fixed start-2 top-2 z-[70] -translate-y-20 rounded-md bg-primary px-4 py-2 font-semibold text-on-primary focus:translate-y-0"
      >
        {t('common.skipToContent')}
      </a>
      {isLoading && <LoadingBar />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
