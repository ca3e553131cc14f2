import { routePaths, type RouteName } from '@/config/route-paths';
import { resolveBreadcrumbs } from '@/widgets/breadcrumbs';
import { breadcrumbCatalogue } from './breadcrumb-catalogue';
import { navItems } from './nav-items';

const adminRoutes = (Object.keys(routePaths) as RouteName[]).filter((name) =>
  routePaths[name].startsWith('/admin/'),
);

describe('breadcrumb catalogue', () => {
  it('has an entry for every admin route, so the warning never fires in the app', () => {
    const warn = vi.spyOn(console, 'warn');
    for (const name of adminRoutes) {
      expect(resolveBreadcrumbs(breadcrumbCatalogue, name)?.at(-1)?.name).toBe(name);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('makes the statistics, forms, ui, maps and pages parents non-links', () => {
    const parents = breadcrumbCatalogue.routes.filter((entry) => entry.disabled);
    expect(parents.map((entry) => entry.name)).toEqual([
      'statistics',
      'forms',
      'ui',
      'maps',
      'pages',
    ]);
  });

  it('puts icon-set under icon-sets', () => {
    expect(resolveBreadcrumbs(breadcrumbCatalogue, 'icon-set')?.map((e) => e.name)).toEqual([
      'ui',
      'icon-sets',
      'icon-set',
    ]);
  });
});

describe('sidebar items', () => {
  it('reach every admin page exactly once (icon-set through its list)', () => {
    const linked = navItems.flatMap((item) =>
      item.kind === 'link' ? [item.route] : item.children.map((child) => child.route),
    );
    expect(new Set(linked).size).toBe(linked.length);
    expect([...linked].sort()).toEqual(adminRoutes.filter((name) => name !== 'icon-set').sort());
  });
});
