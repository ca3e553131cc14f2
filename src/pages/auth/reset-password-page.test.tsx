import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import { passwordResetApi } from './password-reset-api';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'a'.repeat(43);

function renderReset(search = `?token=${TOKEN}`) {
  return renderWithRouter(<ResetPasswordPage />, {
    route: 'reset-password',
    initialEntry: `${pathTo('reset-password')}${search}`,
    routes: [
      { path: pathTo('login'), element: <p>Login marker</p> },
      { path: pathTo('forgot-password'), element: <p>Forgot marker</p> },
    ],
  });
}

const passwordField = () => screen.getByLabelText('New password');
const submit = () => screen.getByRole('button', { name: 'Set password' });
const INVALID = 'This link has expired, was already used or is incomplete.';

describe('ResetPasswordPage', () => {
  it("asks for a new password under sign-up's rules, with its hint", async () => {
    const setPassword = vi.spyOn(passwordResetApi, 'setPassword');
    const { user } = renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordField()).toHaveAccessibleDescription(/^At least 12 characters\./);
    await fill(user, passwordField(), 'short');
    await user.click(submit());
    expect(passwordField()).toHaveAccessibleDescription(
      /^Use at least 12 characters for your password\./,
    );
    expect(passwordField()).toHaveFocus();
    expect(setPassword).not.toHaveBeenCalled();
  });

  it('sets the password with the token, then says so and links to log in', async () => {
    const setPassword = vi.spyOn(passwordResetApi, 'setPassword').mockResolvedValue();
    const { user } = renderReset();
    await fill(user, passwordField(), 'violet-harbor-quantum-47');
    await user.click(submit());
    const done = await screen.findByText(
      'Your password is set, and every session of your account has ended.',
    );
    expect(done).toHaveFocus();
    expect(setPassword).toHaveBeenCalledWith(TOKEN, 'violet-harbor-quantum-47');
    await user.click(screen.getByRole('link', { name: 'Log in with your new password' }));
    expect(await screen.findByText('Login marker')).toBeInTheDocument();
  });

  it('gives password managers the email the link names, out of sight, and never sends it', async () => {
    const setPassword = vi.spyOn(passwordResetApi, 'setPassword').mockResolvedValue();
    const { user } = renderReset(`?token=${TOKEN}&email=sam%40example.com`);
    const username = () =>
      passwordField().closest('form')!.querySelector('input[autocomplete="username"]');
    expect(username()).toHaveValue('sam@example.com');
    expect(username()).not.toBeVisible();
    await fill(user, passwordField(), 'violet-harbor-quantum-47');
    await user.click(submit());
    expect(setPassword).toHaveBeenCalledWith(TOKEN, 'violet-harbor-quantum-47');
  });

  it('refuses a password built from the email the link names, as the server would', async () => {
    const setPassword = vi.spyOn(passwordResetApi, 'setPassword');
    const { user } = renderReset(`?token=${TOKEN}&email=marguerite.fontaine%40example.com`);
    await fill(user, passwordField(), 'fontaine-marguerite-77');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/Strength: fair\./), {
      timeout: 15_000,
    });
    await user.click(submit());
    expect(passwordField()).toHaveAccessibleDescription(
      /^Don't build your password from your email address\./,
    );
    expect(setPassword).not.toHaveBeenCalled();
  });

  it.each([[`?token=${TOKEN}`], [`?token=${TOKEN}&email=not-an-email`]])(
    'names no account to password managers when the link names none (%s)',
    (search) => {
      renderReset(search);
      expect(passwordField().closest('form')!.querySelector('[autocomplete="username"]')).toBe(
        null,
      );
    },
  );

  it('says a dead link is dead and offers to ask again', async () => {
    vi.spyOn(passwordResetApi, 'setPassword').mockRejectedValue(
      new ApiError(400, { error: { code: 'invalid_token', message: '' } }),
    );
    const { user } = renderReset();
    await fill(user, passwordField(), 'violet-harbor-quantum-47');
    await user.click(submit());
    expect(await screen.findByText(INVALID)).toHaveFocus();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByText('Forgot marker')).toBeInTheDocument();
  });

  it.each([[''], ['?token='], ['?token=not-a-token']])(
    'shows the dead-link message at once for %j',
    (search) => {
      renderReset(search);
      expect(screen.getByText(INVALID)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
        'href',
        pathTo('forgot-password'),
      );
      expect(screen.queryByRole('button', { name: 'Set password' })).not.toBeInTheDocument();
    },
  );

  it("puts the server's password message on the field, keeping the link usable", async () => {
    vi.spyOn(passwordResetApi, 'setPassword').mockRejectedValue(
      new ApiError(422, {
        error: { code: 'validation_failed', message: '' },
        fields: { password: 'auth.validation.passwordCommon' },
      }),
    );
    const { user } = renderReset();
    await fill(user, passwordField(), 'violet-harbor-quantum-47');
    await user.click(submit());
    await waitFor(() =>
      expect(passwordField()).toHaveAccessibleDescription(
        /^This password is too common or too easy to guess\./,
      ),
    );
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });
});
