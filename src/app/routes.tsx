import { Navigate, type RouteObject } from 'react-router';
import { routePaths, type MenuKey, type RouteName } from '@/config/route-paths';
import type { RouteHandle } from '@/hooks/use-route-handle';
import { AdminLayout } from '@/layouts/admin/admin-layout';
import { AuthLayout } from '@/layouts/auth/auth-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import { lazyPage, type PageModule } from './lazy-page';
import { AppLoading } from './app-loading';
import { RootLayout } from './root-layout';

/** Path of a route relative to its parent, read from the one path map. */
function childPath(name: RouteName, parent: string): string {
  const full: string = routePaths[name];
  return full.startsWith(`${parent}/`) ? full.slice(parent.length + 1) : full;
}

/** One page route: its path, metadata, lazily loaded page and error boundary. */
function page(
  name: RouteName,
  parent: string,
  titleKey: MenuKey,
  load: () => Promise<PageModule>,
  help?: string,
  { index = false }: { index?: boolean } = {},
): RouteObject {
  const handle: RouteHandle = help ? { name, titleKey, help } : { name, titleKey };
  const route = { id: name, handle, ...lazyPage(load), ErrorBoundary: RouteErrorBoundary };
  return index ? { ...route, index: true } : { ...route, path: childPath(name, parent) };
}

const toDashboard = <Navigate to={routePaths.dashboard} replace />;

/**
 * THE route table (SPEC §2). Help slugs follow the original's wiki links (ORIGINAL §1) and point
 * at this project's docs/help pages.
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: AppLoading,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: '/auth',
        Component: AuthLayout,
        children: [
          { index: true, element: <Navigate to={routePaths.login} replace /> },
          page('login', '/auth', 'menu.login', () => import('@/pages/auth/login-page')),
          page('signup', '/auth', 'menu.signup', () => import('@/pages/auth/signup-page')),
        ],
      },
      {
        path: '/404',
        children: [
          { index: true, element: toDashboard },
          page(
            'not-found-advanced',
            '/404',
            'menu.notFoundAdvanced',
            () => import('@/pages/not-found/not-found-advanced-page'),
          ),
          page(
            'not-found-simple',
            '/404',
            'menu.notFoundSimple',
            () => import('@/pages/not-found/not-found-simple-page'),
          ),
          page(
            'not-found-custom',
            '/404',
            'menu.notFoundCustom',
            () => import('@/pages/not-found/not-found-custom-page'),
          ),
        ],
      },
      // SPEC §2 groups this page under /404 but serves it at an absolute path.
      page(
        'not-found-large-text',
        '',
        'menu.notFoundLargeText',
        () => import('@/pages/not-found/not-found-large-text-page'),
      ),
      {
        id: 'Admin',
        path: '/admin',
        Component: AdminLayout,
        children: [
          { index: true, element: toDashboard },
          page(
            'dashboard',
            '/admin',
            'menu.dashboard',
            () => import('@/pages/dashboard/dashboard-page'),
          ),
          {
            path: 'statistics',
            children: [
              { index: true, element: toDashboard },
              page(
                'charts',
                '/admin/statistics',
                'menu.charts',
                () => import('@/pages/statistics/charts-page'),
                'charts',
              ),
              page(
                'progress-bars',
                '/admin/statistics',
                'menu.progressBars',
                () => import('@/pages/statistics/progress-bars-page'),
                'progress-bars',
              ),
            ],
          },
          {
            path: 'forms',
            children: [
              { index: true, element: toDashboard },
              page(
                'form-elements',
                '/admin/forms',
                'menu.formElements',
                () => import('@/pages/forms/form-elements-page'),
                'form-elements',
              ),
              page(
                'form-wizards',
                '/admin/forms',
                'menu.formWizards',
                () => import('@/pages/forms/form-wizards-page'),
                'wizards',
              ),
              page(
                'medium-editor',
                '/admin/forms',
                'menu.mediumEditor',
                () => import('@/pages/forms/medium-editor-page'),
                'rich-text-editor',
              ),
            ],
          },
          page(
            'tables',
            '/admin',
            'menu.tables',
            () => import('@/pages/tables/tables-page'),
            'tables',
          ),
          {
            path: 'ui',
            children: [
              { index: true, element: toDashboard },
              page(
                'typography',
                '/admin/ui',
                'menu.typography',
                () => import('@/pages/ui/typography-page'),
              ),
              page(
                'buttons',
                '/admin/ui',
                'menu.buttons',
                () => import('@/pages/ui/buttons-page'),
                'buttons',
              ),
              page(
                'color-pickers',
                '/admin/ui',
                'menu.colorPickers',
                () => import('@/pages/ui/color-pickers-page'),
                'color-pickers',
              ),
              page(
                'timelines',
                '/admin/ui',
                'menu.timelines',
                () => import('@/pages/ui/timelines-page'),
                'timelines',
              ),
              page(
                'dropdowns',
                '/admin/ui',
                'menu.dropdowns',
                () => import('@/pages/ui/dropdowns-page'),
                'dropdowns',
              ),
              page(
                'notifications',
                '/admin/ui',
                'menu.notifications',
                () => import('@/pages/ui/notifications-page'),
              ),
              {
                path: 'icons',
                children: [
                  page(
                    'icon-sets',
                    '/admin/ui/icons',
                    'menu.icons',
                    () => import('@/pages/ui/icon-sets-page'),
                    undefined,
                    { index: true },
                  ),
                  page(
                    'icon-set',
                    '/admin/ui/icons',
                    'menu.iconSet',
                    () => import('@/pages/ui/icon-set-page'),
                  ),
                ],
              },
              page(
                'spinners',
                '/admin/ui',
                'menu.spinners',
                () => import('@/pages/ui/spinners-page'),
              ),
              page('grid', '/admin/ui', 'menu.grid', () => import('@/pages/ui/grid-page')),
              page(
                'modals',
                '/admin/ui',
                'menu.modals',
                () => import('@/pages/ui/modals-page'),
                'modals',
              ),
              page(
                'cards',
                '/admin/ui',
                'menu.cards',
                () => import('@/pages/ui/cards-page'),
                'cards',
              ),
              page(
                'file-upload',
                '/admin/ui',
                'menu.fileUpload',
                () => import('@/pages/ui/file-upload-page'),
                'file-upload',
              ),
              page('tags', '/admin/ui', 'menu.tags', () => import('@/pages/ui/tags-page'), 'tags'),
              page(
                'tree-view',
                '/admin/ui',
                'menu.treeView',
                () => import('@/pages/ui/tree-view-page'),
                'tree-view',
              ),
              page(
                'collapse',
                '/admin/ui',
                'menu.collapse',
                () => import('@/pages/ui/collapse-page'),
              ),
              page('filters', '/admin/ui', 'menu.filters', () => import('@/pages/ui/filters-page')),
            ],
          },
          page('extra', '/admin', 'menu.extra', () => import('@/pages/extra/extra-page'), 'tabs'),
          {
            path: 'maps',
            children: [
              { index: true, element: toDashboard },
              page(
                'google-maps',
                '/admin/maps',
                'menu.googleMaps',
                () => import('@/pages/maps/google-maps-page'),
                'maps',
              ),
              page(
                'yandex-maps',
                '/admin/maps',
                'menu.yandexMaps',
                () => import('@/pages/maps/yandex-maps-page'),
                'maps',
              ),
              page(
                'leaflet-maps',
                '/admin/maps',
                'menu.leafletMaps',
                () => import('@/pages/maps/leaflet-maps-page'),
                'maps',
              ),
              page(
                'bubble-maps',
                '/admin/maps',
                'menu.bubbleMaps',
                () => import('@/pages/maps/bubble-maps-page'),
                'maps',
              ),
              page(
                'line-maps',
                '/admin/maps',
                'menu.lineMaps',
                () => import('@/pages/maps/line-maps-page'),
                'maps',
              ),
            ],
          },
          {
            path: 'pages',
            children: [
              { index: true, element: toDashboard },
              page(
                '404-pages',
                '/admin/pages',
                'menu.notFoundPages',
                () => import('@/pages/pages/not-found-pages-page'),
              ),
            ],
          },
        ],
      },
      { path: '/', element: toDashboard },
      { path: '*', element: toDashboard },
    ],
  },
];
