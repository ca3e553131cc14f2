import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { pathTo } from '@/config/routes';
import { ApiError, ServerUnreachableError } from '@/lib/api';
import { auth, TwoFactorRequiredError } from '@/lib/auth';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import LoginPage from './login-page';
import TwoFactorPage from './two-factor-page';

const ACCOUNT = { email: 'ada@example.com', name: 'Ada', role: 'admin' } as const;

function renderPage(search = '') {
  return renderWithRouter(<TwoFactorPage />, {
    route: 'two-factor',
    initialEntry: `${pathTo('two-factor')}${search}`,
    routes: [
      { path: pathTo('login'), element: <p>Login marker</p> },
      { path: pathTo('dashboard'), element: <p>Dashboard marker</p> },
      { path: '/admin/users', element: <p>Users marker</p> },
    ],
  });
}

const codeField = () => screen.getByLabelText('Authentication code');
const submit = () => screen.getByRole('button', { name: 'Verify' });

describe('TwoFactorPage', () => {
  it('asks for a code in one labelled field and says what an empty or malformed one lacks', async () => {
    const complete = vi.spyOn(auth, 'completeTwoFactor');
    const { user } = renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Two-factor authentication' }),
    ).toBeVisible();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAccessibleDescription(/recovery codes/);
    await user.click(submit());
    expect(codeField()).toHaveAccessibleDescription(
      /^Enter the code from your authenticator app\./,
    );
    expect(codeField()).toHaveFocus();
    await fill(user, codeField(), '12ab');
    await user.click(submit());
    expect(codeField()).toHaveAccessibleDescription(/^Enter the 6-digit code from your app/);
    expect(complete).not.toHaveBeenCalled();
  });

  it('sends an app code or a recovery code as typed, and goes on to the page asked for', async () => {
    const complete = vi.spyOn(auth, 'completeTwoFactor').mockResolvedValue(ACCOUNT);
    const { user } = renderPage('?next=%2Fadmin%2Fusers');
    await fill(user, codeField(), 'abcd efgh jkmn pqrs');
    await user.click(submit());
    expect(await screen.findByText('Users marker')).toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith('ABCD-EFGH-JKMN-PQRS');
  });

  it('says a wrong code is wrong and keeps the form', async () => {
    vi.spyOn(auth, 'completeTwoFactor').mockRejectedValue(
      new ApiError(401, { error: { code: 'invalid_credentials', message: '' } }),
    );
    const { user } = renderPage();
    await fill(user, codeField(), '123 456');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That code is not right. Codes change every 30 seconds',
    );
    expect(codeField()).toHaveValue('123 456');
  });

  it('says a code sent without an answer could not reach the server, and keeps it', async () => {
    vi.spyOn(auth, 'completeTwoFactor').mockRejectedValue(new ServerUnreachableError());
    const { user } = renderPage();
    await fill(user, codeField(), '123 456');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't reach the server.");
    expect(codeField()).toHaveValue('123 456');
  });

  it('says an ended sign-in has ended and offers to log in again', async () => {
    vi.spyOn(auth, 'completeTwoFactor').mockRejectedValue(
      new ApiError(400, { error: { code: 'invalid_token', message: '' } }),
    );
    const { user } = renderPage();
    await fill(user, codeField(), '123456');
    await user.click(submit());
    expect(await screen.findByText(/^This sign-in has ended/)).toHaveFocus();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in again' }));
    expect(await screen.findByText('Login marker')).toBeInTheDocument();
  });
});

describe('LoginPage with two-factor sign-in', () => {
  it('hands over to the two-factor page, keeping where to go next', async () => {
    vi.spyOn(auth, 'login').mockRejectedValue(new TwoFactorRequiredError());
    const { user, router } = renderWithRouter(<LoginPage />, {
      path: pathTo('login'),
      initialEntry: `${pathTo('login')}?next=%2Fadmin%2Fusers`,
      routes: [{ path: pathTo('two-factor'), element: <p>Two-factor marker</p> }],
    });
    await fill(user, screen.getByLabelText('Email'), 'ada@example.com');
    await fill(user, screen.getByLabelText('Password'), 'violet-harbor-quantum-47');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Two-factor marker')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fusers');
  });
});
