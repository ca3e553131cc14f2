import { resolveBreadcrumbs, type BreadcrumbCatalogue } from './resolve-breadcrumbs';

const catalogue: BreadcrumbCatalogue = {
  root: { name: '/', label: 'Home' },
  routes: [
    { name: 'dashboard', label: 'Dashboard' },
    {
      name: 'ui',
      label: 'UI',
      disabled: true,
      children: [
        { name: 'typography', label: 'Typography' },
        { name: 'icon-sets', label: 'Icons', children: [{ name: 'icon-set', label: 'Set' }] },
      ],
    },
  ],
};

describe('resolveBreadcrumbs', () => {
  it('returns the chain from the top entry down to the route', () => {
    expect(resolveBreadcrumbs(catalogue, 'dashboard')?.map((e) => e.name)).toEqual(['dashboard']);
    expect(resolveBreadcrumbs(catalogue, 'icon-set')?.map((e) => e.name)).toEqual([
      'ui',
      'icon-sets',
      'icon-set',
    ]);
    expect(resolveBreadcrumbs(catalogue, 'typography')?.[0]?.disabled).toBe(true);
  });

  it('warns with the route name when a route has no entry', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveBreadcrumbs(catalogue, 'nowhere')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('No breadcrumbs registered for route with name "nowhere"');
  });
});
