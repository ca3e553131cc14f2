import type { Resources } from '@/i18n/resources';

/**
 * Every named route and its path (SPEC §2). The router (`src/app/routes.tsx`) is built from these,
 * and menus, breadcrumbs and the 404 search link to routes by name through this map.
 */
export const routePaths = {
  login: '/auth/login',
  signup: '/auth/signup',
  'not-found-advanced': '/404/not-found-advanced',
  'not-found-simple': '/404/not-found-simple',
  'not-found-custom': '/404/not-found-custom',
  'not-found-large-text': '/pages/not-found-large-text',
  dashboard: '/admin/dashboard',
  charts: '/admin/statistics/charts',
  'progress-bars': '/admin/statistics/progress-bars',
  'form-elements': '/admin/forms/form-elements',
  'form-wizards': '/admin/forms/form-wizards',
  'medium-editor': '/admin/forms/medium-editor',
  tables: '/admin/tables',
  typography: '/admin/ui/typography',
  buttons: '/admin/ui/buttons',
  'color-pickers': '/admin/ui/color-pickers',
  timelines: '/admin/ui/timelines',
  dropdowns: '/admin/ui/dropdowns',
  notifications: '/admin/ui/notifications',
  'icon-sets': '/admin/ui/icons',
  'icon-set': '/admin/ui/icons/:name',
  spinners: '/admin/ui/spinners',
  grid: '/admin/ui/grid',
  modals: '/admin/ui/modals',
  cards: '/admin/ui/cards',
  'file-upload': '/admin/ui/file-upload',
  tags: '/admin/ui/tags',
  'tree-view': '/admin/ui/tree-view',
  collapse: '/admin/ui/collapse',
  filters: '/admin/ui/filters',
  extra: '/admin/extra',
  'google-maps': '/admin/maps/google-maps',
  'yandex-maps': '/admin/maps/yandex-maps',
  'leaflet-maps': '/admin/maps/leaflet-maps',
  'bubble-maps': '/admin/maps/bubble-maps',
  'line-maps': '/admin/maps/line-maps',
  '404-pages': '/admin/pages/404-pages',
} as const;

export type RouteName = keyof typeof routePaths;

/** A key of the `menu` namespace: the translated name of a page or a group. */
export type MenuKey = `menu.${keyof Resources['menu']}`;

/** Resolves a route name to a URL, filling `:param` segments. */
export function pathTo(name: RouteName, params: Record<string, string> = {}): string {
  return routePaths[name].replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  );
}
