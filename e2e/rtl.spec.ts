import {
  expect,
  openSettled,
  seriousAxeViolations,
  settled,
  storeLanguage,
  test,
} from './fixtures';

// Right to left, in Arabic. Every route is also swept in Arabic by routes.spec.ts (dark, 320 px);
// here: the shell's geometry, the first paint and address fields (the demo's widgets are in
// e2e/demo/rtl.spec.ts). Elements are found by role and slot, so the checks hold for any
// right-to-left language.

test.beforeEach(async ({ page }) => {
  await storeLanguage(page, 'ar');
});

test('the sidebar is on the right at 1440 px, and the shell passes axe in the light theme', async ({
  page,
}) => {
  await openSettled(page, '/admin/dashboard', 'light');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sidebar = await page.locator('[data-slot="sidebar"]').boundingBox();
  expect(sidebar).not.toBeNull();
  // Its right edge is 24 px (lg:end-6) from the viewport's right edge.
  expect(Math.round(sidebar!.x + sidebar!.width)).toBe(1440 - 24);
  expect(await seriousAxeViolations(page), 'light theme').toEqual([]);
});

test('at 375 px the sidebar slides in from the right', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openSettled(page, '/admin/dashboard', 'light');
  const sidebar = page.locator('[data-slot="sidebar"]');
  await expect(sidebar).toHaveAttribute('data-state', 'closed');
  // Closed, it waits off the right edge.
  const closed = await sidebar.boundingBox();
  expect(closed!.x).toBeGreaterThanOrEqual(375 - 1);
  await page.locator('header button[aria-controls]').first().click();
  await expect(sidebar).toHaveAttribute('data-state', 'open');
  await expect
    .poll(async () => {
      const box = await sidebar.boundingBox();
      return box && Math.round(box.x + box.width);
    })
    .toBe(375);
});

test('a menu opened from the top bar stays inside the viewport', async ({ page }) => {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/dashboard');
    await settled(page);
    // The language menu sits at the top bar's end (the left edge right to left).
    const toggle = page.locator('header button[aria-haspopup="menu"]').nth(0);
    await toggle.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= width;
      })
      .toBe(true);
    await page.keyboard.press('Escape');
  }
});

test('a reload paints right to left before the app runs', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.documentElement.setAttribute('data-dir-at-load', document.documentElement.dir);
    });
  });
  await page.goto('/admin/dashboard');
  await settled(page);
  await page.reload();
  await settled(page);
  await expect(page.locator('html')).toHaveAttribute('data-dir-at-load', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an email field reads left to right', async ({ page }) => {
  await page.goto('/auth/login');
  await settled(page);
  const field = page.locator('input[type="email"]');
  expect(await field.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
});
