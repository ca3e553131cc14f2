import type { MenuKey, RouteName } from '@/config/route-paths';

export interface DirectoryLink {
  route: RouteName;
  labelKey: MenuKey;
}

export interface DirectoryCategory {
  id: string;
  labelKey: MenuKey;
  links: DirectoryLink[];
}

const link = (route: RouteName, labelKey: MenuKey): DirectoryLink => ({ route, labelKey });

/** Every page of the app, grouped as in the sidebar, for the advanced 404 page's search. */
export const pageDirectory: DirectoryCategory[] = [
  { id: 'dashboard', labelKey: 'menu.dashboard', links: [link('dashboard', 'menu.dashboard')] },
  {
    id: 'statistics',
    labelKey: 'menu.statistics',
    links: [link('charts', 'menu.charts'), link('progress-bars', 'menu.progressBars')],
  },
  {
    id: 'forms',
    labelKey: 'menu.forms',
    links: [
      link('form-elements', 'menu.formElements'),
      link('form-wizards', 'menu.formWizards'),
      link('medium-editor', 'menu.mediumEditor'),
    ],
  },
  { id: 'tables', labelKey: 'menu.tables', links: [link('tables', 'menu.tables')] },
  {
    id: 'ui',
    labelKey: 'menu.uiElements',
    links: [
      link('typography', 'menu.typography'),
      link('buttons', 'menu.buttons'),
      link('collapse', 'menu.collapse'),
      link('color-pickers', 'menu.colorPickers'),
      link('dropdowns', 'menu.dropdowns'),
      link('filters', 'menu.filters'),
      link('timelines', 'menu.timelines'),
      link('notifications', 'menu.notifications'),
      link('icon-sets', 'menu.icons'),
      link('spinners', 'menu.spinners'),
      link('grid', 'menu.grid'),
      link('modals', 'menu.modals'),
      link('file-upload', 'menu.fileUpload'),
      link('tags', 'menu.tags'),
      link('tree-view', 'menu.treeView'),
      link('cards', 'menu.cards'),
    ],
  },
  { id: 'extra', labelKey: 'menu.extra', links: [link('extra', 'menu.extra')] },
  {
    id: 'maps',
    labelKey: 'menu.maps',
    links: [
      link('google-maps', 'menu.googleMaps'),
      link('yandex-maps', 'menu.yandexMaps'),
      link('leaflet-maps', 'menu.leafletMaps'),
      link('bubble-maps', 'menu.bubbleMaps'),
      link('line-maps', 'menu.lineMaps'),
    ],
  },
  { id: 'pages', labelKey: 'menu.pages', links: [link('404-pages', 'menu.notFoundPages')] },
  {
    id: 'auth',
    labelKey: 'menu.auth',
    links: [link('login', 'menu.login'), link('signup', 'menu.signup')],
  },
];

/** Lower-cases and drops accents, so "graficos" finds "Gráficos". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Keeps the items whose name contains `query` (case- and accent-insensitive plain substring: the
 * original fed the text to `String.search`, so "(" threw and "." matched anything; here both are
 * literal). Categories left empty are dropped; a blank query keeps everything.
 */
export function filterCategories<
  TItem extends { name: string },
  TCategory extends { items: TItem[] },
>(categories: readonly TCategory[], query: string): TCategory[] {
  const needle = fold(query.trim());
  if (!needle) return [...categories];
  return categories.flatMap((category) => {
    const items = category.items.filter((item) => fold(item.name).includes(needle));
    return items.length ? [{ ...category, items }] : [];
  });
}
