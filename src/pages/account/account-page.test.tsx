import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { FormatPreferences } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { session } from '@/lib/session';
import { fill } from '@/test/fill';
import { renderWithRouter } from '@/test/render';
import { SAM } from '@/test/sample-account';
import type { ApiSession } from '@contract/account';

import { accountApi } from './account-api';
import AccountPage from './account-page';

const SESSIONS: ApiSession[] = [
  {
    id: 1,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    address: '127.0.0.1',
    startedAt: '2030-01-01T09:00:00.000Z',
    lastSeenAt: '2030-01-01T09:05:00.000Z',
    current: true,
  },
  {
    id: 2,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Safari/605.1',
    address: '10.0.0.2',
    startedAt: '2030-01-01T08:00:00.000Z',
    lastSeenAt: '2030-01-01T08:30:00.000Z',
    current: false,
  },
];

const validation = (fields: Record<string, string>) =>
  new ApiError(422, { error: { code: 'validation_failed', message: '' }, fields });

beforeEach(() => {
  session.set(SAM);
  vi.spyOn(accountApi, 'sessions').mockResolvedValue(SESSIONS);
});
afterEach(() => {
  vi.restoreAllMocks();
  session.set(null);
});

const renderPage = () => renderWithRouter(<AccountPage />, { route: 'account' });

describe('AccountPage', () => {
  it('has the heading "Account" and one section per subject', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    for (const name of ['Profile', 'Email', 'Password', 'Sessions', 'Delete my account'])
      expect(screen.getByRole('region', { name })).toBeVisible();
    expect(await screen.findByText('This device')).toBeVisible();
  });

  it('tells password managers whose password the password form changes, out of sight', () => {
    renderPage();
    const password = within(screen.getByRole('region', { name: 'Password' })).getByLabelText(
      'Current password',
    );
    const username = password.closest('form')!.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue(SAM.email);
    expect(username).not.toBeVisible();
  });

  it('puts a wrong current password on its field and keeps what was typed', async () => {
    const change = vi
      .spyOn(accountApi, 'changePassword')
      .mockRejectedValue(
        validation({ currentPassword: 'account.validation.currentPasswordWrong' }),
      );
    const { user } = renderPage();
    const current = screen.getByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(current).toHaveAccessibleDescription('Enter your password.');
    expect(current).toHaveFocus();
    expect(change).not.toHaveBeenCalled();

    await fill(user, current, 'not my password');
    await fill(user, next, 'violet-harbor-quantum-47');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeVisible();
    expect(change).toHaveBeenCalledWith('not my password', 'violet-harbor-quantum-47');
    expect(next).toHaveValue('violet-harbor-quantum-47');
  });

  it('says how long to wait when the server refuses more tries for now', async () => {
    vi.spyOn(accountApi, 'changeEmail').mockRejectedValue(
      new ApiError(429, { error: { code: 'too_many_requests', message: '' } }, 240),
    );
    const { user } = renderPage();
    const region = screen.getByRole('region', { name: 'Email' });
    await fill(user, within(region).getByLabelText('New email address'), 'sam@elsewhere.example');
    await user.click(within(region).getByRole('button', { name: 'Change email' }));
    expect(
      await within(region).findByText('Too many tries. Try again in 4 minutes.'),
    ).toBeVisible();
  });

  it('names each other session by its device and ends it', async () => {
    const end = vi.spyOn(accountApi, 'endSession').mockResolvedValue();
    const { user } = renderPage();
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(sessions).findByText('Firefox on Linux')).toBeVisible();
    expect(within(sessions).getByText('Safari on iOS')).toBeVisible();
    await user.click(
      within(sessions).getByRole('button', { name: /^End session on Safari on iOS/ }),
    );
    expect(end).toHaveBeenCalledWith(2);
    expect(await within(sessions).findByText('The session has ended.')).toBeVisible();
  });

  it('keeps an unsaved profile through a new sign-in, for this account only, until it is saved', async () => {
    onTestFinished(() => window.sessionStorage.clear());
    const update = vi
      .spyOn(accountApi, 'updateProfile')
      .mockImplementation((profile) => Promise.resolve({ id: 7, ...SAM, ...profile }));
    const first = renderPage();
    await fill(first.user, screen.getByLabelText('Name'), ' Jr.');
    await first.user.selectOptions(screen.getByLabelText('Date format'), 'dmy');
    // The session ends: the app sends the person to sign in, then back to this page.
    first.unmount();

    const { user } = renderPage();
    expect(screen.getByLabelText('Name')).toHaveValue('Sam Sample Jr.');
    expect(screen.getByLabelText('Date format')).toHaveValue('dmy');
    expect(
      screen.getByText('What you typed before signing in again is back. Save it to keep it.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Sam Sample Jr.', dateFormat: 'dmy' }),
    );
    expect(await screen.findByText('Saved.')).toBeVisible();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('shows another account none of it, and leaves out what this app cannot offer', () => {
    onTestFinished(() => window.sessionStorage.clear());
    const draft = {
      name: 'Typed Here',
      language: 'xx',
      timeZone: 'Mars/Olympus',
      dateFormat: 'auto',
    };
    window.sessionStorage.setItem(
      `tessera.profileDraft:${SAM.email}`,
      JSON.stringify({ values: draft }),
    );
    const other = renderPage();
    expect(screen.getByLabelText('Name')).toHaveValue('Typed Here');
    expect(screen.getByLabelText('Language')).toHaveValue('en');
    expect(screen.getByLabelText('Time zone')).toHaveValue('');
    other.unmount();

    session.set({ ...SAM, email: 'kim@example.com', name: 'Kim Other' });
    renderPage();
    expect(screen.getByLabelText('Name')).toHaveValue('Kim Other');
    expect(screen.queryByText(/What you typed before signing in again/)).toBeNull();
  });

  it('shows the saved time zone under the name it was saved with, once, and offers UTC', () => {
    session.set({ ...SAM, timeZone: 'Asia/Kolkata' });
    renderPage();
    const select = screen.getByLabelText('Time zone');
    expect(select).toHaveValue('Asia/Kolkata');
    const kolkata = within(select).getAllByRole('option', { name: /^Asia\/(Kolkata|Calcutta)$/ });
    expect(kolkata.map((option) => option.textContent)).toEqual(['Asia/Kolkata']);
    expect(within(select).getByRole('option', { name: 'UTC' })).toBeInTheDocument();
  });

  it('tells day/month/year from month/day/year in its examples whatever the zone', () => {
    renderWithRouter(
      <FormatPreferences value={{ timeZone: 'Pacific/Kiritimati' }}>
        <AccountPage />
      </FormatPreferences>,
      { route: 'account' },
    );
    const select = screen.getByLabelText('Date format');
    expect(
      within(select).getByRole('option', { name: 'Day/month/year (31/01/2030)' }),
    ).toBeVisible();
    expect(
      within(select).getByRole('option', { name: 'Month/day/year (01/31/2030)' }),
    ).toBeVisible();
  });

  it('deletes only once the email is typed again', async () => {
    const remove = vi
      .spyOn(accountApi, 'deleteAccount')
      .mockRejectedValue(new ApiError(409, { error: { code: 'last_admin', message: '' } }));
    const { user } = renderPage();
    const region = screen.getByRole('region', { name: 'Delete my account' });
    const field = within(region).getByLabelText(/^Type your email address/);
    await fill(user, field, 'someone@example.com');
    await user.click(within(region).getByRole('button', { name: 'Delete my account' }));
    expect(field).toHaveAccessibleDescription('Type your email address exactly as shown.');
    expect(remove).not.toHaveBeenCalled();
    await user.clear(field);
    await fill(user, field, 'SAM@example.com');
    await user.click(within(region).getByRole('button', { name: 'Delete my account' }));
    expect(await within(region).findByText(/You are the last administrator/)).toBeVisible();
  });
});
