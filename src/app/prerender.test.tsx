import { adminRegistry, emptyPage } from '@/test/route-registry';

import { prerender, prerenderedPaths } from './prerender';

describe('prerender', () => {
  it('draws the pages anyone may open at a fixed path, not those behind a sign-in or a parameter', () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/admin/dashboard', '/auth/login']));
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(paths).not.toContain('/admin/users');
  });

  it('leaves out a page whose entry says prerender: false', () => {
    const registry = adminRegistry([
      { name: 'home', path: 'home', title: 'menu.dashboard', page: emptyPage },
      { name: 'live', path: 'live', title: 'menu.login', page: emptyPage, prerender: false },
      {
        name: 'admins',
        path: 'admins',
        title: 'menu.signup',
        page: emptyPage,
        access: { signedIn: true, roles: ['admin'] },
      },
    ]);
    expect(prerenderedPaths(registry)).toEqual(['/admin/home']);
  });

  it('draws a page with its shell, heading and title in English', async () => {
    const page = await prerender('http://localhost/admin/dashboard');
    expect(page?.language).toBe('en');
    expect(page?.title).toBe('Dashboard · Tessera Admin');
    const drawn = document.createElement('div');
    drawn.innerHTML = page?.html ?? '';
    expect(drawn.querySelector('h1')?.textContent).toBe('Dashboard');
    expect(drawn.querySelector('[data-slot="sidebar"]')).not.toBeNull();
  });
});
