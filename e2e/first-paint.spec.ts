import type { Page } from '@playwright/test';

import { expect, holdRequests, test } from './fixtures';

/** The app's entry script: held back, only the inline start-up script has run. */
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** The `modulepreload` hints for the chunk named `name` (`login-page`, `es`, …). */
const hints = (page: Page, name: string) =>
  page.locator(`link[rel="modulepreload"][href*="/assets/${name}-"]`);

// What the first paint waits for, and what it no longer does: each check holds one chunk back and
// shows the page painted (and usable) without it.

test('the top-bar menus load after the first paint; a click before they arrive opens that menu', async ({
  page,
}) => {
  const menus = await holdRequests(page, /\/assets\/top-bar-menus-[\w-]+\.js/);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const messages = page.getByRole('banner').getByRole('button', { name: 'Messages' });
  await messages.click();
  menus.release();
  await expect(page.getByRole('menuitem', { name: 'New message from Oleg M' })).toBeVisible();
});

test('the stored language’s strings are requested before the entry has run', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('tessera.language', '"es"'));
  const spanish = page.waitForRequest(/\/assets\/es-[\w-]+\.js/);
  await page.goto('/admin/dashboard');
  // The start-up script adds the hint while <head> is parsed, before any module has run.
  await expect(hints(page, 'es')).toHaveCount(1);
  await spanish;
  await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
});

test('the chunks the language’s strings import are requested with them, not after', async ({
  page,
}) => {
  // With the entry held back, only the start-up script has run: each hint is its doing.
  await holdRequests(page, ENTRY);
  await page.addInitScript(() => window.localStorage.setItem('tessera.language', '"pt-BR"'));
  await page.goto('/admin/dashboard', { waitUntil: 'commit' });
  await expect(hints(page, 'pt-BR')).toHaveCount(1);
  await expect(hints(page, 'merge-strings')).toHaveCount(1);
  await expect(hints(page, 'es')).toHaveCount(0);
});

test('the route’s layout and page chunks are requested before the entry has run', async ({
  page,
}) => {
  // With the entry held back, only the start-up script has run.
  await holdRequests(page, ENTRY);
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(hints(page, 'login-page')).toHaveCount(1);
  await expect(hints(page, 'auth-layout')).toHaveCount(1);
  await expect(hints(page, 'admin-layout')).toHaveCount(0);
  // A `:param` route, and a path that redirects (the section's index).
  await page.goto('/admin/users/7', { waitUntil: 'commit' });
  await expect(hints(page, 'user-page')).toHaveCount(1);
  await expect(hints(page, 'admin-layout')).toHaveCount(1);
  await expect(hints(page, 'users-page')).toHaveCount(0);
  await page.goto('/auth', { waitUntil: 'commit' });
  await expect(hints(page, 'login-page')).toHaveCount(1);
});

test('a sidebar link pointed at asks for its page’s chunks before it is clicked', async ({
  page,
}) => {
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(hints(page, 'tables-page')).toHaveCount(0);
  const tables = page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', {
    name: 'Tables',
  });
  await tables.hover();
  await expect(hints(page, 'tables-page')).toHaveCount(1);
  await tables.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
  // One hint per chunk, however often the link was pointed at.
  await expect(hints(page, 'tables-page')).toHaveCount(1);
});

test.describe('a page drawn into its HTML at build time', () => {
  test('paints before any script has run, inert, and the app takes it over', async ({ page }) => {
    const entry = await holdRequests(page, ENTRY);
    await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
    const root = page.locator('#root');
    await expect(root.locator('h1')).toHaveText('Dashboard');
    await expect(root).toHaveAttribute('inert');
    await expect(page).toHaveTitle('Dashboard · Tessera Admin');
    // The entry is asked for once the drawn page has painted.
    await expect.poll(() => entry.held()).toBe(1);
    entry.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(root).not.toHaveAttribute('inert');
    await expect(root).not.toHaveAttribute('data-prerendered');
    await expect(root.locator('h1')).toHaveCount(1);
  });

  test('on a phone, hides the sidebar it was drawn with', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await holdRequests(page, ENTRY);
    await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root h1')).toBeVisible();
    await expect(page.locator('#root [data-slot="sidebar"]')).toBeHidden();
    await expect(page.locator('#root [data-slot="sidebar-backdrop"]')).toBeHidden();
  });

  test('in another language, stays hidden until the app draws the page in it', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('tessera.language', '"es"'));
    const entry = await holdRequests(page, ENTRY);
    await page.goto('/admin/dashboard', { waitUntil: 'domcontentloaded' });
    // No paint to wait for: the entry is asked for at once.
    await expect.poll(() => entry.held()).toBe(1);
    await expect(page.locator('#root h1')).toBeHidden();
    entry.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Panel' })).toBeVisible();
  });

  test('a page behind a sign-in is not drawn', async ({ page }) => {
    await holdRequests(page, ENTRY);
    // (A plain page's entry is in <head>: held back, the document never finishes loading.)
    await page.goto('/admin/users', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  });
});
