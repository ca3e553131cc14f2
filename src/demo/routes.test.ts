import { pathTo, routePaths, routeRegistry } from '@/config/routes';
import { sidebarTree } from '@/config/sidebar-tree';

import { demoPageOverrides } from './routes';

describe("the demo's routes", () => {
  it('keep their URLs', () => {
    expect(routePaths).toMatchObject({
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
    });
    expect(pathTo('icon-set', { name: 'fa' })).toBe('/admin/ui/icons/fa');
  });

  it("follow the template's pages in the sidebar, groups and pages in their order", () => {
    const items = sidebarTree(routeRegistry);
    expect(items.map((item) => (item.kind === 'link' ? item.name : item.id))).toEqual([
      'dashboard',
      'users',
      'members',
      'orders',
      'statistics',
      'forms',
      'tables',
      'ui',
      'extra',
      'maps',
      'pages',
    ]);
    const ui = items.find((item) => item.kind === 'group' && item.id === 'ui');
    expect(ui?.kind === 'group' && ui.children.map((child) => child.name)).toEqual([
      'typography',
      'buttons',
      'collapse',
      'color-pickers',
      'dropdowns',
      'filters',
      'timelines',
      'notifications',
      'icon-sets',
      'spinners',
      'grid',
      'modals',
      'file-upload',
      'tags',
      'tree-view',
      'cards',
    ]);
  });

  it("put the demo dashboard in place of the template's welcome page", () => {
    const dashboard = routeRegistry.admin.children.find(
      (entry) => 'name' in entry && entry.name === 'dashboard',
    );
    expect(dashboard && 'page' in dashboard && dashboard.page).toBe(demoPageOverrides.dashboard);
  });
});
