import type { APIRequestContext, Browser, Page } from '@playwright/test';

import {
  endSessionWithApi,
  expect,
  settled,
  sidewaysScroll,
  signInWithApi,
  storeLanguage,
  test,
} from './fixtures';

const PASSWORD = 'amber-window-tractor-31';
const NEW_PASSWORD = 'violet-harbor-quantum-47';

// A session ended elsewhere: the page's next API call is a 401, which the browser logs itself.
test.use({ allowedConsole: [/status of 401/] });

let counter = 0;
/** An address no other test uses. */
const uniqueEmail = (label: string) =>
  `${label}-${test.info().workerIndex}-${Date.now()}-${(counter += 1)}@example.com`;

/** Signs up through the API (its own account: the demo accounts stay as other tests expect). */
async function signUp(request: APIRequestContext, origin: string, email: string) {
  const sent = await request.post('/api/auth/signup', {
    data: { email, password: PASSWORD },
    headers: { Origin: origin },
  });
  expect(sent.status()).toBe(202);
}

/** Signs `page`'s context in through the API. */
async function signIn(page: Page, origin: string, email: string, password = PASSWORD) {
  const sent = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { Origin: origin },
  });
  expect(sent.status()).toBe(200);
}

/** The newest link to `path` the outbox holds for `to` (mail leaves in the background). */
async function mailedLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/api/dev/outbox')).json()) as {
        mails: Array<{ to: string; text: string }>;
      };
      const text = mails.find((mail) => mail.to === to)?.text ?? '';
      link = new RegExp(`https?://\\S+${path}\\?token=\\S+`).exec(text)?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** A second browser (its own cookies) signed in to the same account, on the account page. */
async function secondBrowser(
  browser: Browser,
  baseURL: string,
  email: string,
  password = PASSWORD,
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, new URL(baseURL).origin, email, password);
  await page.goto('/admin/account');
  await settled(page);
  return { context, page };
}

test('sign up, then verify the address from the mailed link', async ({
  page,
  request,
  baseURL,
}) => {
  const email = uniqueEmail('verify');
  await page.goto('/auth/signup');
  await settled(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
  const banner = page.getByText(/^Your email address is not verified yet/);
  await expect(banner).toBeVisible();

  const link = await mailedLink(request, email, '/auth/verify-email');
  expect(new URL(link).origin).toBe(new URL(baseURL!).origin);
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeFocused();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await settled(page);
  await expect(banner).toHaveCount(0);
});

test('changing the password signs the other browser out', async ({ page, browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const email = uniqueEmail('password');
  await signUp(page.request, origin, email);
  await signIn(page, origin, email);
  const other = await secondBrowser(browser, baseURL!, email);

  await page.goto('/admin/account');
  await settled(page);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed')).toBeVisible();

  await other.page.reload();
  await expect(other.page).toHaveURL(/\/auth\/login/);
  await other.context.close();
});

test('two sessions: this one ends the other', async ({ page, browser, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const email = uniqueEmail('sessions');
  await signUp(page.request, origin, email);
  await signIn(page, origin, email);
  const other = await secondBrowser(browser, baseURL!, email);

  await page.goto('/admin/account');
  await settled(page);
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByText('This device')).toBeVisible();
  await sessions.getByRole('button', { name: /^End session on / }).click();
  await expect(sessions.getByText('The session has ended.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();

  await other.page.reload();
  await expect(other.page).toHaveURL(/\/auth\/login/);
  await other.context.close();
});

test('email change: the link mailed to the new address makes it the sign-in email', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const email = uniqueEmail('old');
  const next = uniqueEmail('new');
  await signUp(request, origin, email);
  await signIn(page, origin, email);
  await page.goto('/admin/account');
  await settled(page);
  await page.getByLabel('New email address').fill(next);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText(/a confirmation link is on its way there/)).toBeVisible();

  const link = await mailedLink(request, next, '/auth/confirm-email');
  await page.goto(link);
  await expect(page.getByText(`Your email address is now ${next}.`)).toBeFocused();
  // The old address is told.
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/api/dev/outbox')).json()) as {
        mails: Array<{ to: string; subject: string }>;
      };
      return mails.find((mail) => mail.to === email)?.subject;
    })
    .toBe('Your Tessera Admin email was changed');

  await endSessionWithApi(page);
  await page.goto('/auth/login');
  await settled(page);
  await page.getByLabel('Email').fill(next);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
});

test('a profile typed when the session ends is back after signing in again, until it is saved', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const email = uniqueEmail('profile-draft');
  await signUp(request, origin, email);
  await signIn(page, origin, email);
  await page.goto('/admin/account');
  await settled(page);
  await page.getByLabel('Name', { exact: true }).fill('Dana Draft');
  await endSessionWithApi(page);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page).toHaveURL('/auth/login?next=%2Fadmin%2Faccount');
  await settled(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/account');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Dana Draft');
  await expect(page.getByText(/What you typed before signing in again is back/)).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await settled(page);
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Dana Draft');
  await expect(page.getByText(/What you typed before signing in again is back/)).toHaveCount(0);
});

test('on a 320 px phone in Portuguese, whose labels run longest, a long button label wraps instead of pushing the page sideways', async ({
  page,
}) => {
  await signInWithApi(page, 'admin');
  await storeLanguage(page, 'pt-BR');
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/admin/account');
  await settled(page);
  const turnOn = page.getByRole('button', { name: 'Ativar a autenticação em dois fatores' });
  await expect(turnOn).toBeVisible();
  expect(await sidewaysScroll(page), 'px the page scrolls sideways').toBeLessThanOrEqual(0);
  const box = (await turnOn.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(320);
});
