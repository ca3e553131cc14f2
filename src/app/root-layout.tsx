import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { useRouteHandle } from '@/hooks/use-route-handle';

/** Wraps every route: keeps `document.title` in step with the route and the language. */
export function RootLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const appName = t('common.appName');
  const title = handle ? `${t(handle.titleKey)} · ${appName}` : appName;

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
