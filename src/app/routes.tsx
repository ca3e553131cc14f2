import { Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router';

import {
  accessFor,
  isGroup,
  routePathsOf,
  type PageDataLoader,
  type PageEntry,
  type RouteAccess,
  type RouteEntry,
  type RouteRegistry,
} from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { routeHandleOf } from '@/hooks/use-route-handle';
import { probeApi } from '@/lib/auth/probe';
import { session } from '@/lib/session';

import { AppLoading } from './app-loading';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** Where redirects land: the home page, and the sign-in page for pages that need an account. */
type Targets = { home: string; loginPath: string };

/**
 * Asks for a page's data module at once and returns how to start its read: `prefetch` runs when the
 * module has arrived, and is left running. A failure is the page's own query's to show.
 */
function dataStarter(data: PageDataLoader, args: LoaderFunctionArgs) {
  const module = data();
  module.catch(() => undefined);
  return () => {
    void module.then(({ prefetch }) => prefetch(args)).catch(() => undefined);
  };
}

/**
 * A page with `access`: its loader asks who is signed in first (the auth module is a chunk of its
 * own, fetched here). Nobody: off to sign in, and back here afterwards. The wrong role: a 403,
 * which the route's error boundary shows inside the shell. The loaders run again whenever the
 * account changes (router.ts), so signing out, or a session that ends, leaves the page at once.
 */
function guardedLoader(
  access: RouteAccess,
  loadPage: (args: LoaderFunctionArgs) => Promise<null>,
  loginPath: string,
  data?: PageDataLoader,
) {
  return async (args: LoaderFunctionArgs) => {
    const { request } = args;
    // The account is asked for first, then the page's chunks download while it answers: a refusal
    // leaves them unused.
    const probe = probeApi();
    // The modules the page waits for, most needed first: a browser's six connections to a host
    // serve requests in the order they were made. The auth module gives the verdict, the data
    // module the list's read.
    const authModule = import('@/lib/auth');
    authModule.catch(() => undefined);
    const startData = data && dataStarter(data, args);
    const page = loadPage(args);
    if (startData) {
      // The data comes with the code when the account is known to open the page (every
      // navigation inside the app); on the first load it goes the moment the session check
      // answers and the data module is there, not after the auth and page chunks: a read made
      // for nobody would be a 401.
      const known = session.get();
      if (known !== undefined) {
        if (accessFor(access, known) === 'open') startData();
      } else {
        probe.then(
          (answer) => {
            if (answer && accessFor(access, answer.account) === 'open') startData();
          },
          () => undefined, // no answer: the verdict below says so
        );
      }
    }
    page.catch(() => undefined);
    const { auth, refusal } = await authModule;
    const verdict = accessFor(access, await auth.ready());
    if (verdict !== 'open') throw refusal(verdict, request.url, loginPath);
    return page;
  };
}

/** One page's route: metadata in its handle (known before the chunk arrives), the lazy page and its error boundary. */
function pageRoute(entry: PageEntry, { loginPath }: Targets) {
  const page = lazyPage(entry.page);
  const { data, access } = entry;
  let loader: (args: LoaderFunctionArgs) => Promise<null> = page.loader;
  if (access) loader = guardedLoader(access, page.loader, loginPath, data);
  else if (data) {
    loader = (args) => {
      dataStarter(data, args)();
      return page.loader();
    };
  }
  return {
    id: entry.name,
    handle: routeHandleOf(entry),
    ...page,
    loader,
    ErrorBoundary: RouteErrorBoundary,
  };
}

/**
 * A registry entry as routes. A page with sub-pages becomes the index of a path whose children are
 * the sub-pages; a group's own path redirects home.
 */
function entryRoute(entry: RouteEntry, targets: Targets): RouteObject {
  const { home } = targets;
  if (isGroup(entry)) {
    return {
      path: entry.path,
      children: [
        { index: true, element: <Navigate to={home} replace /> },
        ...entry.children.map((child) => entryRoute(child, targets)),
      ],
    };
  }
  const route = pageRoute(entry, targets);
  if (entry.children?.length) {
    return {
      path: entry.path,
      children: [
        { ...route, index: true },
        ...entry.children.map((child) => entryRoute(child, targets)),
      ],
    };
  }
  return entry.path ? { ...route, path: entry.path } : { ...route, index: true };
}

/** The router's route objects, built from a route registry (the app passes the real one). */
export function buildRoutes(registry: RouteRegistry): RouteObject[] {
  const paths = routePathsOf(registry);
  const home = paths[registry.home] ?? '/';
  const targets: Targets = { home, loginPath: paths.login ?? home };
  const toHome = <Navigate to={home} replace />;
  // The layouts load like pages, in chunks of their own fetched in parallel with the page's: the
  // sign-in page never downloads the admin shell, nor an admin page the sign-in layout.
  const adminLayout = lazyPage(() =>
    import('@/layouts/admin/admin-layout').then(({ AdminLayout }) => ({
      default: () => <AdminLayout registry={registry} />,
    })),
  );
  const authLayout = lazyPage(() =>
    import('@/layouts/auth/auth-layout').then(({ AuthLayout }) => ({ default: AuthLayout })),
  );
  const section = (
    { path, redirect, children }: RouteRegistry['auth'],
    layout?: Pick<RouteObject, 'Component' | 'loader'>,
  ): RouteObject => ({
    path,
    ...layout,
    children: [
      { index: true, element: <Navigate to={paths[redirect] ?? home} replace /> },
      ...children.map((entry) => entryRoute(entry, targets)),
    ],
  });

  return [
    {
      Component: RootLayout,
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorBoundary,
      children: [
        section(registry.auth, authLayout),
        section(registry.errors),
        ...registry.standalone.map((entry) => entryRoute(entry, targets)),
        section(registry.admin, adminLayout),
        { path: '/', element: toHome },
        { path: '*', element: toHome },
      ],
    },
  ];
}

export const routes = buildRoutes(routeRegistry);
