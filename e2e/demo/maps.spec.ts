import type { Page } from '@playwright/test';

import { contentSecurityPolicy } from '../../scripts/content-security-policy';
import {
  blockedTiles,
  chunkOf,
  expect,
  seriousAxeViolations,
  settled,
  sidewaysScroll,
  storeTheme,
  test,
} from '../fixtures';

/** Requests that would leave the machine (the fixture aborts them; this records that they were made). */
function recordExternalRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && !/^https?:\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))
      urls.push(url);
  });
  return urls;
}

/** The console line Chromium prints when the policy refuses a script from `host`. */
const csp = (host: RegExp) =>
  new RegExp(`script '[^']*${host.source}[^']*' violates the following Content Security Policy`);

const services = [
  {
    path: '/admin/maps/google-maps',
    service: 'Google Maps',
    serviceId: 'google',
    variable: 'VITE_GOOGLE_MAPS_API_KEY',
    host: /maps\.googleapis\.com/,
  },
  {
    path: '/admin/maps/yandex-maps',
    service: 'Yandex Maps',
    serviceId: 'yandex',
    variable: 'VITE_YANDEX_MAPS_API_KEY',
    host: /api-maps\.yandex\.ru/,
  },
] as const;

for (const { path, service, serviceId, variable, host } of services) {
  test.describe(service, () => {
    test('without a key: explains how to configure one and makes no request', async ({ page }) => {
      const external = recordExternalRequests(page);
      await page.goto(path);
      await settled(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service);
      await expect(page.getByText(variable).first()).toBeVisible();
      expect(external).toEqual([]);
    });

    test.describe(() => {
      test.use({ allowedCspViolations: [host], allowedConsole: [csp(host)] });
      test('a key tried in the tab under the strict policy: the policy refuses the script, and the card says so', async ({
        page,
      }) => {
        await page.goto(path);
        await settled(page);
        await page.getByRole('textbox', { name: 'Try a key in this tab' }).fill('demo-key-for-e2e');
        await page.getByRole('button', { name: 'Show the map' }).click();
        await expect(
          page.getByRole('group', { name: `${service} is blocked by this site's security policy` }),
        ).toBeVisible({ timeout: 20_000 });
        await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });

    test.describe(() => {
      test.use({ allowedConsole: [/Failed to load resource/] });
      test('a key tried where the policy admits the service but the script cannot load: says so, offers Retry', async ({
        page,
      }) => {
        // The site's operator added the service to the policy (the README's table); offline here.
        await page.route(`**${path}`, async (route) => {
          const response = await route.fetch();
          const policy = contentSecurityPolicy({ services: [serviceId] });
          await route.fulfill({
            response,
            headers: { ...response.headers(), 'content-security-policy': policy },
          });
        });
        const external = recordExternalRequests(page);
        await page.goto(path);
        await settled(page);
        await page.getByRole('textbox', { name: 'Try a key in this tab' }).fill('demo-key-for-e2e');
        await page.getByRole('button', { name: 'Show the map' }).click();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
        expect(external.some((url) => host.test(url))).toBe(true);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    });
  });
}

test.describe('Leaflet map', () => {
  test.use({ allowedConsole: [blockedTiles] });

  test('shows its marker with the popup open, and still zooms and pans offline', async ({
    page,
  }) => {
    await page.goto('/admin/maps/leaflet-maps');
    await settled(page);
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
    await expect(page.locator('.leaflet-popup')).toContainText('A pretty CSS3 popup.');
    // The marker image comes with the app (inlined or from its own host), not from a CDN.
    const src = (await page.locator('.leaflet-marker-icon').getAttribute('src')) ?? '';
    expect(
      src.startsWith('data:image/') || new URL(src, page.url()).host === new URL(page.url()).host,
    ).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /tiles/i })).toBeVisible();

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    await zoomIn.click();
    await expect(page.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    // Keyboard: the map itself takes focus and pans with the arrow keys.
    const before = await page.locator('.leaflet-map-pane').getAttribute('style');
    await map.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('.leaflet-map-pane')).not.toHaveAttribute('style', before ?? '');
  });

  test('the Extra page opens on the same map, 500 px high', async ({ page }) => {
    await page.goto('/admin/extra');
    await settled(page);
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect(page.locator('.leaflet-popup')).toBeVisible();
    expect((await map.boundingBox())?.height).toBeCloseTo(500, -1);
  });
});

test.describe('world maps', () => {
  test('the bubble map draws a bubble per country with a tooltip on hover and on focus', async ({
    page,
  }) => {
    const external = recordExternalRequests(page);
    await page.goto('/admin/maps/bubble-maps');
    await settled(page);
    await expect(
      page.getByRole('heading', { name: 'Population of the World in 2011' }),
    ).toBeVisible();
    await expect(page.getByText('source: Gapminder', { exact: true })).toBeVisible();
    const bubbles = page.locator('[data-slot="bubble"]');
    await expect(bubbles.first()).toBeVisible();
    expect(await bubbles.count()).toBeGreaterThanOrEqual(150);

    await page.locator('[data-slot="bubble"][aria-label^="China"]').hover();
    await expect(page.getByRole('tooltip')).toHaveText(/^China: 1,3\d\d,\d{3},\d{3}$/);

    await page.keyboard.press('Escape');
    await page.locator('[data-slot="bubble"][tabindex="0"]').focus();
    await expect(page.getByRole('tooltip')).toHaveText(/^.+: [\d,]+$/);
    // The text alternative: every value in a table.
    await expect(page.getByRole('table').getByRole('row')).toHaveCount((await bubbles.count()) + 1);
    expect(external).toEqual([]);
  });

  test('the bubbles are one Tab stop; the arrow keys move between them', async ({ page }) => {
    await page.goto('/admin/maps/bubble-maps');
    await settled(page);
    const bubbles = page.locator('[data-slot="bubble"]');
    await expect(bubbles.first()).toBeVisible();
    expect(await bubbles.count()).toBeGreaterThanOrEqual(150);
    const focusedSlot = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? '');
    const focusedLabel = () =>
      page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

    await page.locator('[data-slot="world-map-svg"]').focus();
    await page.keyboard.press('Tab');
    expect(await focusedSlot()).toBe('bubble');
    const first = await focusedLabel();
    await page.keyboard.press('ArrowRight');
    expect(await focusedSlot()).toBe('bubble');
    expect(await focusedLabel()).not.toBe(first);
    await page.keyboard.press('ArrowLeft');
    expect(await focusedLabel()).toBe(first);
    await expect(bubbles.and(page.locator('[tabindex="0"]'))).toHaveCount(1);

    // One Tab leaves all the bubbles behind, and Shift+Tab comes back to the one left.
    await page.keyboard.press('ArrowRight');
    const left = await focusedLabel();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Zoom in' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await focusedLabel()).toBe(left);
  });

  test('the line map shows 12 routes from London and 11 from Vilnius', async ({ page }) => {
    await page.goto('/admin/maps/line-maps');
    await settled(page);
    const arcs = page.locator('[data-slot="route-arc"]');
    await expect(arcs).toHaveCount(12);
    await expect(page.locator('[data-slot="city"]')).toHaveCount(19);
    await page
      .getByRole('button', { name: /Vilnius/ })
      .first()
      .click();
    await expect(arcs).toHaveCount(11);
    await page
      .getByRole('button', { name: /London/ })
      .first()
      .click();
    await expect(arcs).toHaveCount(12);
  });

  test.describe(() => {
    const geometry = chunkOf('node_modules/world-atlas/countries-110m.json');
    test.use({ allowedConsole: [geometry] });
    test('a world map whose geometry fails to load offers Retry, which recovers', async ({
      page,
    }) => {
      let fail = true;
      await page.route(geometry, (route) => (fail ? route.abort() : route.continue()));
      await page.goto('/admin/maps/line-maps');
      await settled(page);
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      fail = false;
      await retry.click();
      await expect(page.locator('[data-slot="route-arc"]')).toHaveCount(12);
    });
  });

  test.describe(() => {
    test.use({ allowedConsole: [blockedTiles] });
    test('the world geometry loads only with the two world maps', async ({ page }) => {
      const geometry = chunkOf('node_modules/world-atlas/countries-110m.json');
      const loaded: string[] = [];
      page.on('request', (request) => {
        if (geometry.test(request.url())) loaded.push(request.url());
      });
      for (const path of [
        '/admin/dashboard',
        '/admin/maps/google-maps',
        '/admin/maps/leaflet-maps',
      ]) {
        await page.goto(path);
        await settled(page);
      }
      expect(loaded).toEqual([]);
      await page.goto('/admin/maps/bubble-maps');
      await settled(page);
      await expect(page.locator('[data-slot="bubble"]').first()).toBeVisible();
      expect(loaded.length).toBeGreaterThan(0);
    });
  });
});

test.describe('map pages in dark theme at phone width', () => {
  for (const path of ['/admin/maps/bubble-maps', '/admin/maps/line-maps']) {
    test(`${path} fits a 375 px screen`, async ({ page }) => {
      await storeTheme(page, 'dark');
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(path);
      await settled(page);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  }
});
