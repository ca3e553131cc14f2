import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { RouteRegistry } from '@/config/route-registry';
import { session, type Role } from '@/lib/session';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import { CommandPalette } from './command-palette';
import type { SearchSource } from './search-sources';

const page = () => Promise.resolve({ default: () => null });

/** Template strings only, so the test holds without the demo. */
const registry: RouteRegistry = {
  home: 'dashboard',
  auth: { path: '/auth', redirect: 'login', children: [] },
  errors: { path: '/404', redirect: 'dashboard', children: [] },
  standalone: [],
  admin: {
    path: '/admin',
    redirect: 'dashboard',
    children: [
      { name: 'dashboard', path: 'dashboard', title: 'menu.dashboard', page, sidebar: true },
      { name: 'outbox', path: 'outbox', title: 'menu.outbox', page, sidebar: true },
      {
        name: 'users',
        path: 'users',
        title: 'menu.users',
        page,
        sidebar: true,
        access: { signedIn: true },
        children: [
          {
            name: 'user-new',
            path: 'new',
            title: 'menu.newUser',
            page,
            access: { signedIn: true, roles: ['admin', 'editor'] },
          },
          {
            name: 'user-edit',
            path: ':id',
            title: 'menu.editUser',
            page,
            access: { signedIn: true },
          },
        ],
      },
      {
        group: 'maps',
        path: 'maps',
        title: 'menu.members',
        sidebar: true,
        children: [
          { name: 'google', path: 'google', title: 'menu.googleMaps', page, sidebar: true },
        ],
      },
    ],
  },
};

const people = (search: SearchSource['search']): SearchSource => ({
  id: 'users',
  title: 'navbar.palette.groups.people',
  page: 'user-edit',
  search,
});

function renderPalette(role: Role | null, sources: SearchSource[] = []) {
  session.set(role && { email: `${role}@example.com`, name: role, role });
  const onOpenChange = vi.fn();
  const rendered = renderWithRouter(
    <CommandPalette
      open
      onOpenChange={onOpenChange}
      onShowShortcuts={vi.fn()}
      registry={registry}
      sources={sources}
    />,
    { path: '/admin/dashboard', routes: [{ path: '/admin/users/:id', element: <p>person</p> }] },
  );
  const input = screen.getByRole('combobox', { name: 'Search pages, actions and records' });
  return { ...rendered, input, onOpenChange };
}

afterEach(() => session.set(null));

describe('CommandPalette', () => {
  it('is a named dialog with a combobox whose highlighted option is its active descendant', async () => {
    const { user, input } = renderPalette('admin');
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toContainElement(input);
    await fill(user, input, 'gm');
    const first = screen.getAllByRole('option')[0]!;
    expect(first).toHaveTextContent('Google Maps — Members');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(within(first).getByText('G', { selector: 'mark' })).toBeInTheDocument();
    expect(within(first).getByText('M', { selector: 'mark' })).toBeInTheDocument();
  });

  it('offers "New user" only to roles that may create, and announces the count', async () => {
    const editor = renderPalette('editor');
    await fill(editor.user, editor.input, 'new user');
    expect(screen.getByRole('option', { name: /^New user/ })).toBeInTheDocument();
    const count = screen.getAllByRole('option').length;
    expect(screen.getByRole('status')).toHaveTextContent(
      count === 1 ? '1 result' : `${count} results`,
    );
    editor.unmount();

    const viewer = renderPalette('viewer');
    await fill(viewer.user, viewer.input, 'new user');
    expect(screen.queryByRole('option', { name: /^New user/ })).toBeNull();
    await fill(viewer.user, viewer.input, 'zzzzzz');
    expect(screen.getByRole('status')).toHaveTextContent('0 results');
    expect(screen.getByText(/Nothing matches/)).toBeInTheDocument();
  });

  it('searches records after a pause, aborting the last search, and Enter opens one', async () => {
    const signals: AbortSignal[] = [];
    const search = vi.fn((query: string, signal: AbortSignal) => {
      signals.push(signal);
      return query === 'ingrid'
        ? Promise.resolve([{ id: '7', title: 'Ingrid Lind', detail: 'ingrid@example.com' }])
        : new Promise<never>(() => undefined);
    });
    const { user, input, router, onOpenChange } = renderPalette('admin', [people(search)]);
    await fill(user, input, 'ingri');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await user.type(input, 'd');
    const group = await screen.findByRole('group', { name: 'People' });
    expect(signals[0]?.aborted).toBe(true);
    expect(within(group).getByRole('option')).toHaveTextContent('Ingrid Lindingrid@example.com');
    // Only people match: the first option is the person, and Enter opens their page.
    await user.keyboard('{Enter}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(router.state.location.pathname).toBe('/admin/users/7');
  });

  it('says so in the list when a search fails, and keeps the pages', async () => {
    const failing = people(() => Promise.reject(new Error('offline')));
    const { user, input } = renderPalette('admin', [failing]);
    await fill(user, input, 'outb');
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be searched/);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Outbox');
  });

  it('leaves out sources the account may not open', async () => {
    const search = vi.fn(() => Promise.resolve([]));
    const { user, input } = renderPalette(null, [people(search)]);
    await fill(user, input, 'ingrid');
    await screen.findByText(/Nothing matches/);
    // A source in use would say it is searching at once.
    expect(screen.queryByText('Searching records…')).toBeNull();
    expect(search).not.toHaveBeenCalled();
  });

  it('gives focus back to what opened it on Escape, and opens again with an empty query', async () => {
    session.set({ email: 'admin@example.com', name: 'admin', role: 'admin' });
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Search
          </button>
          <CommandPalette
            open={open}
            onOpenChange={setOpen}
            onShowShortcuts={vi.fn()}
            registry={registry}
          />
        </>
      );
    }
    const { user } = renderWithRouter(<Opener />, { path: '/admin/dashboard' });
    const opener = screen.getByRole('button', { name: 'Search' });
    await user.click(opener);
    const input = await screen.findByRole('combobox', {
      name: 'Search pages, actions and records',
    });
    await fill(user, input, 'gm');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    expect(
      await screen.findByRole('combobox', { name: 'Search pages, actions and records' }),
    ).toHaveValue('');
  });
});
