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

// The light theme's axe pass runs with the route check at 1440 px (routes.spec.ts); the dark
// theme's runs at the narrowest phone, where the same visit checks that the page reflows: only a
// table or a code block may scroll sideways, inside its card. One visit per route and state.
test.describe('axe, dark theme, 320 px', () => {
  for (const route of appRoutes) {
    test.describe(() => {
      test.use({ allowedConsole: route.allowedConsole, viewport: { width: 320, height: 640 } });
      test(`${route.path} has no serious axe violation and does not scroll sideways`, async ({
        page,
      }) => {
        // A whole icon set is thousands of elements for axe to walk.
        test.slow(route.name === 'icon-set');
        if (route.signIn) await signInWithApi(page, 'admin');
        await openSettled(page, route.path, 'dark');
        // Charts and maps draw once their chunks have arrived.
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                resolve(
                  document.documentElement.scrollWidth - document.documentElement.clientWidth,
                ),
              ),
            ),
        );
        expect(overflow, 'px the page scrolls sideways').toBeLessThanOrEqual(0);
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
