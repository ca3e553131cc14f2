import {
  fillPath,
  joinPath,
  redirectsOf,
  routePathsOf,
  withPageOverrides,
  type RouteRegistry,
} from './route-registry';
import { sidebarTree } from './sidebar-tree';

const page = () => Promise.resolve({ default: () => null });
const otherPage = () => Promise.resolve({ default: () => null });

const registry = {
  home: 'home',
  auth: {
    path: '/auth',
    redirect: 'login',
    children: [{ name: 'login', path: 'login', title: 'menu.login', page }],
  },
  admin: {
    path: '/admin',
    redirect: 'home',
    children: [
      {
        group: 'reports',
        path: 'reports',
        title: 'menu.auth',
        sidebar: { icon: 'users', order: 2 },
        children: [
          { name: 'hidden', path: 'hidden', title: 'menu.login', page },
          {
            name: 'report-list',
            path: 'list',
            title: 'menu.login',
            page,
            sidebar: true,
            children: [{ name: 'report', path: ':id', title: 'menu.signup', page }],
          },
        ],
      },
      { name: 'home', path: 'home', title: 'menu.dashboard', page, sidebar: { order: 1 } },
      { name: 'settings', path: 'settings', title: 'menu.signup', page },
    ],
  },
  errors: { path: '/404', redirect: 'home', children: [] },
  standalone: [{ name: 'gone', path: '/gone', title: 'menu.notFoundSimple', page }],
} as const satisfies RouteRegistry;

describe('route registry', () => {
  it('joins paths; an absolute path stands alone and an empty one is its parent', () => {
    expect(joinPath('/admin', 'reports')).toBe('/admin/reports');
    expect(joinPath('/admin/', 'reports')).toBe('/admin/reports');
    expect(joinPath('/admin', '')).toBe('/admin');
    expect(joinPath('/admin', '/gone')).toBe('/gone');
  });

  it('derives the full path of every page by name', () => {
    expect(routePathsOf(registry)).toEqual({
      login: '/auth/login',
      hidden: '/admin/reports/hidden',
      'report-list': '/admin/reports/list',
      report: '/admin/reports/list/:id',
      home: '/admin/home',
      settings: '/admin/settings',
      gone: '/gone',
    });
  });

  it('fills and encodes parameters', () => {
    expect(fillPath('/admin/reports/list/:id', { id: 'a b' })).toBe('/admin/reports/list/a%20b');
    expect(fillPath('/admin/reports/list/:id')).toBe('/admin/reports/list/');
  });

  it('builds the sidebar in order from the entries placed in it', () => {
    expect(sidebarTree(registry)).toEqual([
      {
        kind: 'link',
        name: 'home',
        path: '/admin/home',
        title: 'menu.dashboard',
        icon: undefined,
        page,
      },
      {
        kind: 'group',
        id: 'reports',
        title: 'menu.auth',
        icon: 'users',
        children: [{ name: 'report-list', path: '/admin/reports/list', title: 'menu.login', page }],
      },
    ]);
  });

  it('redirects `/`, sections and groups', () => {
    expect(redirectsOf(registry)).toEqual([
      ['/', '/admin/home'],
      ['/auth', '/auth/login'],
      ['/admin', '/admin/home'],
      ['/admin/reports', '/admin/home'],
      ['/404', '/admin/home'],
    ]);
  });

  it('replaces a page module by name and keeps everything else', () => {
    const replaced = withPageOverrides(registry, { report: otherPage, home: otherPage });
    expect(routePathsOf(replaced)).toEqual(routePathsOf(registry));
    const [group, home] = replaced.admin.children;
    expect(home).toMatchObject({ name: 'home', page: otherPage, sidebar: { order: 1 } });
    expect(group?.children?.[1]?.children?.[0]).toMatchObject({ name: 'report', page: otherPage });
    expect(group?.children?.[0]).toMatchObject({ name: 'hidden', page });
  });
});
