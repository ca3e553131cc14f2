import { expect, settled, test } from './fixtures';

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
  test('needs a valid email, 8 characters and the terms, then goes to the dashboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/auth/signup');
    await settled(page);
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    const terms = page.getByRole('checkbox', { name: /I agree to the/ });
    await expect(terms).not.toBeChecked();
    await expect(page.getByRole('link', { name: /terms of use/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    const address = `new-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await email.fill(address);
    await password.fill('1234567');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(password).toHaveAccessibleDescription(/at least 8 characters/i);
    await expect(terms).toHaveAccessibleDescription(/Accept the terms of use/);
    await expect(password).toBeFocused();
    await expect(email).toHaveValue(address);

    await password.fill('12345678');
    await terms.check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });
});
