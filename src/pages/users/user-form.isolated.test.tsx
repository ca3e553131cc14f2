import { QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';
import type { ApiUserDetail } from '@contract/users';

import { UserForm } from './user-form';

const OMAR: ApiUserDetail = {
  id: 7,
  name: 'Omar Silva',
  email: 'omar@example.com',
  score: 10,
  address: { city: 'Lima', country: 'Peru' },
  version: 3,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(
  answer: (method: string, url: string, body: unknown) => Response | Promise<Response>,
) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve(
      answer(
        init?.method ?? 'GET',
        input as string,
        init?.body ? JSON.parse(init.body as string) : undefined,
      ),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm(props: Partial<Parameters<typeof UserForm>[0]> = {}) {
  const onSaved = vi.fn();
  const view = renderWithRouter(
    <QueryClientProvider client={queryClient}>
      <UserForm draftKey="/admin/users/test" onSaved={onSaved} {...props} />
    </QueryClientProvider>,
    { path: '/admin/users/test' },
  );
  return { ...view, onSaved };
}

const field = (name: string) => screen.getByLabelText(name);
const save = () => screen.getByRole('button', { name: 'Save' });

/** Types a whole new user into the form, field by field. */
async function fillNewUser(
  user: UserEvent,
  values: { name: string; email: string; score: string; city?: string; country?: string },
) {
  const { name, email, score, city = 'Lima', country = 'Peru' } = values;
  await fill(user, field('Name'), name);
  await fill(user, field('Email'), email);
  await fill(user, field('City'), city);
  await fill(user, field('Country'), country);
  await fill(user, field('Score'), score);
}

beforeEach(() => session.set({ email: 'admin@example.com', name: 'Ada Admin', role: 'admin' }));
afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  queryClient.clear();
  session.set(null);
});

describe('UserForm', () => {
  it('checks a field with the shared schema when it is left', async () => {
    const { user } = renderForm();
    await user.click(field('Name'));
    await user.tab();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Enter a name.');
    // Fields not visited yet stay quiet.
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('on submit, shows every problem and focuses the first, sending nothing', async () => {
    const fetch = serve(() => json({}));
    const { user } = renderForm();
    await fill(user, field('Name'), 'Ann');
    await fill(user, field('Email'), 'ann@example');
    await fill(user, field('Score'), '12.5');
    await user.click(save());
    expect(field('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(field('City')).toHaveAccessibleDescription('Enter a city.');
    expect(field('Country')).toHaveAccessibleDescription('Enter a country.');
    expect(field('Score')).toHaveAccessibleDescription(
      'Enter the score as a whole number, like 250. A whole number from 0 to 1000.',
    );
    expect(field('Email')).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("puts the server's 422 messages on their fields, and Save is busy while saving", async () => {
    let answer: (response: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, onSaved } = renderForm();
    await fillNewUser(user, { name: 'Ann', email: 'taken@example.com', score: '5' });
    await user.click(save());
    await waitFor(() => expect(save()).toHaveAttribute('aria-disabled', 'true'));
    answer(
      json(
        {
          error: { code: 'validation_failed', message: '' },
          fields: {
            email: 'users.validation.emailTaken',
            'address.city': 'users.validation.cityTooLong',
          },
        },
        422,
      ),
    );
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription(
        'Another user already has this email address.',
      ),
    );
    expect(field('City')).toHaveAccessibleDescription('Use a city name of at most 100 characters.');
    expect(field('Email')).toHaveFocus();
    await waitFor(() => expect(save()).not.toHaveAttribute('aria-disabled'));
    expect(onSaved).not.toHaveBeenCalled();
    // Editing the field clears the server's message for it.
    await user.clear(field('Email'));
    await fill(user, field('Email'), 'free@example.com');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('creates with the body the API expects', async () => {
    const fetch = serve(() => json({ ...OMAR, id: 99, version: 1 }, 201));
    const { user, onSaved } = renderForm();
    await fillNewUser(user, { name: ' Omar Silva ', email: 'omar@example.com', score: '10' });
    await user.click(save());
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 99 }), true),
    );
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/users');
    expect(JSON.parse(init?.body as string)).toEqual({
      name: ' Omar Silva ',
      email: 'omar@example.com',
      score: 10,
      address: { city: 'Lima', country: 'Peru' },
    });
  });

  it('reads a score typed in Arabic-Indic digits as the number it is', async () => {
    const fetch = serve(() => json({ ...OMAR, id: 98, version: 1 }, 201));
    const { user, onSaved } = renderForm();
    await fillNewUser(user, { name: 'Omar Silva', email: 'omar.digits@example.com', score: '٤٢' });
    expect(field('Score')).not.toHaveAttribute('aria-invalid');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(fetch.mock.calls[0]![1]?.body as string)).toMatchObject({ score: 42 });
  });

  it('refuses a score in exponent notation with its message, keeping what was typed', async () => {
    const fetch = serve(() => json({}));
    const { user } = renderForm();
    await fillNewUser(user, { name: 'Omar Silva', email: 'omar@example.com', score: '1e3' });
    await user.click(save());
    expect(field('Score')).toHaveFocus();
    expect(field('Score')).toHaveValue('1e3');
    expect(field('Score')).toHaveAccessibleDescription(
      'Enter the score as a whole number, like 250. A whole number from 0 to 1000.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a 409, offers their version or to overwrite it', async () => {
    const theirs = { ...OMAR, name: 'Omar S.', score: 50, version: 4 };
    const sent: unknown[] = [];
    serve((method, _url, body) => {
      if (method !== 'PATCH') return json({ data: [] });
      sent.push(body);
      return sent.length === 1
        ? json({ error: { code: 'version_conflict', message: '' }, current: theirs }, 409)
        : json({ ...OMAR, name: 'Omar Q.', version: 5 });
    });
    const { user, onSaved } = renderForm({ record: OMAR });
    await user.clear(field('Name'));
    await fill(user, field('Name'), 'Omar Q.');
    await user.click(save());

    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this user' });
    expect(dialog).toHaveTextContent('Omar S.');
    await user.click(within(dialog).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Omar Q.', version: 3 }),
      expect.objectContaining({ name: 'Omar Q.', version: 4 }),
    ]);
  });

  it("loads their version when asked, dropping the form's changes", async () => {
    const theirs = { ...OMAR, name: 'Omar S.', score: 50, version: 4 };
    serve((method) =>
      method === 'PATCH'
        ? json({ error: { code: 'version_conflict', message: '' }, current: theirs }, 409)
        : json({ data: [] }),
    );
    const { user } = renderForm({ record: OMAR });
    await user.clear(field('Name'));
    await fill(user, field('Name'), 'Omar Q.');
    await user.click(save());
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed this user' });
    await user.click(within(dialog).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(field('Name')).toHaveValue('Omar S.'));
    expect(field('Score')).toHaveValue('50');
  });

  it('keeps what was typed for after a new sign-in, and brings it back', async () => {
    const { user, unmount } = renderForm({ record: OMAR });
    await user.clear(field('City'));
    await fill(user, field('City'), 'Cusco');
    unmount();
    renderForm({ record: OMAR });
    expect(field('City')).toHaveValue('Cusco');
    expect(screen.getByText(/What you typed before signing in again is back/)).toBeVisible();
  });

  it('shows a viewer the values without Save, and without hints on how to type them', () => {
    renderForm({ record: OMAR, readOnly: true });
    expect(field('Name')).toHaveAttribute('readonly');
    expect(field('Score')).toHaveValue('10');
    expect(field('Score')).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/A whole number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('asks before leaving unsaved changes by an in-app link, and forgets them on Leave', async () => {
    const { user, router } = renderWithRouter(
      <QueryClientProvider client={queryClient}>
        <UserForm draftKey="/admin/users/7" record={OMAR} onSaved={vi.fn()} />
        <Link to="/admin/dashboard">Dashboard</Link>
      </QueryClientProvider>,
      {
        path: '/admin/users/7',
        routes: [{ path: '/admin/dashboard', element: <p>Dashboard marker</p> }],
      },
    );
    await fill(user, field('City'), 'x');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/admin/users/7');
    expect(field('City')).toHaveValue('Limax');

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
  });
});
