import type { Page } from '@playwright/test';

import {
  expect,
  openSettled,
  seriousAxeViolations,
  settled,
  storeLanguage,
  test,
} from '../fixtures';

// The demo's widgets right to left, in Arabic: light-theme axe on the pages with the most widgets,
// keys that mirror, addresses in tables. RTL_SHOTS=<folder> also saves screenshots to look at.

test.beforeEach(async ({ page }) => {
  await storeLanguage(page, 'ar');
});

const shots = process.env.RTL_SHOTS;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

// The dashboard's shell is checked by e2e/rtl.spec.ts; the screenshots include it.
const PAGES = ['/admin/tables', '/admin/forms/form-wizards'];

test('the pages with the most widgets pass axe in the light theme', async ({ page }) => {
  for (const path of PAGES) {
    await openSettled(page, path, 'light');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await seriousAxeViolations(page), `light theme, ${path}`).toEqual([]);
  }
  if (!shots) return;
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/admin/dashboard', ...PAGES]) {
      await openSettled(page, path, 'light');
      await shoot(page, `${path.split('/').at(-1)}-${width}`);
    }
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

test('addresses in a table keep their own order; the cell stays right to left', async ({
  page,
}) => {
  await page.goto('/admin/tables');
  await settled(page);
  const email = page.locator('td bdi').filter({ hasText: '@' }).first();
  await expect(email).toBeVisible();
  expect(await email.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  expect(
    await email.evaluate((element) => getComputedStyle(element.closest('td')!).direction),
  ).toBe('rtl');
});
