import { placedPages } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { sidebarTree } from '@/config/sidebar-tree';
import { adminRegistry, emptyPage } from '@/test/route-registry';
import { resolveBreadcrumbs } from '@/widgets/breadcrumbs';

import { breadcrumbCatalogueOf } from './registry-breadcrumbs';

const page = emptyPage;

const registry = adminRegistry([
  { name: 'home', path: 'home', title: 'menu.dashboard', page },
  {
    group: 'reports',
    path: 'reports',
    title: 'menu.auth',
    children: [
      {
        name: 'report-list',
        path: 'list',
        title: 'menu.login',
        page,
        children: [{ name: 'report', path: ':id', title: 'menu.signup', page }],
      },
    ],
  },
]);

describe('breadcrumbCatalogueOf', () => {
  it('nests as the registry does; groups are parents that are not links', () => {
    const catalogue = breadcrumbCatalogueOf(registry);
    expect(catalogue.routes).toEqual([
      { name: 'home', label: 'menu.dashboard' },
      {
        name: 'reports',
        label: 'menu.auth',
        disabled: true,
        children: [
          {
            name: 'report-list',
            label: 'menu.login',
            children: [{ name: 'report', label: 'menu.signup' }],
          },
        ],
      },
    ]);
    expect(resolveBreadcrumbs(catalogue, 'report')?.map((entry) => entry.name)).toEqual([
      'reports',
      'report-list',
      'report',
    ]);
  });
});

describe("the app's breadcrumbs and sidebar", () => {
  const adminRoutes = placedPages(routeRegistry)
    .filter((placed) => placed.section === 'admin')
    .map((placed) => placed.entry);

  it('catalogue every admin route, so the missing-breadcrumbs warning never fires', () => {
    const warn = vi.spyOn(console, 'warn');
    const catalogue = breadcrumbCatalogueOf(routeRegistry);
    for (const { name } of adminRoutes) {
      expect(resolveBreadcrumbs(catalogue, name)?.at(-1)?.name).toBe(name);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('reach every admin page without a parameter exactly once from the sidebar', () => {
    const linked = sidebarTree(routeRegistry).flatMap((item) =>
      item.kind === 'link' ? [item.name] : item.children.map((child) => child.name),
    );
    expect(new Set(linked).size).toBe(linked.length);
    // A page's sub-pages (a list's "new" page) are reached through that page, not the sidebar.
    const subPages = new Set(
      placedPages(routeRegistry)
        .filter(({ ancestors }) => ancestors.some((ancestor) => !('group' in ancestor)))
        .map(({ entry }) => entry.name),
    );
    // The outbox is a development tool, linked from the README rather than the sidebar; the
    // account page is reached from the profile menu.
    const unlisted = new Set(['outbox', 'account']);
    const reachable = adminRoutes.filter(
      (entry) =>
        !entry.path.includes(':') && !subPages.has(entry.name) && !unlisted.has(entry.name),
    );
    expect([...linked].sort()).toEqual(reachable.map((entry) => entry.name).sort());
  });
});
