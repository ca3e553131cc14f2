import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import { acceptInviteApi } from './accept-invite-api';
import AcceptInvitePage from './accept-invite-page';

const TOKEN = 'b'.repeat(43);
const INVALID =
  'This invitation link is unknown, has expired, was revoked or was used already. Ask an administrator for a new one.';

function renderAccept(search = `?token=${TOKEN}`) {
  return renderWithRouter(<AcceptInvitePage />, {
    route: 'accept-invite',
    initialEntry: `${pathTo('accept-invite')}${search}`,
    routes: [{ path: pathTo('login'), element: <p>Login marker</p> }],
  });
}

describe('AcceptInvitePage', () => {
  it('asks for a name and a password, and sends them with the token and the language', async () => {
    const accept = vi.spyOn(acceptInviteApi, 'accept').mockResolvedValue(undefined);
    const { user } = renderAccept();
    expect(screen.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(accept).not.toHaveBeenCalled();
    await fill(user, screen.getByLabelText('Name'), 'Ivy Invited');
    await fill(user, screen.getByLabelText('Password'), 'saffron-glacier-window-62');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText(/^Your account is ready\./)).toHaveFocus();
    expect(accept).toHaveBeenCalledWith({
      token: TOKEN,
      name: 'Ivy Invited',
      password: 'saffron-glacier-window-62',
      language: 'en',
    });
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Login marker')).toBeVisible();
    vi.restoreAllMocks();
  });

  it('gives password managers the invited email the link names, out of sight', () => {
    renderAccept(`?token=${TOKEN}&email=ivy%40example.com`);
    const username = screen
      .getByLabelText('Password')
      .closest('form')!
      .querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue('ivy@example.com');
    expect(username).not.toBeVisible();
  });

  it('says a dead link is dead: without a token, and when the server refuses it', () => {
    renderAccept('');
    expect(screen.getByText(INVALID)).toBeVisible();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('turns a refused token into the same message', async () => {
    vi.spyOn(acceptInviteApi, 'accept').mockRejectedValue(
      new ApiError(400, { error: { code: 'invalid_token', message: 'No.' } }),
    );
    const { user } = renderAccept();
    await fill(user, screen.getByLabelText('Name'), 'Ivy');
    await fill(user, screen.getByLabelText('Password'), 'saffron-glacier-window-62');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(screen.getByText(INVALID)).toHaveFocus());
    vi.restoreAllMocks();
  });
});
