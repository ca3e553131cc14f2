import { appRedirects, appRoutes } from './app-routes';
import {
  expect,
  openSettled,
  seriousAxeViolations,
  settled,
  signInWithApi,
  test,
} from './fixtures';

// One visit per route checks what it renders and, in the light theme at 1440 px, runs axe; the
// dark theme's axe pass, at 320 px with the reflow check, is in a11y.spec.ts.
test.describe('every route (light theme)', () => {
  for (const route of appRoutes) {
    test.describe(() => {
      test.use({ allowedConsole: route.allowedConsole });
      test(`${route.path} renders its heading, with no serious axe violation`, async ({ page }) => {
        // A whole icon set is thousands of elements for axe to walk.
        test.slow(route.name === 'icon-set');
        if (route.signIn) await signInWithApi(page, 'admin');
        await openSettled(page, route.path, 'light');
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page.locator('main')).toHaveCount(1);
        await expect(page).toHaveTitle(/Tessera Admin/);
        if (route.admin) {
          // Every admin page's heading is the shared page header: one size, timed by the benchmark.
          await expect(page.locator('h1')).toHaveAttribute('elementtiming', 'page-heading');
          await expect(page.locator('h1')).toHaveCSS('font-size', '30px');
          await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
          await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
        }
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });
  }
});

test.describe('redirects', () => {
  const home = appRoutes.find((route) => route.name === 'dashboard')!.path;
  for (const [from, to] of [...appRedirects, ['/no/such/page', home], ['/dashboard', home]]) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await settled(page);
    });
  }
});
