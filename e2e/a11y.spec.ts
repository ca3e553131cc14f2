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

    test(`phone sidebar open, ${theme}`, async ({ page }) => {
      await storeTheme(page, theme);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/admin/ui/typography');
      await settled(page);
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});
