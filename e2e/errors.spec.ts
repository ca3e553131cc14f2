import { chunkOf, expect, failRequests, settled, signInWithApi, test } from './fixtures';

test.describe('a page chunk that fails to load', () => {
  test.use({
    allowedConsole: [
      /Failed to load resource|Failed to fetch dynamically imported module|ChunkLoadError|Page chunk failed/,
    ],
  });

  test('shows a message with Retry inside the shell, and Retry recovers', async ({ page }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/dashboard');
    await settled(page);
    const chunk = await failRequests(page, chunkOf('src/pages/users/users-page.tsx'));
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await sidebar.getByRole('link', { name: 'Users' }).click();

    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: "Couldn't load this page" })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
    // The shell keeps working around the message.
    await expect(sidebar).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Users');

    chunk.reconnect();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('the server does not answer', () => {
  test.use({ allowedConsole: [/Failed to load resource/] });

  test('Log out says it could not sign out, and the account stays signed in', async ({ page }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/users');
    await settled(page);
    const logout = await failRequests(page, /\/api\/auth\/logout$/);
    const account = page.getByRole('button', { name: 'Account', exact: true });
    await account.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText(/Couldn't sign out: the server did not answer/)).toBeVisible();
    await expect(page).toHaveURL('/admin/users');
    // The session is still there: a reload shows the account's page, not the sign-in form.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    logout.reconnect();
    await account.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/auth/login');
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/auth\/login\?next=/);
  });

  test('a page behind sign-in says so with Retry, not "sign in"; so does the sign-in form', async ({
    page,
  }) => {
    await signInWithApi(page, 'admin');
    // Offline for a moment, or the server restarting: not a host without the API.
    const me = await failRequests(page, /\/api\/auth\/me$/);
    await page.goto('/admin/users');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: "Couldn't reach the server" })).toBeVisible();
    await expect(page).toHaveURL('/admin/users');
    me.reconnect();
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

    // The sign-in form, opened while the server is down, says so and signs in once it is back.
    await page.context().clearCookies();
    const again = await failRequests(page, /\/api\/auth\/me$/);
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('tessera-demo');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "Couldn't reach the server. Check your connection and try again in a moment.",
    );
    again.reconnect();
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });
});

test.describe('the top bar menus chunk fails to load', () => {
  test.use({ allowedConsole: [/Failed to load resource/] });

  test('the shell stays up, the buttons say so, and a click fetches the menus again', async ({
    page,
  }) => {
    const chunk = await failRequests(page, chunkOf('src/layouts/admin/menus/top-bar-menus.tsx'));
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
    const banner = page.getByRole('banner');
    const messages = banner.getByRole('button', { name: 'Messages' });
    for (const name of ['Messages', 'Notifications', 'Language', 'Account']) {
      await expect(banner.getByRole('button', { name })).toHaveAccessibleDescription(
        'This menu could not load. Select it to try again.',
      );
    }
    // The theme toggle is not part of that chunk: it keeps working.
    await banner.getByRole('button', { name: 'Toggle theme' }).click();

    await messages.click();
    await expect(banner.getByRole('status')).toHaveText(
      'The menus still could not load. Check your connection, then select a menu to try again.',
    );

    chunk.reconnect();
    await messages.click();
    await expect(page.getByRole('menu', { name: 'Messages' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(messages).toBeFocused();
    await expect(messages).not.toHaveAttribute('aria-describedby');
  });
});

test.describe('the language file fails on the first visit', () => {
  test.use({ allowedConsole: [/Failed to load resource|Failed to fetch dynamically imported/] });

  test('a plain message offers Reload, which works under the Content-Security-Policy', async ({
    page,
  }) => {
    const chunk = await failRequests(page, chunkOf('src/i18n/locales/en/index.ts'));
    await page.goto('/admin/dashboard');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Couldn’t load the app' })).toBeVisible();
    chunk.reconnect();
    await alert.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});
