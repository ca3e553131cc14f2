import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { helpUrl } from '@/config/app-config';
import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { auth } from '@/lib/auth';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import SignupPage from './signup-page';

function renderSignup() {
  return renderWithRouter(<SignupPage />, {
    path: pathTo('signup'),
    routes: [
      { path: pathTo('dashboard'), element: <p>Dashboard marker</p> },
      { path: pathTo('login'), element: <p>Login marker</p> },
    ],
  });
}

const emailField = () => screen.getByLabelText('Email');
const passwordField = () => screen.getByLabelText('Password');
const termsBox = () => screen.getByRole('checkbox', { name: /I agree to the terms of use/ });
const submit = () => screen.getByRole('button', { name: 'Sign up' });
const strength = () => screen.getByRole('status');
const HINT = 'At least 12 characters. Avoid common passwords and the name in your email address.';
const COMMON = 'This password is too common or too easy to guess. Try a few unrelated words.';
// The policy's chunk (zxcvbn) loads on the first focus; on a busy machine that takes a while.
const CHUNK = { timeout: 15_000 };

/** Fills in a valid form and submits it (the server's answer is up to the test). */
async function submitValid(user: ReturnType<typeof renderSignup>['user']) {
  await fill(user, emailField(), 'name@example.com');
  await fill(user, passwordField(), 'correct horse battery');
  await user.click(termsBox());
  await user.click(submit());
}

describe('SignupPage', () => {
  it('shows the heading, a password hint, an unticked terms box and a link to login', () => {
    renderSignup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create a new account' }),
    ).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordField()).toHaveAccessibleDescription(HINT);
    expect(termsBox()).not.toBeChecked();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', pathTo('login'));
  });

  it('opens the terms of use in a new tab and says so', () => {
    renderSignup();
    const terms = screen.getByRole('link', { name: 'terms of use (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', helpUrl('terms-of-use'));
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('on an empty submit, ties each message to its field and focuses the first', async () => {
    const signup = vi.spyOn(auth, 'signup');
    const { user } = renderSignup();

    await user.click(submit());

    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Enter your email address.');
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(`Enter your password. ${HINT}`);
    expect(termsBox()).toHaveAttribute('aria-invalid', 'true');
    expect(termsBox()).toHaveAccessibleDescription('Accept the terms of use to create an account.');
    expect(emailField()).toHaveFocus();
    expect(signup).not.toHaveBeenCalled();
  });

  it('shows the format message for a bad email', async () => {
    const { user } = renderSignup();
    await fill(user, emailField(), 'name @example.com');
    await user.click(submit());
    expect(emailField()).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    expect(emailField()).toHaveFocus();
  });

  it('shows the length message for an 11-character password, and clears it at 12', async () => {
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await user.type(passwordField(), 'Xq7#mv9Lp2w');
    await user.click(termsBox());
    await user.click(submit());

    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(
      `Use at least 12 characters for your password. ${HINT}`,
    );
    expect(passwordField()).toHaveFocus();

    await user.type(passwordField(), 'Z');
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
    expect(passwordField()).toHaveAccessibleDescription(HINT);
  });

  it('counts an emoji as one character', async () => {
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), 'Xq7#mv9Lp2😀');
    await user.click(termsBox());
    await user.click(submit());
    expect(passwordField()).toHaveAccessibleDescription(
      `Use at least 12 characters for your password. ${HINT}`,
    );
  });

  it('shows the strength once the policy has loaded, politely and without taking the focus', async () => {
    const { user } = renderSignup();
    expect(strength()).toHaveTextContent('');
    await fill(user, emailField(), 'ada.lovelace@example.com');
    await fill(user, passwordField(), 'correct horse battery');

    await waitFor(() => expect(strength()).toHaveTextContent('Strength: very strong.'), CHUNK);
    expect(strength()).toHaveAttribute('role', 'status');
    expect(passwordField()).toHaveFocus();
    // The strength is not part of the field's description: the live region announces it.
    expect(passwordField()).toHaveAccessibleDescription(HINT);

    await user.clear(passwordField());
    expect(strength()).toHaveTextContent('');
    await fill(user, passwordField(), 'adalovelace2024!');
    await waitFor(() =>
      expect(strength()).toHaveTextContent(
        "Strength: fair. Don't build your password from your email address.",
      ),
    );
    await user.clear(passwordField());
    expect(strength()).toHaveTextContent('');
  });

  it('refuses a common password on submit with the message the server would send', async () => {
    const signup = vi.spyOn(auth, 'signup');
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), 'password1234');
    await waitFor(() => expect(strength()).toHaveTextContent(`Strength: weak. ${COMMON}`), CHUNK);
    await user.click(termsBox());
    await user.click(submit());

    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(`${COMMON} ${HINT}`);
    expect(passwordField()).toHaveFocus();
    // Said once, by the field's error, not again by the strength.
    expect(strength()).toHaveTextContent(/^Strength: weak\.$/);
    expect(signup).not.toHaveBeenCalled();
  });

  it("puts the server's password message on the field", async () => {
    vi.spyOn(auth, 'signup').mockRejectedValue(
      new ApiError(422, {
        error: { code: 'validation_failed', message: 'Invalid' },
        fields: { password: 'auth.validation.passwordFromEmail' },
      }),
    );
    const { user } = renderSignup();
    await submitValid(user);

    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(passwordField()).toHaveAccessibleDescription(
      `Don't build your password from your email address. ${HINT}`,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('says accounts come by invitation, with no form, where sign-up is closed', () => {
    vi.spyOn(auth, 'signUpOpenNow').mockReturnValue(false);
    renderSignup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Sign-up is by invitation' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ask one to invite you/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', pathTo('login'));
  });

  it('says sign-up is by invitation when the server refuses it after the page opened', async () => {
    vi.spyOn(auth, 'signup').mockRejectedValue(
      new ApiError(403, { error: { code: 'sign_up_closed', message: 'Closed' } }),
    );
    const { user } = renderSignup();
    await submitValid(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'New accounts are made by invitation here. Ask an administrator to invite you.',
      ),
    );
  });

  it('says the server is busy on a 503', async () => {
    vi.spyOn(auth, 'signup').mockRejectedValue(
      new ApiError(503, { error: { code: 'service_unavailable', message: 'Busy' } }, 2),
    );
    const { user } = renderSignup();
    await submitValid(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The server is busy right now. Try again in a few seconds.',
      ),
    );
    expect(passwordField()).toHaveValue('correct horse battery');
  });

  it.each([
    [30, 'Try again in 30 seconds.'],
    [90, 'Try again in 90 seconds.'],
    [91, 'Try again in 2 minutes.'],
    [600, 'Try again in 10 minutes.'],
  ])('says how long to wait on a 429 with Retry-After %i', async (seconds, wait) => {
    vi.spyOn(auth, 'signup').mockRejectedValue(
      new ApiError(429, { error: { code: 'too_many_requests', message: 'Slow down' } }, seconds),
    );
    const { user } = renderSignup();
    await submitValid(user);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        `Too many sign-ups from your network. ${wait}`,
      ),
    );
  });

  it('asks for the terms when they are not accepted, keeping the input', async () => {
    const signup = vi.spyOn(auth, 'signup');
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), 'correct horse battery');
    await user.click(submit());

    expect(termsBox()).toHaveFocus();
    const message = screen.getByText('Accept the terms of use to create an account.');
    expect(termsBox()).toHaveAccessibleDescription(message.textContent);
    expect(emailField()).toHaveValue('name@example.com');
    expect(passwordField()).toHaveValue('correct horse battery');
    expect(signup).not.toHaveBeenCalled();

    await user.click(termsBox());
    expect(termsBox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message.textContent)).not.toBeInTheDocument();
  });

  it('signs up with valid details and lands on the dashboard', async () => {
    const signup = vi
      .spyOn(auth, 'signup')
      .mockResolvedValue({ email: 'name@example.com', name: 'name', role: 'viewer' });
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), 'correct horse battery');
    await user.click(termsBox());
    await user.click(submit());

    expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
    // The interface's language goes along, for the account's mail.
    expect(signup).toHaveBeenCalledWith({
      email: 'name@example.com',
      password: 'correct horse battery',
      language: 'en',
    });
  });

  it('shows an alert when the signup fails and keeps the input', async () => {
    vi.spyOn(auth, 'signup').mockRejectedValue(new Error('409'));
    const { user } = renderSignup();
    await submitValid(user);

    // The alert region is always there (empty): wait for its message, not for it.
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText("That didn't work. Please try again.")).toBeVisible();
    expect(emailField()).toHaveValue('name@example.com');
    expect(termsBox()).toBeChecked();
  });
});
