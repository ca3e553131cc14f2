import { Navigate, type RouteObject } from 'react-router';
import {
  isGroup,
  routePathsOf,
  type PageEntry,
  type RouteEntry,
  type RouteRegistry,
} from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { routeHandleOf } from '@/hooks/use-route-handle';
import { AdminLayout } from '@/layouts/admin/admin-layout';
import { AuthLayout } from '@/layouts/auth/auth-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { lazyPage } from './lazy-page';
import { AppLoading } from './app-loading';
import { RootLayout } from './root-layout';

/** One page's route: metadata in its handle (known before the chunk arrives), the lazy page and its error boundary. */
function pageRoute(entry: PageEntry) {
  return {
    id: entry.name,
    handle: routeHandleOf(entry),
    ...lazyPage(entry.page),
    ErrorBoundary: RouteErrorBoundary,
  };
}

/**
 * A registry entry as routes. A page with sub-pages becomes the index of a path whose children are
 * the sub-pages; a group's own path redirects home.
 */
function entryRoute(entry: RouteEntry, home: string): RouteObject {
  if (isGroup(entry)) {
    return {
      path: entry.path,
      children: [
        { index: true, element: <Navigate to={home} replace /> },
        ...entry.children.map((child) => entryRoute(child, home)),
      ],
    };
  }
  const route = pageRoute(entry);
  if (entry.children?.length) {
    return {
      path: entry.path,
      children: [
        { ...route, index: true },
        ...entry.children.map((child) => entryRoute(child, home)),
      ],
    };
  }
  return entry.path ? { ...route, path: entry.path } : { ...route, index: true };
}

/** The router's route objects, built from a route registry (the app passes the real one). */
export function buildRoutes(registry: RouteRegistry): RouteObject[] {
  const paths = routePathsOf(registry);
  const home = paths[registry.home] ?? '/';
  const toHome = <Navigate to={home} replace />;
  const section = (
    { path, redirect, children }: RouteRegistry['auth'],
    layout?: Pick<RouteObject, 'Component' | 'element'>,
  ): RouteObject => ({
    path,
    ...layout,
    children: [
      { index: true, element: <Navigate to={paths[redirect] ?? home} replace /> },
      ...children.map((entry) => entryRoute(entry, home)),
    ],
  });

  return [
    {
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        section(registry.auth, { Component: AuthLayout }),
        section(registry.errors),
        ...registry.standalone.map((entry) => entryRoute(entry, home)),
        section(registry.admin, { element: <AdminLayout registry={registry} /> }),
        { path: '/', element: toHome },
        { path: '*', element: toHome },
      ],
    },
  ];
}

export const routes = buildRoutes(routeRegistry);
