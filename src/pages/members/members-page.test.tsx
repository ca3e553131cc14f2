import { screen, waitFor, within } from '@testing-library/react';

import { auth } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';
import { session, type Account } from '@/lib/session';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';
import type { ApiMember } from '@contract/members';

import MembersPage from './members-page';

const ADMIN: Account = { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' };

const json = (body: unknown, status = 200) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const member = (id: number, name: string, extra: Partial<ApiMember> = {}): ApiMember => ({
  id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  role: 'editor',
  status: 'active',
  emailVerified: false,
  twoFactor: false,
  avatarUrl: null,
  lastSeenAt: null,
  ...extra,
});

/** The members API over a list in memory; `answer` overrides a write's response. */
function fakeApi(rows: ApiMember[], answer: (method: string, path: string) => Response | null) {
  const lists: string[] = [];
  const writes: Array<{ method: string; path: string; body: unknown }> = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://localhost',
    );
    const method = init?.method ?? 'GET';
    if (method === 'GET' && url.pathname === '/api/members') {
      lists.push(url.search);
      return Promise.resolve(
        json({
          data: rows,
          total: rows.length,
          per_page: 10,
          current_page: 1,
          last_page: 1,
          from: 1,
          to: rows.length,
        }),
      );
    }
    writes.push({
      method,
      path: url.pathname,
      body: init?.body ? JSON.parse(init.body as string) : undefined,
    });
    return Promise.resolve(answer(method, url.pathname) ?? json({}, 200));
  });
  return { lists, writes };
}

beforeEach(() => {
  session.set(ADMIN);
  vi.spyOn(auth, 'kindNow').mockReturnValue('api');
});
afterEach(() => {
  vi.restoreAllMocks();
  session.set(null);
  queryClient.clear();
});

const ROWS = [
  member(1, 'Ada Admin', {
    role: 'admin',
    email: 'admin@example.com',
    lastSeenAt: new Date().toISOString(),
    avatarUrl: '/api/account/avatar/1?v=2',
  }),
  member(2, 'Ivy Invited', { status: 'invited', role: 'viewer' }),
  member(3, 'Dee Gone', { status: 'deactivated' }),
  member(4, 'Eli Editor'),
];

describe('MembersPage', () => {
  it('lists the members from the server with their role, status and the actions each status allows', async () => {
    const api = fakeApi(ROWS, () => null);
    renderWithRouter(<MembersPage />, {
      route: 'members',
      initialEntry: '/admin/members?members_sort=name%7Cdesc&members_status=invited,active',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    const ivy = (await screen.findByRole('link', { name: 'Open Ivy Invited' })).closest('tr')!;
    expect(within(ivy).getByText('Invited')).toBeVisible();
    expect(within(ivy).getByText('Viewer')).toBeVisible();
    expect(within(ivy).getByText('Never')).toBeVisible();
    expect(
      within(ivy).getByRole('button', { name: 'Resend the invitation to Ivy Invited' }),
    ).toBeVisible();
    expect(within(ivy).queryByRole('button', { name: 'Deactivate Ivy Invited' })).toBeNull();
    const dee = screen.getByRole('link', { name: 'Open Dee Gone' }).closest('tr')!;
    expect(within(dee).getByRole('button', { name: 'Reactivate Dee Gone' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Deactivate Eli Editor' })).toBeVisible();
    // Nobody is offered to deactivate themselves.
    expect(screen.queryByRole('button', { name: 'Deactivate Ada Admin' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change role of Ada Admin' })).toBeVisible();
    // A member's picture beside the name, the initial without one.
    const ada = screen.getByRole('link', { name: 'Open Ada Admin' }).closest('tr')!;
    expect(ada.querySelector('img[data-slot="account-avatar"]')).toHaveAttribute(
      'src',
      '/api/account/avatar/1?v=2',
    );
    expect(within(ivy).getByText('I', { selector: '[data-slot="account-avatar"]' })).toBeVisible();
    // The URL's query goes to the server as the contract's parameters.
    expect(api.lists[0]).toBe('?sort=name%7Cdesc&page=1&per_page=10&status=active%2Cinvited');
  });

  it('invites by email and role, with the messages of a bad or taken address on the field', async () => {
    const api = fakeApi(ROWS, (_method, path) =>
      path === '/api/members/invites' && api.writes.length === 1
        ? json(
            {
              error: { code: 'validation_failed' },
              fields: { email: 'members.validation.emailTaken' },
            },
            422,
          )
        : path === '/api/members/invites'
          ? json(member(9, 'new', { email: 'new@example.com', status: 'invited' }), 201)
          : null,
    );
    const { user } = renderWithRouter(<MembersPage />, { route: 'members' });
    await user.click(await screen.findByRole('button', { name: 'Invite member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite member' });
    const email = within(dialog).getByLabelText('Email');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(email).toHaveAccessibleDescription('Enter an email address.');
    expect(email).toHaveFocus();
    expect(api.writes).toEqual([]);

    await fill(user, email, 'editor@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'editor');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This email address already has an account.'),
    );
    expect(api.writes[0]).toEqual({
      method: 'POST',
      path: '/api/members/invites',
      body: { email: 'editor@example.com', role: 'editor' },
    });

    await user.clear(email);
    await fill(user, email, 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to new@example.com.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a change is refused: the last admin keeps the role', async () => {
    const api = fakeApi(ROWS, (_method, path) =>
      path === '/api/members/1/role'
        ? json({ error: { code: 'last_admin', message: 'No.' } }, 409)
        : null,
    );
    const { user } = renderWithRouter(<MembersPage />, { route: 'members' });
    await user.click(await screen.findByRole('button', { name: 'Change role of Ada Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role of Ada Admin' });
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(
      await screen.findByText(
        'The last active administrator cannot be demoted or deactivated. Make someone else an administrator first.',
      ),
    ).toBeVisible();
    expect(api.writes).toEqual([
      { method: 'POST', path: '/api/members/1/role', body: { role: 'viewer' } },
    ]);
  });

  it('deactivates only after the confirmation, and reads the list again', async () => {
    const api = fakeApi(ROWS, (_method, path) =>
      path === '/api/members/4/deactivate' ? json({ ...ROWS[3], status: 'deactivated' }) : null,
    );
    const { user } = renderWithRouter(<MembersPage />, { route: 'members' });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Eli Editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Eli Editor?' });
    expect(api.writes).toEqual([]);
    const before = api.lists.length;
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Eli Editor is deactivated.')).toBeVisible();
    expect(api.writes.map((write) => `${write.method} ${write.path}`)).toEqual([
      'POST /api/members/4/deactivate',
    ]);
    await waitFor(() => expect(api.lists.length).toBeGreaterThan(before));
  });
});
