import type { MenuKey, RouteName } from './route-paths';

export interface SiteLink {
  route: RouteName;
  labelKey: MenuKey;
}

export type SiteEntry =
  | (SiteLink & { kind: 'link'; id: string })
  | { kind: 'group'; id: string; labelKey: MenuKey; children: SiteLink[] };

const link = (route: RouteName, labelKey: MenuKey): SiteLink => ({ route, labelKey });
const single = (route: RouteName, labelKey: MenuKey): SiteEntry => ({
  kind: 'link',
  id: route,
  route,
  labelKey,
});

/**
 * Every admin page, in the sidebar's order and groups. The sidebar adds icons to it, the advanced
 * 404 page searches it; a unit test checks that it reaches every admin route.
 */
export const siteMap: SiteEntry[] = [
  single('dashboard', 'menu.dashboard'),
  {
    kind: 'group',
    id: 'statistics',
    labelKey: 'menu.statistics',
    children: [link('charts', 'menu.charts'), link('progress-bars', 'menu.progressBars')],
  },
  {
    kind: 'group',
    id: 'forms',
    labelKey: 'menu.forms',
    children: [
      link('form-elements', 'menu.formElements'),
      link('form-wizards', 'menu.formWizards'),
      link('medium-editor', 'menu.mediumEditor'),
    ],
  },
  single('tables', 'menu.tables'),
  {
    kind: 'group',
    id: 'ui',
    labelKey: 'menu.uiElements',
    children: [
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
  single('extra', 'menu.extra'),
  {
    kind: 'group',
    id: 'maps',
    labelKey: 'menu.maps',
    children: [
      link('google-maps', 'menu.googleMaps'),
      link('yandex-maps', 'menu.yandexMaps'),
      link('leaflet-maps', 'menu.leafletMaps'),
      link('bubble-maps', 'menu.bubbleMaps'),
      link('line-maps', 'menu.lineMaps'),
    ],
  },
  {
    kind: 'group',
    id: 'pages',
    labelKey: 'menu.pages',
    children: [link('404-pages', 'menu.notFoundPages')],
  },
];
