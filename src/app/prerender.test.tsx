import { prerender, prerenderedPaths } from './prerender';

describe('prerender', () => {
  it('draws the pages anyone may open at a fixed path, not those behind a sign-in or a parameter', () => {
    const paths = prerenderedPaths();
    expect(paths).toEqual(expect.arrayContaining(['/admin/dashboard', '/auth/login']));
    expect(paths.some((path) => path.includes(':'))).toBe(false);
    expect(paths).not.toContain('/admin/users');
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
