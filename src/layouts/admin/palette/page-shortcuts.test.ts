import { describe, expect, it } from 'vitest';

import type { RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';

import { pageShortcuts } from './page-shortcuts';
import { palettePages } from './palette-pages';

const page = () => Promise.resolve({ default: () => null });

const registry: RouteRegistry = {
  home: 'dashboard',
  auth: { path: '/auth', redirect: 'login', children: [] },
  errors: { path: '/404', redirect: 'dashboard', children: [] },
  standalone: [],
  admin: {
    path: '/admin',
    redirect: 'dashboard',
    children: [
      {
        name: 'dashboard',
        path: 'dashboard',
        title: 'menu.dashboard',
        page,
        sidebar: { order: 0 },
      },
      { name: 'docs', path: 'docs', title: 'menu.account', page, sidebar: { order: 2 } },
      {
        name: 'users',
        path: 'users',
        title: 'menu.users',
        page,
        sidebar: { order: 1 },
        access: { signedIn: true },
        children: [
          {
            name: 'user-new',
            path: 'new',
            title: 'menu.newUser',
            page,
            access: { signedIn: true, roles: ['admin', 'editor'] },
          },
          { name: 'user-edit', path: ':id', title: 'menu.editUser', page },
        ],
      },
      {
        group: 'forms',
        path: 'forms',
        title: 'menu.members',
        sidebar: { order: 3 },
        children: [{ name: 'wizards', path: 'wizards', title: 'menu.member', page, sidebar: true }],
      },
    ],
  },
};

describe('pageShortcuts', () => {
  it('gives top-level sidebar pages g + their first letter, the first in sidebar order winning', () => {
    const shortcuts = pageShortcuts(registry, { role: 'viewer' });
    expect(shortcuts.map(({ name, keys, path }) => [name, keys, path])).toEqual([
      ['dashboard', 'g d', '/admin/dashboard'],
      ['users', 'g u', '/admin/users'],
    ]);
  });

  it('leaves out pages the account may not open, without moving letters', () => {
    expect(pageShortcuts(registry, null).map((shortcut) => shortcut.keys)).toEqual(['g d']);
  });

  it('has g d and g u in the app', () => {
    const keys = pageShortcuts(routeRegistry, { role: 'admin' }).map((shortcut) => shortcut.keys);
    expect(keys).toEqual(expect.arrayContaining(['g d', 'g u']));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('palettePages', () => {
  it('lists the admin pages an account may open, and the "new" pages apart', () => {
    const editor = palettePages(registry, { role: 'editor' });
    expect(editor.pages.map((entry) => entry.name)).toEqual([
      'dashboard',
      'docs',
      'users',
      'wizards',
    ]);
    expect(editor.pages.find((entry) => entry.name === 'wizards')?.context).toEqual([
      'menu.members',
    ]);
    expect(editor.creates.map((entry) => entry.name)).toEqual(['user-new']);
    const viewer = palettePages(registry, { role: 'viewer' });
    expect(viewer.creates).toEqual([]);
    expect(palettePages(registry, null).pages.map((entry) => entry.name)).not.toContain('users');
  });
});
