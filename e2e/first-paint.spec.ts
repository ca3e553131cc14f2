import { chunkOf, expect, holdRequests, settled, signInWithApi, test } from './fixtures';

// How the app starts: the start-up script sets what must not flash, Vite's own preload lists
// bring each page's chunks with it, and nothing a person does while it starts is lost.

test('the theme and the language are on <html> before the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('tessera.theme', '"dark"');
    window.localStorage.setItem('tessera.language', '"es"');
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      (window as unknown as { __atLoad: unknown }).__atLoad = {
        theme: root.dataset.theme,
        lang: root.lang,
        colorScheme: root.style.colorScheme,
        rendered: document.getElementById('root')?.childElementCount,
      };
    });
  });
  await page.goto('/auth/login');
  await settled(page);
  expect(await page.evaluate(() => (window as unknown as { __atLoad: unknown }).__atLoad)).toEqual({
    theme: 'dark',
    lang: 'es',
    colorScheme: 'dark',
    rendered: 0, // nothing of the app yet: what is right before the first paint is the start-up script's
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola de nuevo');
});

test('the top-bar menus load after the first paint; a click before they arrive opens that menu', async ({
  page,
}) => {
  const menus = await holdRequests(page, chunkOf('src/layouts/admin/menus/top-bar-menus.tsx'));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const messages = page.getByRole('banner').getByRole('button', { name: 'Messages' });
  await messages.click();
  menus.release();
  await expect(page.getByRole('menu', { name: 'Messages' })).toBeVisible();
});

test('nothing of the login form shows before its code has arrived; once shown it keeps what is typed and submits it', async ({
  page,
}) => {
  const loginPage = await holdRequests(page, chunkOf('src/pages/auth/login-page.tsx'));
  await page.goto('/auth/login');
  // Honest while it starts: a loading bar, no form that would ignore what is typed into it.
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect.poll(() => loginPage.held()).toBe(1);
  await expect(page.getByLabel('Email')).toHaveCount(0);
  loginPage.release();
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('tessera-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
});

test('a page behind sign-in downloads its chunks while the account is checked, and its data as soon as it answers', async ({
  page,
}) => {
  await signInWithApi(page, 'admin');
  const me = await holdRequests(page, /\/api\/auth\/me$/);
  const usersPage = await holdRequests(page, chunkOf('src/pages/users/users-page.tsx'));
  const dataModule = page.waitForRequest(chunkOf('src/pages/users/users-data.ts'));
  const list = page.waitForRequest(/\/api\/users\?/);
  await page.goto('/admin/users');
  // The page's code and the module that reads its data are asked for while the session check is
  // held unanswered (after it, these would wait forever), and the check itself is on its way.
  await dataModule;
  await expect.poll(() => usersPage.held()).toBe(1);
  await expect.poll(() => me.held()).toBe(1);
  me.release();
  // The list's first page is asked for once the account is known, while the page's code is still
  // held (after it, this would wait forever).
  await list;
  usersPage.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});

test('a sidebar link pointed at downloads its page before it is clicked', async ({ page }) => {
  await signInWithApi(page, 'admin');
  await page.goto('/admin/dashboard');
  await settled(page);
  const users = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', {
    name: 'Users',
  });
  const chunk = page.waitForRequest(chunkOf('src/pages/users/users-page.tsx'));
  await users.hover();
  await chunk;
  await users.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});
