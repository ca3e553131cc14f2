import { appRoutes } from './app-routes';
import {
  expect,
  openSettled,
  seriousAxeViolations,
  settled,
  signInWithApi,
  storeTheme,
  test,
} from './fixtures';

// The light theme's axe pass runs with the route check (routes.spec.ts), one visit per route.
test.describe('axe, dark theme', () => {
  for (const route of appRoutes) {
    test.describe(() => {
      test.use({ allowedConsole: route.allowedConsole });
      test(`${route.path}`, async ({ page }) => {
        // A whole icon set is thousands of elements for axe to walk.
        test.slow(route.name === 'icon-set');
        if (route.signIn) await signInWithApi(page, 'admin');
        await openSettled(page, route.path, 'dark');
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });
  }
});

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
