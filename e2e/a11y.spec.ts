import { appRoutes } from './app-routes';
import { expect, seriousAxeViolations, settled, test, useTheme } from './fixtures';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    for (const route of appRoutes) {
      test(`${route.path}`, async ({ page }) => {
        await useTheme(page, theme);
        await page.goto(route.path);
        await settled(page);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
