import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { ApiError, apiRequest } from '@/lib/api';
import { session } from '@/lib/session';
import { fill } from '@/test/fill';
import { SAM } from '@/test/sample-account';

import { ReauthHost } from './reauth-host';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

/** Any page's call to a sensitive endpoint: it knows nothing of re-authentication. */
function Sensitive() {
  const [outcome, setOutcome] = useState('');
  const send = () =>
    apiRequest('/api/account/email', { method: 'POST', body: { email: 'new@example.com' } }).then(
      () => setOutcome('done'),
      (error: unknown) =>
        setOutcome(error instanceof ApiError ? `refused ${error.code}` : 'failed'),
    );
  return (
    <>
      <button type="button" onClick={() => void send()}>
        Send
      </button>
      <p>{outcome}</p>
    </>
  );
}

/** Renders the host beside the page, sends its request and returns the dialog that opens. */
async function sendAndAsk(user: ReturnType<typeof userEvent.setup>) {
  render(
    <>
      <ReauthHost />
      <Sensitive />
    </>,
  );
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return screen.findByRole('dialog', { name: "Confirm it's you" });
}

afterEach(() => vi.restoreAllMocks());

describe('ReauthHost', () => {
  it('asks for the password on reauth_required, then sends the refused request again', async () => {
    session.set(SAM);
    onTestFinished(() => session.set(null));
    const answers = [
      json(403, { error: { code: 'reauth_required', message: '' } }),
      json(401, { error: { code: 'invalid_credentials', message: '' } }),
      json(204),
      json(202, {}),
    ];
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(answers.shift() ?? json(500)));
    const user = userEvent.setup();
    const dialog = await sendAndAsk(user);
    const password = within(dialog).getByLabelText('Password');
    // Password managers learn whose password is asked for from a field they alone see.
    const username = password.closest('form')!.querySelector('input[autocomplete="username"]');
    expect(username).toHaveValue(SAM.email);
    expect(username).not.toBeVisible();
    await fill(user, password, 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeVisible();
    await user.clear(password);
    await fill(user, password, 'the right one');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('done')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/account/email',
      '/api/auth/reauth',
      '/api/auth/reauth',
      '/api/account/email',
    ]);
  });

  it('leaves the request refused when the person cancels', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
      Promise.resolve(json(403, { error: { code: 'reauth_required', message: '' } })),
    );
    const user = userEvent.setup();
    const dialog = await sendAndAsk(user);
    await fill(user, within(dialog).getByLabelText('Password'), 'half typed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('refused reauth_required')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();

    // The next refused request asks afresh: nothing of the cancelled attempt is left.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const again = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(again).getByLabelText('Password')).toHaveValue('');
  });
});
