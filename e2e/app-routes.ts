import auth from '../src/i18n/locales/en/auth.json' with { type: 'json' };
import menu from '../src/i18n/locales/en/menu.json' with { type: 'json' };
import notFound from '../src/i18n/locales/en/notFound.json' with { type: 'json' };
import { routePaths, type RouteName } from '../src/config/route-paths';

export interface AppRoute {
  name: RouteName;
  path: string;
  /** The page's `<h1>` in English. */
  heading: string | RegExp;
  /** Inside the admin shell (top bar, sidebar, breadcrumbs). */
  admin: boolean;
  /** Console messages this page may print here, where the internet is blocked. */
  allowedConsole: RegExp[];
}

/** Leaflet's tiles come from the internet (OpenStreetMap by default): offline, each one fails. */
export const blockedTiles = /Failed to load resource.*tile\.openstreetmap\.org/;

const consoleByRoute: Partial<Record<RouteName, RegExp[]>> = {
  'leaflet-maps': [blockedTiles],
  extra: [blockedTiles],
};

const adminHeadings: Partial<Record<RouteName, string | RegExp>> = {
  dashboard: menu.dashboard,
  charts: menu.charts,
  'progress-bars': menu.progressBars,
  'form-elements': menu.formElements,
  'form-wizards': menu.formWizards,
  'medium-editor': menu.mediumEditor,
  tables: menu.tables,
  typography: menu.typography,
  buttons: menu.buttons,
  'color-pickers': menu.colorPickers,
  timelines: menu.timelines,
  dropdowns: menu.dropdowns,
  notifications: menu.notifications,
  'icon-sets': menu.icons,
  'icon-set': new RegExp(`${menu.iconSet}|Font Awesome`, 'i'),
  spinners: menu.spinners,
  grid: menu.grid,
  modals: menu.modals,
  cards: menu.cards,
  'file-upload': menu.fileUpload,
  tags: menu.tags,
  'tree-view': menu.treeView,
  collapse: menu.collapse,
  filters: menu.filters,
  extra: menu.extra,
  'google-maps': menu.googleMaps,
  'yandex-maps': menu.yandexMaps,
  'leaflet-maps': menu.leafletMaps,
  'bubble-maps': menu.bubbleMaps,
  'line-maps': menu.lineMaps,
  '404-pages': menu.notFoundPages,
};

const otherHeadings: Partial<Record<RouteName, string>> = {
  login: auth.welcome,
  signup: auth.createNewAccount,
  'not-found-advanced': notFound.heading,
  'not-found-simple': notFound.heading,
  'not-found-custom': notFound.heading,
  'not-found-large-text': notFound.heading,
};

/** Every route of the table, with a concrete URL (`:name` filled with a real icon set). */
export const appRoutes: AppRoute[] = (Object.keys(routePaths) as RouteName[]).map((name) => {
  const admin = name in adminHeadings;
  return {
    name,
    path: routePaths[name].replace(':name', 'fa'),
    heading: adminHeadings[name] ?? otherHeadings[name] ?? name,
    admin,
    allowedConsole: consoleByRoute[name] ?? [],
  };
});
