import {
  ChartColumn,
  ClipboardList,
  FileWarning,
  LayoutDashboard,
  Map,
  Shapes,
  Sparkles,
  Table2,
  type LucideIcon,
} from 'lucide-react';
import type { MenuKey, RouteName } from '@/config/route-paths';

export interface NavLink {
  route: RouteName;
  labelKey: MenuKey;
}

export type NavItem =
  | (NavLink & { kind: 'link'; icon: LucideIcon })
  | { kind: 'group'; id: string; labelKey: MenuKey; icon: LucideIcon; children: NavLink[] };

const link = (route: RouteName, labelKey: MenuKey): NavLink => ({ route, labelKey });

/** The sidebar, in order. Every page of the app is reachable from here. */
export const navItems: NavItem[] = [
  { kind: 'link', route: 'dashboard', labelKey: 'menu.dashboard', icon: LayoutDashboard },
  {
    kind: 'group',
    id: 'statistics',
    labelKey: 'menu.statistics',
    icon: ChartColumn,
    children: [link('charts', 'menu.charts'), link('progress-bars', 'menu.progressBars')],
  },
  {
    kind: 'group',
    id: 'forms',
    labelKey: 'menu.forms',
    icon: ClipboardList,
    children: [
      link('form-elements', 'menu.formElements'),
      link('form-wizards', 'menu.formWizards'),
      link('medium-editor', 'menu.mediumEditor'),
    ],
  },
  { kind: 'link', route: 'tables', labelKey: 'menu.tables', icon: Table2 },
  {
    kind: 'group',
    id: 'ui',
    labelKey: 'menu.uiElements',
    icon: Shapes,
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
  { kind: 'link', route: 'extra', labelKey: 'menu.extra', icon: Sparkles },
  {
    kind: 'group',
    id: 'maps',
    labelKey: 'menu.maps',
    icon: Map,
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
    icon: FileWarning,
    children: [link('404-pages', 'menu.notFoundPages')],
  },
];
