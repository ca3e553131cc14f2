import type { Locator, Page } from '@playwright/test';

import {
  axeOn,
  expect,
  openSettled,
  seriousAxeViolations,
  settled,
  sidewaysScroll,
  test,
} from '../fixtures';

/** The card holding the remote data table. */
const advanced = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Data table (advanced)' }) });

/** The texts of one column, found by its header (the checkbox column shifts the positions). */
async function columnValues(table: Locator, header: string) {
  return table.evaluate((element, name) => {
    const headers = [...element.querySelectorAll('thead tr > *')];
    const index = headers.findIndex((cell) => cell.textContent?.trim() === name);
    return [...element.querySelectorAll('tbody tr')].map(
      (row) => row.children[index]?.textContent?.trim() ?? '',
    );
  }, header);
}

test.describe('tables page against the demo API', () => {
  test('loads a page, sorts, filters, pages and changes per-page', async ({ page }) => {
    await page.goto('/admin/tables');
    await settled(page);
    const card = advanced(page);
    const table = card.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(5);
    await expect(card).toContainText('1–5 of 5,000');

    // Sort by score, descending on the second click; the URL mirrors the state. The header
    // changes at once, the rows when the API answers: poll them.
    const score = card.getByRole('button', { name: /Score/ });
    const scores = async () =>
      (await columnValues(table, 'Score')).map((value) => Number(value.replace(/\D/g, '')));
    const ordered = (values: number[], direction: 1 | -1) =>
      values.every((value, index) => index === 0 || (value - values[index - 1]) * direction >= 0);
    await score.click();
    await expect(card.getByRole('columnheader', { name: /Score/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect.poll(async () => ordered(await scores(), 1)).toBe(true);
    const lowest = (await scores())[0] ?? 0;
    await score.click();
    await expect(card.getByRole('columnheader', { name: /Score/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(page).toHaveURL(/sort=score%7Cdesc|sort=score\|desc/);
    await expect
      .poll(async () => {
        const values = await scores();
        return ordered(values, -1) && (values[0] ?? 0) > lowest;
      })
      .toBe(true);

    // Paging keeps the sort; the next page's best score is not above this page's last.
    await card.getByRole('button', { name: 'Next page' }).click();
    await expect(card).toContainText('6–10 of 5,000');
    await expect(card.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Filtering goes back to page 1 and narrows the rows to matches.
    await card.getByRole('searchbox', { name: 'Search' }).fill('london');
    await expect(card).toContainText(/1–5 of [\d,]+/);
    await expect(card).not.toContainText('of 5,000');
    for (const city of await columnValues(table, 'City'))
      expect(city.toLowerCase()).toContain('london');

    // Per-page 10 shows ten rows, still page 1.
    await card.getByLabel('per page').selectOption('10');
    await expect(table.locator('tbody tr')).toHaveCount(10);
    await expect(page).toHaveURL(/per_page=10/);

    // A shared URL restores the view.
    await page.reload();
    await settled(page);
    await expect(advanced(page).getByLabel('per page')).toHaveValue('10');
    await expect(advanced(page).getByRole('searchbox', { name: 'Search' })).toHaveValue('london');
  });

  test('a filter with no match shows "No Data Available"', async ({ page }) => {
    await page.goto('/admin/tables');
    await settled(page);
    const card = advanced(page);
    await card.getByRole('searchbox', { name: 'Search' }).fill('zzzz-nobody');
    await expect(card.getByText('No Data Available')).toBeVisible();
  });

  test.describe('when the API fails', () => {
    test.use({ allowedConsole: [/Failed to load resource/] });

    test('shows an error with Retry and a hint, keeps the rows, and recovers', async ({ page }) => {
      await page.goto('/admin/tables');
      await settled(page);
      const card = advanced(page);
      await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(5);
      let failing = true;
      await page.route('**/api/users**', (route) =>
        failing ? route.fulfill({ status: 502, body: 'Bad Gateway' }) : route.continue(),
      );
      await card.getByRole('button', { name: 'Next page' }).click();
      const alert = card.getByRole('alert');
      await expect(alert).toContainText('The data could not be loaded.');
      await expect(card).toContainText('The demo API is not running');
      await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(5);
      failing = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await expect(card.getByRole('alert')).toHaveCount(0);
      await expect(card).toContainText('6–10 of 5,000');
    });

    test('with the API unreachable the error stands alone, without "No Data Available"', async ({
      page,
    }) => {
      await page.route('**/api/users**', (route) => route.abort('connectionrefused'));
      await page.goto('/admin/tables');
      await settled(page);
      const card = advanced(page);
      await expect(card.getByRole('alert')).toContainText('The server could not be reached.');
      await expect(card).toContainText('The demo API is not running');
      await expect(card.getByText('No Data Available')).toHaveCount(0);
    });

    test('after a 500 on a new filter the old rows and count are marked as earlier results', async ({
      page,
    }) => {
      await page.goto('/admin/tables');
      await settled(page);
      const card = advanced(page);
      await expect(card).toContainText('1–5 of 5,000');
      await page.route('**/api/users**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal","message":"Boom"}}',
        }),
      );
      await card.getByRole('searchbox', { name: 'Search' }).fill('london');
      await expect(card.getByRole('alert')).toContainText('The server answered with status 500.');
      await expect(card).not.toContainText('The demo API is not running');
      await expect(card.getByText(/These rows are from an earlier request/)).toBeVisible();
      await expect(card).toContainText('Earlier results: 1–5 of 5,000');
      await expect(card.locator('tbody tr[data-stale]')).toHaveCount(5);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('a malformed answer is an error too, not a crash', async ({ page }) => {
      await page.route('**/api/users**', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": "nope"}' }),
      );
      await page.goto('/admin/tables');
      await settled(page);
      await expect(advanced(page).getByRole('alert')).toContainText(/could not be read/);
      await expect(advanced(page)).not.toContainText('The demo API is not running');
    });
  });
});

test.describe('dashboard', () => {
  test('tabs work by keyboard and keep their tab across a language switch', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    const first = page.getByRole('tab', { name: 'Data visualisation' });
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await first.focus();
    await page.keyboard.press('ArrowRight');
    const users = page.getByRole('tab', { name: 'Users & members' });
    await expect(users).toBeFocused();
    await expect(users).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Veronique Lee');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).click();
    await expect(page.getByRole('tab', { name: 'Características' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  for (const lng of ['en', 'es', 'pt-BR']) {
    test(`every tab is in sight on a 375 px phone (${lng})`, async ({ page }) => {
      await page.addInitScript((value) => {
        window.localStorage.setItem('tessera.language', JSON.stringify(value));
      }, lng);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/admin/dashboard');
      await settled(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lng);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      await page.getByRole('tablist').scrollIntoViewIfNeeded();
      for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
      // The underline follows the active tab onto its row.
      const last = tabs.last();
      await last.click();
      const box = (await last.boundingBox())!;
      const line = (await page.locator('[data-slot="tabs-indicator"]').boundingBox())!;
      expect(line.y).toBeGreaterThanOrEqual(box.y + box.height);
      expect(line.y).toBeLessThan(box.y + box.height + 6);
      expect(line.x).toBeGreaterThan(box.x);
      expect(line.x + line.width).toBeLessThan(box.x + box.width);
    });
  }

  test('the donut chart shrinks with the screen: no sideways scroll at 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/admin/dashboard');
    await settled(page);
    const donut = page.getByRole('img', { name: 'Population by region, in millions' });
    await expect(donut).toBeVisible();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    // Drawn wide first, then narrowed (a phone turned upright).
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(async () => (await donut.boundingBox())?.width ?? 0).toBeGreaterThan(400);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(async () => (await donut.boundingBox())?.width ?? 999).toBeLessThan(320);
    // The other charts follow their boxes a frame or two after a resize (a resize observer).
    await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test('chat: Enter sends, an empty message is not sent', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    await page.getByRole('tab', { name: 'Users & members' }).click();
    const log = page.getByRole('log');
    const messages = log.locator('[data-slot="chat-message"]');
    await expect(messages.first()).toBeVisible();
    const before = await messages.count();
    expect(before).toBeGreaterThan(0);
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('   ');
    await input.press('Enter');
    await expect(messages).toHaveCount(before);
    await input.fill('See you at nine');
    await input.press('Enter');
    await expect(messages).toHaveCount(before + 1);
    await expect(messages.last()).toContainText('See you at nine');
    await expect(input).toHaveValue('');
    await expect(input).toBeFocused();
  });

  test('chat: a 3 000-character word wraps inside its bubble', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/dashboard');
    await settled(page);
    await page.getByRole('tab', { name: 'Users & members' }).click();
    const input = page.getByRole('textbox', { name: 'Your message' });
    await input.fill('W'.repeat(3000));
    await input.press('Enter');
    const message = page.getByRole('log').locator('[data-slot="chat-message"]').last();
    await expect(message).toContainText('WWWW');
    const log = (await page.getByRole('log').boundingBox())!;
    const bubble = (await message.boundingBox())!;
    expect(bubble.x + bubble.width).toBeLessThanOrEqual(log.x + log.width);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });

  test('local users table filters and pages in the browser', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    const panel = page.getByRole('tabpanel');
    const rows = panel.getByRole('table', { name: 'Demo users' }).locator('tbody tr');
    await expect(rows).toHaveCount(5);
    await panel.getByLabel('per page').selectOption('6');
    await expect(rows).toHaveCount(6);
    await panel.getByRole('searchbox', { name: 'Search' }).fill('zzzz');
    await expect(panel.getByText('No Data Available')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('charts and progress', () => {
  test('the six charts draw, each with a text alternative', async ({ page }) => {
    await page.goto('/admin/statistics/charts');
    await settled(page);
    await expect(page.locator('canvas[role="img"]')).toHaveCount(6);
    await expect(page.locator('table caption')).toHaveCount(6);
  });

  test('progress bars report their values and follow the slider', async ({ page }) => {
    await page.goto('/admin/statistics/progress-bars');
    await settled(page);
    const bars = page.getByRole('progressbar');
    await expect(bars).toHaveCount(12);
    await expect(bars.first()).toHaveAttribute('aria-valuenow', '100');
    const slider = page.getByRole('slider').first();
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(bars.first()).toHaveAttribute('aria-valuenow', '0');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`a part-filled thick bar's percentage reads in ${theme} theme (axe)`, async ({ page }) => {
      await openSettled(page, '/admin/statistics/progress-bars', theme);
      const thick = page.getByRole('progressbar', { name: 'Thick' }).first();
      const slider = page.getByRole('slider').first();
      await slider.focus();
      await page.keyboard.press('Home');
      for (const value of [30, 50, 70]) {
        while (Number(await slider.getAttribute('aria-valuenow')) < value)
          await page.keyboard.press('ArrowRight');
        await expect(thick).toHaveAttribute('aria-valuenow', String(value));
        await expect(thick.locator('[data-slot="progress-bar-text"]')).toHaveText(`${value}%`);
        const results = await axeOn(page)
          .include('[data-size="thick"]')
          .withRules(['color-contrast'])
          .analyze();
        expect(results.violations, `at ${value}%`).toEqual([]);
      }
    });
  }
});
