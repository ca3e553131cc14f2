import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { auth } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { session, type Account } from '@/lib/session';
import { renderWithRouter } from '@/test/render';
import type { ApiUser } from '@contract/users';

import { prefetch } from './users-data';
import UsersPage from './users-page';

const ADMIN: Account = { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** The users API over a list in memory: list pages, delete and restore. */
function fakeApi(names: string[]) {
  const users: (ApiUser & { deleted?: boolean })[] = names.map((name, index) => ({
    id: index + 1,
    name,
    email: `${name.toLowerCase()}@example.com`,
    score: 10 * index,
    address: { city: 'Lima', country: 'Peru' },
  }));
  const lists: string[] = [];
  const writes: string[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/users') {
      lists.push(url.search);
      const perPage = Number(url.searchParams.get('per_page'));
      const page = Number(url.searchParams.get('page'));
      const shown = users.filter((user) => !user.deleted);
      const data = shown.slice((page - 1) * perPage, page * perPage);
      return Promise.resolve(
        json({
          data,
          total: shown.length,
          per_page: perPage,
          current_page: page,
          last_page: Math.max(1, Math.ceil(shown.length / perPage)),
          from: data.length ? (page - 1) * perPage + 1 : null,
          to: data.length ? (page - 1) * perPage + data.length : null,
        }),
      );
    }
    const match = /^\/api\/users\/(\d+)(\/restore)?$/.exec(url.pathname);
    const user = match && users.find((item) => item.id === Number(match[1]));
    if (user) {
      writes.push(`${method} ${url.pathname}`);
      user.deleted = method === 'DELETE';
      return Promise.resolve(
        method === 'DELETE' ? new Response(null, { status: 204 }) : json(user),
      );
    }
    return Promise.resolve(json({ error: { code: 'not_found' } }, 404));
  });
  return { fetch, lists, writes };
}

const shownNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[1]?.textContent);

beforeEach(() => {
  session.set(ADMIN);
  vi.spyOn(auth, 'kindNow').mockReturnValue('api');
});
afterEach(() => {
  vi.restoreAllMocks();
  session.set(null);
  queryClient.clear();
});

describe('UsersPage', () => {
  it('finds the list page its route loader started, without asking again', async () => {
    const api = fakeApi(['Ana', 'Bo', 'Cy']);
    const url = 'http://localhost/admin/users?users_sort=name%7Cdesc';
    void prefetch({ request: new Request(url) });
    renderWithRouter(<UsersPage />, {
      route: 'users',
      initialEntry: '/admin/users?users_sort=name%7Cdesc',
    });
    expect(await screen.findByRole('cell', { name: 'Ana' })).toBeVisible();
    expect(api.lists).toEqual(['?sort=name%7Cdesc&page=1&per_page=10']);
  });

  it('hides a deleted user at once, and Undo brings them back from the server', async () => {
    const api = fakeApi(['Ana', 'Bo', 'Cy']);
    const { user } = renderWithRouter(<UsersPage />, { route: 'users' });
    expect(await screen.findByRole('cell', { name: 'Bo' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete Bo' }));
    expect(screen.queryByRole('cell', { name: 'Bo' })).not.toBeInTheDocument();
    // A toast enters at opacity 0 and shows once its effect has run: wait until it is seen.
    await waitFor(() => expect(screen.getByText('Bo deleted.')).toBeVisible());
    expect(api.writes).toEqual(['DELETE /api/users/2']);

    // A plain click: the toast's own pointer handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByText('Bo is back.')).toBeVisible());
    expect(api.writes).toEqual(['DELETE /api/users/2', 'POST /api/users/2/restore']);
    // After each write the list is read again (invalidated), not re-wrapped from the cache.
    await waitFor(() => expect(shownNames()).toEqual(['Ana', 'Bo', 'Cy']));
    expect(api.lists.length).toBeGreaterThanOrEqual(3);
    expect(api.lists.every((search) => !search.includes('rev'))).toBe(true);
  });

  it("shows a failed list in the table's error state, and Retry loads it", async () => {
    const api = fakeApi(['Ana']);
    api.fetch.mockResolvedValueOnce(json({ error: { code: 'bad_request' } }, 400));
    const { user } = renderWithRouter(<UsersPage />, { route: 'users' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server answered with status 400.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Ana' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
