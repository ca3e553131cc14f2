import { appRedirects, appRoutes } from './app-routes';
import {
  expect,
  openSettled,
  seriousAxeViolations,
  settled,
  sidewaysScroll,
  signInWithApi,
  storeLanguage,
  test,
} from './fixtures';

// One test per route: it checks what the page renders and runs axe in the light theme at 1440 px,
// then reloads it in Arabic (right to left), in the dark theme at the narrowest phone (320 px),
// where axe runs again and the page must reflow: only a table or a code block may scroll
// sideways, inside its card. The reload finds the code in the browser's cache (only the Arabic
// strings are new), which makes the second state cheap, and covers every route right to left.
// The starter check names the routes the main run already swept, unchanged by the strip.
const alreadySwept = new Set(process.env.E2E_SWEPT_ROUTES?.split(',') ?? []);

test.describe('every route', () => {
  for (const route of appRoutes.filter(({ name }) => !alreadySwept.has(name))) {
    test.describe(() => {
      test.use({ allowedConsole: route.allowedConsole });
      test(`${route.path}: its heading, no serious axe violation in either theme, right to left in Arabic, no sideways scroll at 320 px`, async ({
        page,
      }) => {
        // A whole icon set is thousands of identical tiles: axe judges the first forty of them
        // (an icon and its name, the same markup and colours in every tile), not all of them.
        const axeScope =
          route.name === 'icon-set'
            ? { exclude: '[data-slot="icon-grid-item"]:nth-child(n+41)' }
            : {};
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
        expect(await seriousAxeViolations(page, axeScope), 'light theme, 1440 px').toEqual([]);

        await page.setViewportSize({ width: 320, height: 640 });
        await storeLanguage(page, 'ar');
        await openSettled(page, route.path, 'dark');
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator('h1')).toHaveCount(1);
        // Charts and maps draw once their chunks have arrived.
        await page.waitForLoadState('networkidle');
        const overflow = await sidewaysScroll(page);
        expect(overflow, 'px the page scrolls sideways at 320 px').toBeLessThanOrEqual(0);
        expect(await seriousAxeViolations(page, axeScope), 'dark theme, 320 px, Arabic').toEqual(
          [],
        );
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
