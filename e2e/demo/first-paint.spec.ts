import { chunkOf, expect, holdRequests, test } from '../fixtures';

// What the demo dashboard's first paint waits for: each chunk held back shows the page painted
// (and usable) without it.

test('the dashboard paints its heading and cards before the tabs, Chart.js, the table and the hidden tabs arrive', async ({
  page,
}) => {
  const sources = [
    'src/demo/pages/dashboard/dashboard-data.tsx',
    'src/demo/pages/dashboard/dashboard-tabs.tsx',
    'src/demo/pages/dashboard/dashboard-tabs-card.tsx',
    'src/widgets/chart/chart-canvas.tsx',
  ];
  const chunks = sources.map(chunkOf);
  const later = await holdRequests(page, (url) => chunks.some((chunk) => chunk.test(url.href)));
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  // They are asked for once the page has painted, and held back.
  await expect.poll(() => later.held()).toBeGreaterThan(0);
  await expect(page.getByRole('tab')).toHaveCount(0);

  later.release();
  await expect(page.getByRole('tab', { name: 'Data visualisation' })).toBeVisible();
  await expect(page.getByRole('img', { name: /population/i })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Demo users' })).toBeVisible();
});

test('what is typed while the demo accounts are still on their way is kept, and submitted', async ({
  page,
}) => {
  // The demo accounts' card arrives last: the form is usable before it, and keeps what was typed.
  const demo = await holdRequests(page, /\/api\/auth\/demo-accounts$/);
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('tessera-demo');
  expect(demo.held()).toBe(1);
  demo.release();
  await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('admin@example.com');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
});
