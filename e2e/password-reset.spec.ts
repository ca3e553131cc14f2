import { expect, settled, test } from './fixtures';

const OLD_PASSWORD = 'amber-window-tractor-31';
const NEW_PASSWORD = 'violet-harbor-quantum-47';

// The wrong (old) password's 401 is logged by the browser itself.
test.use({ allowedConsole: [/status of 401/] });

test("forgot password: the mail's link sets a new password, and only the new one signs in", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  // An account of its own: the demo accounts' passwords stay as the other tests expect them.
  const email = `reset-${test.info().workerIndex}-${Date.now()}@example.com`;
  const signup = await request.post('/api/auth/signup', {
    data: { email, password: OLD_PASSWORD },
    headers: { Origin: origin },
  });
  expect(signup.status()).toBe(202);

  await page.goto('/auth/login');
  await settled(page);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/^If an account uses this email address/)).toBeFocused();

  // The mail leaves in the background: ask the development outbox until it is there.
  let link = '';
  await expect
    .poll(async () => {
      const outbox = (await (await request.get('/api/dev/outbox')).json()) as {
        mails: Array<{ to: string; text: string }>;
      };
      const text = outbox.mails.find((mail) => mail.to === email)?.text ?? '';
      link = /https?:\/\/\S+\/auth\/reset-password\?token=\S+/.exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  expect(new URL(link).origin).toBe(origin);

  await page.goto(link);
  await settled(page);
  // Password managers save the new password under the account the link names, in a field only
  // they see (without one, Chromium logs advice that fails the test).
  await expect(page.locator('input[autocomplete="username"]')).toHaveValue(email);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(
    page.getByText('Your password is set, and every session of your account has ended.'),
  ).toBeFocused();
  await page.getByRole('link', { name: 'Log in with your new password' }).click();
  await expect(page).toHaveURL('/auth/login');

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(OLD_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'The email or the password is not right.',
  );
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
});
