import { expect, holdRequests, test } from '../fixtures';

// What the demo dashboard's first paint waits for: each chunk held back shows the page painted
// (and usable) without it.

test('the dashboard paints its heading and cards before the tabs, Chart.js, the table and the hidden tabs arrive', async ({
  page,
}) => {
  const later = await holdRequests(
    page,
    /\/assets\/(dashboard-data|dashboard-tabs|dashboard-tabs-card|tabs|chart)-[\w-]+\.js/,
  );
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
