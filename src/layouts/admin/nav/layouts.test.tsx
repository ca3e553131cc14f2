import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';

import { placedPages, type PageEntry, type RouteRegistry } from '@/config/route-registry';
import { routeRegistry } from '@/config/routes';
import { routeHandleOf } from '@/hooks/use-route-handle';
import type { TitleKey } from '@/i18n/resources';
import { usePreferences, type Layout } from '@/lib/preferences';
import { useAppStore } from '@/store/app-store';
import { mockMatchMedia } from '@/test/match-media';

import { AdminLayout } from '../admin-layout';

const headings: Record<string, string> = {
  '/admin/home': 'Home page',
  '/admin/statistics/charts': 'Charts page',
  '/admin/statistics/progress': 'Progress page',
};
const Heading = () => <h1>{headings[useLocation().pathname]}</h1>;

const page = (name: string, title: string): PageEntry => ({
  name,
  path: name,
  title: title as TitleKey,
  page: () => Promise.resolve({ default: Heading }),
  sidebar: true,
});

// A small registry of its own, with strings of its own (the demo's may be stripped): one page, and
// a group of two.
beforeAll(() => {
  i18next.addResources('en', 'translation', {
    'menu.testGroup': 'Statistics',
    'menu.testCharts': 'Charts',
    'menu.testProgress': 'Progress Bars',
  });
});

const registry: RouteRegistry = {
  ...routeRegistry,
  admin: {
    ...routeRegistry.admin,
    redirect: 'home',
    children: [
      { ...page('home', 'menu.dashboard'), sidebar: { icon: 'dashboard', order: 0 } },
      {
        group: 'statistics',
        path: 'statistics',
        title: 'menu.testGroup' as TitleKey,
        sidebar: { icon: 'users', order: 1 },
        children: [page('charts', 'menu.testCharts'), page('progress', 'menu.testProgress')],
      },
    ],
  },
};

// The shell with each page of the registry as its child route (a heading naming the page).
const routes = [
  {
    path: '/admin',
    element: <AdminLayout registry={registry} />,
    children: placedPages(registry)
      .filter((placed) => placed.section === 'admin')
      .map(({ entry, fullPath }) => ({
        path: fullPath,
        element: <Heading />,
        handle: routeHandleOf(entry),
      })),
  },
];

/** Renders the shell at `path` in `layout` on a wide window. */
async function renderShell(layout: Layout, path = '/admin/statistics/charts') {
  mockMatchMedia((query) => query.includes('min-width: 62rem'));
  useAppStore.setState({ sidebar: { opened: true, withoutAnimation: false } });
  usePreferences.getState().setPreference('layout', layout);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 });
  return { user: userEvent.setup(), router };
}

/** Waits for the navigation's menus chunk (its tooltips and menus replace the placeholders). */
const menusLoaded = (nav: HTMLElement) =>
  waitFor(() =>
    expect(within(nav).getByRole('button', { name: 'Statistics' })).toHaveAttribute(
      'data-slot',
      'dropdown-toggle',
    ),
  );

afterEach(() => {
  usePreferences.getState().reset();
  useAppStore.setState(useAppStore.getInitialState(), true);
});

describe('the rail layout', () => {
  it('names each icon by a tooltip and opens a group as a menu of its pages', async () => {
    const { user } = await renderShell('rail');
    const rail = screen.getByRole('navigation', { name: 'Main navigation' });
    // The labelled sidebar is not beside the content.
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'closed');
    await menusLoaded(rail);

    const home = within(rail).getByRole('link', { name: 'Dashboard' });
    act(() => home.focus());
    expect(await screen.findByRole('tooltip', { name: 'Dashboard' })).toBeInTheDocument();

    const group = within(rail).getByRole('button', { name: 'Statistics' });
    expect(group).toHaveAttribute('aria-current', 'true');
    act(() => group.focus());
    expect(await screen.findByRole('tooltip', { name: 'Statistics' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Statistics' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Charts', 'Progress Bars']);
    expect(items[0]).toHaveAttribute('aria-current', 'page');
    expect(items[0]).toHaveAttribute('href', '/admin/statistics/charts');

    await user.click(within(menu).getByRole('menuitem', { name: 'Progress Bars' }));
    expect(await screen.findByRole('heading', { name: 'Progress page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('the toggle shows the labelled sidebar over the content', async () => {
    const { user } = await renderShell('rail');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'open');
    expect(document.querySelector('[data-slot="sidebar-backdrop"]')).not.toHaveClass('invisible');
  });
});

describe('the horizontal layout', () => {
  it('shows pages as links and groups as menus, marking the current page', async () => {
    const { user } = await renderShell('horizontal');
    const bar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(document.querySelector('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'closed');
    // The sidebar toggle is for narrow windows only.
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toHaveClass('lg:hidden');
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
    await menusLoaded(bar);

    const group = within(bar).getByRole('button', { name: 'Statistics' });
    expect(group).toHaveAttribute('aria-current', 'true');
    expect(group).toHaveAttribute('aria-haspopup', 'menu');
    act(() => group.focus());
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu', { name: 'Statistics' });
    // The menu renders inside the navigation landmark.
    expect(bar).toContainElement(menu);
    expect(within(menu).getByRole('menuitem', { name: 'Charts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(group).toHaveFocus();

    await user.click(within(bar).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar).getByRole('button', { name: 'Statistics' })).not.toHaveAttribute(
      'aria-current',
    );
  });
});

describe('the hidden layout', () => {
  it('the toggle opens the sidebar over the content; a pick closes it, Escape returns focus', async () => {
    const { user } = await renderShell('hidden', '/admin/home');
    const sidebar = document.querySelector('[data-slot="sidebar"]');
    const backdrop = document.querySelector('[data-slot="sidebar-backdrop"]');
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(backdrop).not.toHaveClass('invisible');
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    await user.click(within(nav).getByRole('button', { name: 'Statistics' }));
    await user.click(within(nav).getByRole('link', { name: 'Charts' }));
    expect(await screen.findByRole('heading', { name: 'Charts page' })).toBeInTheDocument();
    expect(sidebar).toHaveAttribute('data-state', 'closed');

    await user.click(toggle);
    expect(sidebar).toHaveAttribute('data-state', 'open');
    act(() => within(nav).getByRole('link', { name: 'Dashboard' }).focus());
    await user.keyboard('{Escape}');
    expect(sidebar).toHaveAttribute('data-state', 'closed');
    expect(toggle).toHaveFocus();
  });
});

describe('the sidebar layout', () => {
  it('keeps the sidebar beside the content, and a pick leaves it open', async () => {
    const { user } = await renderShell('sidebar', '/admin/home');
    const sidebar = document.querySelector('[data-slot="sidebar"]');
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Sidebar' });
    await user.click(within(nav).getByRole('button', { name: 'Statistics' }));
    await user.click(within(nav).getByRole('link', { name: 'Charts' }));
    expect(await screen.findByRole('heading', { name: 'Charts page' })).toBeInTheDocument();
    expect(sidebar).toHaveAttribute('data-state', 'open');
    expect(document.querySelector('[data-slot="sidebar-backdrop"]')).toHaveClass('invisible');
  });
});
