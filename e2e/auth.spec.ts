import { chunkOf, expect, failRequests, seriousAxeViolations, settled, test } from './fixtures';

test.describe('login', () => {
  test('validates, with messages tied to the fields, then signs in to the dashboard', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await settled(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/Enter your email address/);
    await expect(password).toHaveAccessibleDescription(/Enter your password/);
    await expect(email).toBeFocused();

    await email.fill('someone@example');
    await expect(email).toHaveAccessibleDescription(/name@example\.com/);
    await email.fill('editor@example.com');
    await password.fill('tessera-demo');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/dashboard');
    await settled(page);
    await page.getByRole('button', { name: 'Account' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Eddie Editor');
    await expect(menu).toContainText('Editor');
    await expect(menu).toContainText('editor@example.com');
  });

  test("offers the demo API's accounts, each filling the form in", async ({ page }) => {
    await page.goto('/auth/login');
    await settled(page);
    await page.getByRole('button', { name: 'Fill in Vera Viewer (Viewer)' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('viewer@example.com');
    await expect(page.getByLabel('Password')).toHaveValue('tessera-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('links to signup', async ({ page }) => {
    await page.goto('/auth/login');
    await settled(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/auth/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create a new account');
  });
});

test.describe('login refused', () => {
  // The browser logs the 401 answer itself.
  test.use({ allowedConsole: [/status of 401/] });
  test('refuses a wrong password without saying which field was wrong', async ({ page }) => {
    await page.goto('/auth/login');
    await settled(page);
    await page.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert').first()).toHaveText(
      'The email or the password is not right.',
    );
  });
});

test.describe('signup', () => {
  test('needs a valid email, 12 characters, an uncommon password and the terms, then goes to the dashboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    // The password policy (zxcvbn and its word lists) is a chunk of its own, fetched on demand.
    const policyChunk = chunkOf('server/password-policy.ts');
    const policyRequests: string[] = [];
    page.on('request', (request) => {
      if (policyChunk.test(request.url())) policyRequests.push(request.url());
    });
    await page.goto('/auth/signup');
    await settled(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    const strength = page.getByRole('status').filter({ hasText: 'Strength:' });
    const terms = page.getByRole('checkbox', { name: /I agree to the/ });
    await expect(terms).not.toBeChecked();
    await expect(page.getByRole('link', { name: /terms of use/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(password).toHaveAccessibleDescription(
      /At least 12 characters\. Avoid common passwords/,
    );

    const address = `new-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await email.fill(address);
    expect(policyRequests).toEqual([]);
    await password.fill('Xq7#mv9Lp2w');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(password).toHaveAccessibleDescription(/at least 12 characters for your password/i);
    await expect(terms).toHaveAccessibleDescription(/Accept the terms of use/);
    await expect(password).toBeFocused();
    await expect(email).toHaveValue(address);
    await expect.poll(() => policyRequests.length).toBe(1);

    // Once the policy has loaded, a common password is refused before it is sent.
    await password.fill('password1234');
    await expect(strength).toHaveText(/^Strength: weak\./);
    await terms.check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(password).toHaveAccessibleDescription(/too common or too easy to guess/);
    await expect(password).toBeFocused();
    await expect(page).toHaveURL('/auth/signup');

    await password.fill('correct horse battery');
    await expect(strength).toHaveText('Strength: very strong.');
    await expect(password).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });
});

test.describe('signup without the password policy chunk', () => {
  // The browser logs the failed download itself.
  const policyChunk = chunkOf('server/password-policy.ts');
  test.use({ allowedConsole: [policyChunk] });
  test('shows no strength hint and still signs up', async ({ page }) => {
    await failRequests(page, policyChunk);
    const failed = page.waitForEvent('requestfailed', (request) => policyChunk.test(request.url()));
    await page.goto('/auth/signup');
    await settled(page);
    await page.getByLabel('Email').fill(`offline-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await failed;
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/At least 12 characters/);
    await page.getByRole('checkbox', { name: /I agree to the/ }).check();
    await expect(page.getByText(/^Strength:/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });
});
