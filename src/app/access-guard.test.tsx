import { render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { PageEntry, RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import type { TitleKey } from '@/i18n/resources';
import { auth } from '@/lib/auth';
import { session, type Account } from '@/lib/session';

import { buildRoutes } from './routes';

const reports = {
  name: 'reports',
  path: 'reports',
  title: 'menu.reports' as TitleKey,
  page: () => Promise.resolve({ default: () => <h1>Quarterly figures</h1> }),
  sidebar: { icon: 'dashboard', order: 5 },
  access: { signedIn: true },
} satisfies PageEntry;

const payroll = {
  name: 'payroll',
  path: 'payroll',
  title: 'menu.payroll' as TitleKey,
  page: () => Promise.resolve({ default: () => <h1>Salaries</h1> }),
  sidebar: { icon: 'users', order: 6 },
  access: { signedIn: true, roles: ['admin'] },
} satisfies PageEntry;

const registry: RouteRegistry = {
  ...routeRegistry,
  admin: { ...routeRegistry.admin, children: [...routeRegistry.admin.children, reports, payroll] },
};

beforeAll(() => {
  i18next.addResource('en', 'translation', 'menu.reports', 'Reports');
  i18next.addResource('en', 'translation', 'menu.payroll', 'Payroll');
});
afterEach(() => session.set(null));

function signedInAs(account: Account | null) {
  session.set(account);
  vi.spyOn(auth, 'ready').mockResolvedValue(account);
}

function open(path: string) {
  const router = createMemoryRouter(buildRoutes(registry), { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const VERA: Account = { email: 'viewer@example.com', name: 'Vera Viewer', role: 'viewer' };
const ADA: Account = { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' };

describe('route access', () => {
  it('sends nobody signed in to the login page, with the way back in next=', async () => {
    signedInAs(null);
    const router = open('/admin/reports?q=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Freports%3Fq%3D1');
    expect(screen.getByText(/you'll go straight back to it/)).toBeVisible();
  });

  it('shows a signed-in account without the role the 403 page, inside the shell', async () => {
    signedInAs(VERA);
    open('/admin/payroll');
    expect(
      await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" }),
    ).toBeVisible();
    expect(screen.getByText(/Your role \(Viewer\) can't open this page/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Salaries' })).not.toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    // The sidebar lists what Vera may open, and not the rest.
    expect(within(sidebar).getByRole('link', { name: 'Reports' })).toBeVisible();
    expect(within(sidebar).queryByRole('link', { name: 'Payroll' })).not.toBeInTheDocument();
  });

  it('opens the page for an account with the role', async () => {
    signedInAs(ADA);
    open('/admin/payroll');
    expect(await screen.findByRole('heading', { level: 1, name: 'Salaries' })).toBeVisible();
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Payroll' })).toBeVisible();
  });

  it('hides every guarded page from the sidebar of someone not signed in', async () => {
    signedInAs(null);
    open('/admin/dashboard');
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(within(sidebar).queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});
