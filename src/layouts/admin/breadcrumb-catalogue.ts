import type { MenuKey, RouteName } from '@/config/route-paths';
import type { BreadcrumbCatalogue, BreadcrumbEntry } from '@/widgets/breadcrumbs';

type Entry = BreadcrumbEntry<RouteName | 'statistics' | 'forms' | 'ui' | 'maps' | 'pages'> & {
  label: MenuKey;
};

const leaf = (name: RouteName, label: MenuKey, children?: Entry[]): Entry =>
  children ? { name, label, children } : { name, label };

const parent = (name: Entry['name'], label: MenuKey, children: Entry[]): Entry => ({
  name,
  label,
  disabled: true,
  children,
});

/** SPEC §2 breadcrumb catalogue; labels are translation keys. Parent groups are not links. */
export const breadcrumbCatalogue: BreadcrumbCatalogue<Entry['name']> & { routes: Entry[] } = {
  root: { name: '/', label: 'common.home' },
  routes: [
    leaf('dashboard', 'menu.dashboard'),
    parent('statistics', 'menu.statistics', [
      leaf('charts', 'menu.charts'),
      leaf('progress-bars', 'menu.progressBars'),
    ]),
    parent('forms', 'menu.forms', [
      leaf('form-elements', 'menu.formElements'),
      leaf('form-wizards', 'menu.formWizards'),
      leaf('medium-editor', 'menu.mediumEditor'),
    ]),
    leaf('tables', 'menu.tables'),
    parent('ui', 'menu.uiElements', [
      leaf('typography', 'menu.typography'),
      leaf('buttons', 'menu.buttons'),
      leaf('collapse', 'menu.collapse'),
      leaf('filters', 'menu.filters'),
      leaf('color-pickers', 'menu.colorPickers'),
      leaf('timelines', 'menu.timelines'),
      leaf('notifications', 'menu.notifications'),
      leaf('dropdowns', 'menu.dropdowns'),
      leaf('icon-sets', 'menu.icons', [leaf('icon-set', 'menu.iconSet')]),
      leaf('spinners', 'menu.spinners'),
      leaf('grid', 'menu.grid'),
      leaf('modals', 'menu.modals'),
      leaf('file-upload', 'menu.fileUpload'),
      leaf('tags', 'menu.tags'),
      leaf('cards', 'menu.cards'),
      leaf('tree-view', 'menu.treeView'),
    ]),
    leaf('extra', 'menu.extra'),
    parent('maps', 'menu.maps', [
      leaf('google-maps', 'menu.googleMaps'),
      leaf('yandex-maps', 'menu.yandexMaps'),
      leaf('leaflet-maps', 'menu.leafletMaps'),
      leaf('bubble-maps', 'menu.bubbleMaps'),
      leaf('line-maps', 'menu.lineMaps'),
    ]),
    parent('pages', 'menu.pages', [leaf('404-pages', 'menu.notFoundPages')]),
  ],
};
