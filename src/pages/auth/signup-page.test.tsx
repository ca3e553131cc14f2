import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { helpUrl } from '@/config/app-config';
import { pathTo } from '@/config/routes';
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

describe('SignupPage', () => {
  it('shows the heading, a password hint, an unticked terms box and a link to login', () => {
    renderSignup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Create a new account' }),
    ).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(passwordField()).toHaveAccessibleDescription('At least 8 characters.');
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
    expect(passwordField()).toHaveAccessibleDescription(
      'Enter your password. At least 8 characters.',
    );
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

  it('shows the length message for a 7-character password, and clears it at 8', async () => {
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await user.type(passwordField(), '1234567');
    await user.click(termsBox());
    await user.click(submit());

    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField()).toHaveAccessibleDescription(
      'Use at least 8 characters for your password. At least 8 characters.',
    );
    expect(passwordField()).toHaveFocus();

    await user.type(passwordField(), '8');
    expect(passwordField()).not.toHaveAttribute('aria-invalid');
    expect(passwordField()).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('asks for the terms when they are not accepted, keeping the input', async () => {
    const signup = vi.spyOn(auth, 'signup');
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), 'correct horse');
    await user.click(submit());

    expect(termsBox()).toHaveFocus();
    const message = screen.getByText('Accept the terms of use to create an account.');
    expect(termsBox()).toHaveAccessibleDescription(message.textContent);
    expect(emailField()).toHaveValue('name@example.com');
    expect(passwordField()).toHaveValue('correct horse');
    expect(signup).not.toHaveBeenCalled();

    await user.click(termsBox());
    expect(termsBox()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(message.textContent)).not.toBeInTheDocument();
  });

  it('signs up with valid details and lands on the dashboard', async () => {
    const signup = vi.spyOn(auth, 'signup');
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), '12345678');
    await user.click(termsBox());
    await user.click(submit());

    expect(await screen.findByText('Dashboard marker')).toBeInTheDocument();
    expect(signup).toHaveBeenCalledWith({ email: 'name@example.com', password: '12345678' });
  });

  it('shows an alert when the signup fails and keeps the input', async () => {
    vi.spyOn(auth, 'signup').mockRejectedValue(new Error('409'));
    const { user } = renderSignup();
    await fill(user, emailField(), 'name@example.com');
    await fill(user, passwordField(), '12345678');
    await user.click(termsBox());
    await user.click(submit());

    // The alert region is always there (empty): wait for its message, not for it.
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText("That didn't work. Please try again.")).toBeVisible();
    expect(emailField()).toHaveValue('name@example.com');
    expect(termsBox()).toBeChecked();
  });
});
