import { render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';

import type { PageEntry, RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import type { TitleKey } from '@/i18n/resources';
import { pageDirectory } from '@/pages/not-found/page-directory';

import { buildRoutes } from './routes';

// A page the app does not have, added in memory: one entry and its string, nothing else.
const reports = {
  name: 'reports',
  path: 'reports',
  title: 'menu.reports' as TitleKey,
  page: () => Promise.resolve({ default: () => <h1>Quarterly figures</h1> }),
  sidebar: { icon: 'dashboard', order: 5 },
} satisfies PageEntry;

const withReports: RouteRegistry = {
  ...routeRegistry,
  admin: { ...routeRegistry.admin, children: [...routeRegistry.admin.children, reports] },
};

beforeAll(() => {
  i18next.addResource('en', 'translation', 'menu.reports', 'Reports');
});

describe('a page added to the route registry', () => {
  it('is routed, listed in the sidebar, crumbed and titled with no other edit', async () => {
    const router = createMemoryRouter(buildRoutes(withReports), {
      initialEntries: ['/admin/reports'],
    });
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Quarterly figures' })).toBeVisible();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    const link = within(sidebar).getByRole('link', { name: 'Reports' });
    expect(link).toHaveAttribute('href', '/admin/reports');
    expect(link).toHaveAttribute('aria-current', 'page');
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Reports']);
    await waitFor(() => expect(document.title).toBe('Reports · Tessera Admin'));
    // The shell asks for its top bar's menus once rendered: let them arrive before the test ends,
    // or their import would finish after this worker's environment is gone.
    await waitFor(() =>
      expect(
        within(screen.getByRole('banner')).getByRole('button', { name: 'Language' }),
      ).toHaveAttribute('aria-haspopup', 'menu'),
    );
  });

  it("is found by the 404 page's search", () => {
    const links = pageDirectory(withReports).flatMap((category) => category.links);
    expect(links).toContainEqual({
      name: 'reports',
      path: '/admin/reports',
      title: 'menu.reports',
    });
  });
});
