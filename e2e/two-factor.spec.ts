import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { expect, openSettled, seriousAxeViolations, settled, test } from './fixtures';

const PASSWORD = 'violet-harbor-quantum-47';
const STEP_MS = 30_000;

/** The code an app shows for `secret`, `steps` periods from now (the server allows one of drift). */
const codeFor = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({
    timestamp: Date.now() + steps * STEP_MS,
  });

/** A new account of its own, signed in through the API (the page's context shares the cookie). */
async function signUp(page: Page, baseURL: string, name: string) {
  const origin = new URL(baseURL).origin;
  const email = `${name}-${test.info().workerIndex}-${Date.now()}@example.com`;
  const data = { email, password: PASSWORD };
  const headers = { Origin: origin };
  // Sign-up answers alike for a new and a taken email, and signs nobody in: sign in after it.
  expect((await page.request.post(`${origin}/api/auth/signup`, { data, headers })).status()).toBe(
    202,
  );
  expect((await page.request.post(`${origin}/api/auth/login`, { data, headers })).status()).toBe(
    200,
  );
  return email;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/login');
}

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/auth/two-factor');
}

test.describe(() => {
  // A wrong second factor's 401 is logged by the browser itself.
  test.use({ allowedConsole: [/status of 401/] });

  test('two-factor: turn on with a code from the shown key, then sign in with a code, with a recovery code, and not with it twice', async ({
    page,
    baseURL,
  }) => {
    const email = await signUp(page, baseURL!, 'two-factor');
    await page.goto('/admin/account');
    await settled(page);
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await expect(
      section.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = await section.getByLabel('Setup key').inputValue();
    await section.getByLabel('Authentication code').fill(codeFor(secret));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const codes = section
      .getByRole('group', { name: 'Save your recovery codes' })
      .getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = await codes.allTextContents();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download recovery codes' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('tessera-recovery-codes.txt');
    const saved = await download.createReadStream().then(async (stream) => {
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      return text;
    });
    for (const code of recovery) expect(saved).toContain(code);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByText('10 recovery codes left.')).toBeVisible();

    // The code confirmed at setup is spent: the next period's code (within the server's drift
    // allowance) signs in without waiting for the clock.
    await logOut(page);
    await logIn(page, email);
    await page.getByLabel('Authentication code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/admin/dashboard');

    await logOut(page);
    await logIn(page, email);
    await page.getByLabel('Authentication code').fill(recovery[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/admin/dashboard');

    await logOut(page);
    await logIn(page, email);
    await page.getByLabel('Authentication code').fill(recovery[0]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert').first()).toHaveText(/^That code is not right\./);
    await expect(page).toHaveURL('/auth/two-factor');
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: the two-factor section while turning it on, and the two-factor page, ${theme}`, async ({
    page,
    baseURL,
  }) => {
    await signUp(page, baseURL!, `two-factor-axe-${theme}`);
    await openSettled(page, '/admin/account', theme);
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await section.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await expect(section.getByLabel('Setup key')).toBeVisible();
    expect(await seriousAxeViolations(page), 'the section').toEqual([]);

    await page.goto('/auth/two-factor');
    await settled(page);
    await expect(page.getByLabel('Authentication code')).toBeVisible();
    expect(await seriousAxeViolations(page), 'the page').toEqual([]);
  });
}
