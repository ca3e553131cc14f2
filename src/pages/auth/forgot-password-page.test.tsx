import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import ForgotPasswordPage from './forgot-password-page';
import { passwordResetApi } from './password-reset-api';

const CONFIRMATION =
  'If an account uses this email address, a link to set a new password is on its way. It works once, for 30 minutes.';

function renderForgot() {
  return renderWithRouter(<ForgotPasswordPage />, {
    route: 'forgot-password',
    routes: [{ path: pathTo('login'), element: <p>Login marker</p> }],
  });
}

const emailField = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Send reset link' });

describe('ForgotPasswordPage', () => {
  it('asks for the email, with one heading and a way back to log in', async () => {
    const { user } = renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(emailField()).toHaveAttribute('autocomplete', 'email');
    await user.click(screen.getByRole('link', { name: 'Back to log in' }));
    expect(await screen.findByText('Login marker')).toBeInTheDocument();
  });

  it('checks the email before sending anything', async () => {
    const requestLink = vi.spyOn(passwordResetApi, 'requestLink');
    const { user } = renderForgot();
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription('Enter your email address.');
    expect(emailField()).toHaveFocus();
    await fill(user, emailField(), 'someone@example');
    expect(emailField()).toHaveAccessibleDescription(/name@example\.com/);
    expect(requestLink).not.toHaveBeenCalled();
  });

  it('confirms in the same words for any address, moving the focus to the confirmation', async () => {
    const requestLink = vi.spyOn(passwordResetApi, 'requestLink').mockResolvedValue();
    const { user } = renderForgot();
    await fill(user, emailField(), ' Someone@Example.com ');
    await user.click(submit());
    const confirmation = await screen.findByText(CONFIRMATION);
    expect(confirmation).toHaveFocus();
    expect(requestLink).toHaveBeenCalledWith('Someone@Example.com');
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });

  it('says how long to wait when the server limits the requests, keeping the input', async () => {
    vi.spyOn(passwordResetApi, 'requestLink').mockRejectedValue(
      new ApiError(429, { error: { code: 'too_many_requests', message: '' } }, 120),
    );
    const { user } = renderForgot();
    await fill(user, emailField(), 'someone@example.com');
    await user.click(submit());
    const alert = screen.getByRole('alert');
    expect(
      await within(alert).findByText(
        'Too many password resets from your network. Try again in 2 minutes.',
      ),
    ).toBeVisible();
    expect(emailField()).toHaveValue('someone@example.com');
  });
});
