import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { pathTo } from '@/config/routes';
import { ApiError, ServerUnreachableError } from '@/lib/api';
import { auth } from '@/lib/auth';
import { session } from '@/lib/session';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import LoginPage from './login-page';

function renderLogin(search = '') {
  return renderWithRouter(<LoginPage />, {
    path: pathTo('login'),
    initialEntry: `${pathTo('login')}${search}`,
    routes: [
      { path: '/admin/users', element: <p>Users marker</p> },
      { path: pathTo('dashboard'), element: <p>Dashboard marker</p> },
      { path: pathTo('signup'), element: <p>Signup marker</p> },
    ],
  });
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('LoginPage', () => {
  it('shows one heading, labelled fields with the right autocomplete, and a link to signup', () => {
    renderLogin();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByText('New here?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      pathTo('signup'),
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      pathTo('forgot-password'),
    );
  });

  it('on an empty submit, ties each message to its field and focuses the first', async () => {
    const login = vi.spyOn(auth, 'login');
    const { user } = renderLogin();

    await user.click(submit());

    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Enter your email address.');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription('Enter your password.');
    expect(emailField()).toHaveFocus();
    expect(login).not.toHaveBeenCalled();
  });

  it('focuses the password when only the password is missing', async () => {
    const { user } = renderLogin();
    await fill(user, emailField(), 'name@example.com');
    await user.click(submit());

    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(passwordField()).toHaveFocus();
  });

  it('shows the format message for a bad email and keeps what was typed', async () => {
    const { user } = renderLogin();
    await fill(user, emailField(), 'name@example');
    await fill(user, passwordField(), 'secret');
    await user.click(submit());

    expect(emailField()).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(emailField()).toHaveValue('name@example');
    expect(passwordField()).toHaveValue('secret');
  });

  it('re-validates a field as it is edited after the first submit', async () => {
    const { user } = renderLogin();
    await user.click(submit());
    await user.type(emailField(), 'name');
    expect(emailField()).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    await user.type(emailField(), '@example.com');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(emailField()).not.toHaveAccessibleDescription();
    // The untouched field keeps its message.
    expect(passwordField()).toHaveAccessibleDescription('Enter your password.');
  });

  it('does not validate while typing before the first submit', async () => {
    const { user } = renderLogin();
    await user.type(emailField(), 'name');
    expect(emailField()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Enter an email address/)).not.toBeInTheDocument();
  });

  it('logs in with valid credentials and lands on the dashboard', async () => {
    const login = vi
      .spyOn(auth, 'login')
      .mockResolvedValue({ email: 'name@example.com', name: 'name', role: 'viewer' });
    const { user, router } = renderLogin();
    await fill(user, emailField(), ' name@example.com ');
    await fill(user, passwordField(), 'secret');
    await user.click(submit());

    expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith({ email: 'name@example.com', password: 'secret' });
    expect(router.state.location.pathname).toBe(pathTo('dashboard'));
  });

  it('disables the button while the request is pending', async () => {
    let finish: () => void = () => {};
    vi.spyOn(auth, 'login').mockReturnValue(
      new Promise((resolve) => {
        finish = () => resolve({ email: 'name@example.com', name: 'name', role: 'viewer' });
      }),
    );
    const { user } = renderLogin();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), 'secret');
    await user.click(submit());

    expect(screen.getByRole('button', { name: 'Please wait…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    finish();
    expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
  });

  it('shows an alert when the login fails and keeps the input', async () => {
    vi.spyOn(auth, 'login').mockRejectedValue(new Error('401'));
    const { user } = renderLogin();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), 'wrong');
    await user.click(submit());

    // The alert region is always there (empty), so that screen readers announce its message.
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("That didn't work. Please try again."),
    );
    expect(emailField()).toHaveValue('name@example.com');
    expect(passwordField()).toHaveValue('wrong');
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(screen.queryByText('Dashboard marker')).not.toBeInTheDocument();
  });

  it('goes back to the page in next= after signing in', async () => {
    vi.spyOn(auth, 'login').mockResolvedValue({ email: 'a@example.com', name: 'a', role: 'admin' });
    const { user, router } = renderLogin('?next=%2Fadmin%2Fusers%3Fusers_page%3D2');
    expect(screen.getByText(/you'll go straight back to it/)).toBeVisible();
    await fill(user, emailField(), 'a@example.com');
    await fill(user, passwordField(), 'secret');
    await user.click(submit());
    expect(await screen.findByText('Users marker')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?users_page=2');
  });

  it('goes on to next= when another tab of the browser signs in meanwhile', async () => {
    session.set(null);
    const { router } = renderLogin('?next=%2Fadmin%2Fusers');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    // What the tab learns from the other one (it asks the server who is signed in now).
    act(() => session.set({ email: 'a@example.com', name: 'a', role: 'admin' }));
    expect(await screen.findByText('Users marker')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    session.set(null);
  });

  it('ignores a next= that leaves the site and lands on the dashboard', async () => {
    vi.spyOn(auth, 'login').mockResolvedValue({ email: 'a@example.com', name: 'a', role: 'admin' });
    const { user } = renderLogin('?next=%2F%2Fevil.com');
    expect(screen.queryByText(/you'll go straight back to it/)).not.toBeInTheDocument();
    await fill(user, emailField(), 'a@example.com');
    await fill(user, passwordField(), 'secret');
    await user.click(submit());
    expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
  });

  it('offers the demo accounts the back end lists, each filling the form', async () => {
    vi.spyOn(auth, 'demoAccounts').mockResolvedValue([
      { email: 'editor@example.com', name: 'Eddie Editor', role: 'editor' },
    ]);
    const { user } = renderLogin();
    const section = await screen.findByRole('region', { name: 'Demo accounts' });
    expect(section).toHaveTextContent('tessera-demo');
    await user.click(screen.getByRole('button', { name: 'Fill in Eddie Editor (Editor)' }));
    expect(emailField()).toHaveValue('editor@example.com');
    expect(passwordField()).toHaveValue('tessera-demo');
  });

  it('lists the demo accounts with the form when their answer came first, nothing appearing under it later', () => {
    const accounts = [
      { email: 'editor@example.com', name: 'Eddie Editor', role: 'editor' as const },
    ];
    vi.spyOn(auth, 'demoAccountsNow').mockReturnValue(accounts);
    vi.spyOn(auth, 'demoAccounts').mockResolvedValue(accounts);
    renderLogin();
    expect(screen.getByRole('region', { name: 'Demo accounts' })).toHaveTextContent('Eddie Editor');
  });

  it('offers no sign-up where accounts come by invitation, once the session check says so', async () => {
    // Not known at the first render (the check still out), then closed.
    vi.spyOn(auth, 'signUpOpenNow').mockReturnValueOnce(undefined).mockReturnValue(false);
    const ready = vi.spyOn(auth, 'ready').mockResolvedValue(null);
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    await waitFor(() => expect(ready).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('New here?')).not.toBeInTheDocument();
  });

  it('shows no demo accounts when the back end lists none', async () => {
    const listed = vi.spyOn(auth, 'demoAccounts').mockResolvedValue([]);
    renderLogin();
    await waitFor(() => expect(listed).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });

  it.each([
    [45, 'Try again in 45 seconds.'],
    [1, 'Try again in 1 second.'],
    [undefined, 'Try again in 60 seconds.'],
    [3600, 'Try again in 60 minutes.'],
  ])('says how long to wait on a 429 (Retry-After %s)', async (seconds, wait) => {
    vi.spyOn(auth, 'login').mockRejectedValue(new ApiError(429, {}, seconds));
    const { user } = renderLogin();
    await fill(user, emailField(), 'a@example.com');
    await fill(user, passwordField(), 'secret');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(`Too many sign-in attempts. ${wait}`),
    );
    expect(passwordField()).toHaveValue('secret');
  });

  it.each([
    [
      'a 401, without saying which field',
      new ApiError(401, {}),
      'The email or the password is not right.',
    ],
    [
      'a 503',
      new ApiError(503, {}, 3),
      'The server is busy right now. Try again in a few seconds.',
    ],
    [
      'no answer from the server',
      new ServerUnreachableError(),
      "Couldn't reach the server. Check your connection and try again in a moment.",
    ],
  ])('says what went wrong on %s, and keeps what was typed', async (_, error, message) => {
    vi.spyOn(auth, 'login').mockRejectedValue(error);
    const { user } = renderLogin();
    await fill(user, emailField(), 'a@example.com');
    await fill(user, passwordField(), 'secret');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message));
    expect(passwordField()).toHaveValue('secret');
  });
});
