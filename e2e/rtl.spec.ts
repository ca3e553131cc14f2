import type { Page } from '@playwright/test';

import {
  expect,
  openSettled,
  seriousAxeViolations,
  settled,
  storeLanguage,
  test,
} from './fixtures';

// Right to left, in Arabic. Every route is also swept in Arabic by routes.spec.ts (dark, 320 px);
// here: the shell's geometry, keys that mirror, the first paint, and light-theme axe on the
// pages with the most widgets. Elements are found by role and slot, so the checks hold for any
// right-to-left language.

test.beforeEach(async ({ page }) => {
  await storeLanguage(page, 'ar');
});

const shots = process.env.RTL_SHOTS;

async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

test('the sidebar is on the right at 1440 px; light-theme axe and screenshots of three pages', async ({
  page,
}) => {
  for (const path of ['/admin/dashboard', '/admin/tables', '/admin/forms/form-wizards']) {
    await openSettled(page, path, 'light');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const sidebar = await page.locator('[data-slot="sidebar"]').boundingBox();
    expect(sidebar).not.toBeNull();
    // Its right edge is 24 px (lg:end-6) from the viewport's right edge.
    expect(Math.round(sidebar!.x + sidebar!.width)).toBe(1440 - 24);
    expect(await seriousAxeViolations(page), `light theme, ${path}`).toEqual([]);
    await page.waitForLoadState('networkidle');
    await shoot(page, `${path.split('/').at(-1)}-1440`);
  }
});

test('at 375 px the sidebar slides in from the right; screenshots of three pages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const path of ['/admin/dashboard', '/admin/tables', '/admin/forms/form-wizards']) {
    await openSettled(page, path, 'light');
    await page.waitForLoadState('networkidle');
    await shoot(page, `${path.split('/').at(-1)}-375`);
  }
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

test('arrow keys move the tabs and the slider the mirrored way', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await settled(page);
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await tabs.first().focus();
  // Right to left the next tab is to the left.
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  const first = await tabs.nth(0).boundingBox();
  const second = await tabs.nth(1).boundingBox();
  expect(second!.x).toBeLessThan(first!.x);

  await page.goto('/admin/statistics/progress-bars');
  await settled(page);
  const slider = page.getByRole('slider').first();
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).not.toHaveAttribute('aria-valuenow', '0');
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

test('addresses keep their own order: email cells and fields read left to right', async ({
  page,
}) => {
  await page.goto('/admin/tables');
  await settled(page);
  const email = page.locator('td bdi').filter({ hasText: '@' }).first();
  await expect(email).toBeVisible();
  expect(await email.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  const name = page.locator('td bdi').filter({ hasNotText: '@' }).first();
  // The cell around it stays right to left: only the address is isolated.
  expect(await name.evaluate((element) => getComputedStyle(element.closest('td')!).direction)).toBe(
    'rtl',
  );

  await page.goto('/auth/login');
  await settled(page);
  const field = page.locator('input[type="email"]');
  expect(await field.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
});
