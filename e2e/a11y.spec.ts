import { expect, seriousAxeViolations, settled, signInWithApi, storeTheme, test } from './fixtures';

// Every route's axe passes, in both themes, are in routes.spec.ts; here: states a route opens into.
test.describe('axe, open states', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`top bar menus open, ${theme}`, async ({ page }) => {
      // Four whole-page axe passes, one per menu.
      test.slow();
      await storeTheme(page, theme);
      await page.goto('/admin/dashboard');
      await settled(page);
      for (const name of ['Messages', 'Notifications', 'Language', 'Account']) {
        await page.getByRole('button', { name }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await seriousAxeViolations(page), name).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });

    test(`phone sidebar open, every group expanded, ${theme}`, async ({ page }) => {
      await storeTheme(page, theme);
      await page.setViewportSize({ width: 375, height: 800 });
      await signInWithApi(page, 'admin');
      await page.goto('/admin/dashboard');
      await settled(page);
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      await expect(sidebar).toBeVisible();
      // Opening a group leaves the others open until the route changes.
      const groups = await sidebar.locator('button[aria-expanded="false"]').allInnerTexts();
      for (const name of groups) {
        const group = sidebar.getByRole('button', { name, exact: true });
        await group.click();
        await expect(group).toHaveAttribute('aria-expanded', 'true');
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
