import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { auth } from '@/lib/auth';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';

import SignupPage from './signup-page';

// The password policy's chunk cannot be downloaded (offline, or a deploy replaced it).
const policyImported = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../server/password-policy', () => {
  policyImported.count += 1;
  throw new Error('Failed to fetch dynamically imported module');
});

describe('SignupPage without the password policy chunk', () => {
  it('shows no strength and leaves the policy to the server', async () => {
    const signup = vi
      .spyOn(auth, 'signup')
      .mockRejectedValue(
        new ApiError(422, { fields: { password: 'auth.validation.passwordCommon' } }),
      );
    const { user } = renderWithRouter(<SignupPage />, { path: pathTo('signup') });
    const password = screen.getByLabelText('Password');
    await fill(user, screen.getByLabelText('Email'), 'name@example.com');
    await fill(user, password, 'password1234');
    await waitFor(() => expect(policyImported.count).toBeGreaterThan(0));
    await user.click(screen.getByRole('checkbox', { name: /I agree to the terms of use/ }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(signup).toHaveBeenCalledWith({
      email: 'name@example.com',
      password: 'password1234',
      language: 'en',
    });
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(
      /^This password is too common or too easy to guess\./,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });
});
