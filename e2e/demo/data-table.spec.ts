import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';

import { expect, seriousAxeViolations, settled, test } from '../fixtures';

/** The card holding the remote data table. */
const advanced = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Data table (advanced)' }) });

/** Focuses `control` and presses `key`: every step of these tests is done by keyboard. */
async function press(control: Locator, key: string) {
  await control.focus();
  await control.press(key);
}

/** Presses `key` on `control` and reads the file it saves: name, byte-order mark and lines. */
async function download(control: Locator, key = 'Enter') {
  const [file] = await Promise.all([
    control.page().waitForEvent('download'),
    press(control, key),
  ] as const);
  const bytes = await readFile(await file.path());
  const text = bytes.toString('utf8');
  return {
    name: file.suggestedFilename(),
    bom: text.startsWith('\uFEFF'),
    lines: text
      .replace(/^\uFEFF/, '')
      .replace(/\r\n$/, '')
      .split('\r\n'),
  };
}

/** The names in the table's body, in order. */
async function shownNames(table: Locator) {
  return table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead tr > *')];
    const index = headers.findIndex((cell) => cell.textContent?.trim() === 'Name');
    return [...element.querySelectorAll('tbody tr')].map(
      (row) => row.children[index]?.textContent?.trim() ?? '',
    );
  });
}

test.describe('data table features', () => {
  test('the Columns menu hides a column by keyboard, and the choice survives a reload', async ({
    page,
  }) => {
    await page.goto('/admin/tables');
    await settled(page);
    const card = advanced(page);
    await expect(card.locator('tbody tr')).toHaveCount(5);
    await expect(card.getByRole('columnheader', { name: 'Email' })).toBeVisible();

    await press(card.getByRole('button', { name: 'Columns' }), 'Enter');
    const menu = page.getByRole('menu');
    const email = menu.getByRole('menuitemcheckbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-checked', 'true');
    // The menu opens on its first item (Name); the next is Email.
    await expect(menu.getByRole('menuitemcheckbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(email).toBeFocused();
    await page.keyboard.press('Space');
    await expect(email).toHaveAttribute('aria-checked', 'false');
    await expect(card.getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Columns' })).toBeFocused();

    await page.reload();
    await settled(page);
    await expect(advanced(page).locator('tbody tr')).toHaveCount(5);
    await expect(advanced(page).getByRole('columnheader', { name: 'Email' })).toHaveCount(0);
    await expect(advanced(page).getByRole('columnheader', { name: 'City' })).toBeVisible();
  });

  test('selecting rows by keyboard and "Export selected" saves exactly those rows', async ({
    page,
  }) => {
    await page.goto('/admin/tables');
    await settled(page);
    const card = advanced(page);
    const table = card.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(5);
    const firstPage = await shownNames(table);

    await press(card.getByRole('checkbox', { name: 'Select all rows' }), 'Space');
    await expect(card.getByRole('status').filter({ hasText: 'selected' })).toHaveText('5 selected');
    await expect(
      card.getByRole('button', { name: 'Select all 5,000 matching rows' }),
    ).toBeVisible();

    // One more row from page 2: the selection survives paging.
    await press(card.getByRole('button', { name: 'Next page' }), 'Enter');
    await expect(card).toContainText('6–10 of 5,000');
    const secondPage = await shownNames(table);
    await press(card.getByRole('checkbox', { name: `Select ${secondPage[0]}` }), 'Space');
    await expect(card.getByRole('status').filter({ hasText: 'selected' })).toHaveText('6 selected');
    expect(await seriousAxeViolations(page)).toEqual([]);

    const file = await download(card.getByRole('button', { name: 'Export selected' }));
    expect(file.name).toBe('selected-users.csv');
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toBe('Name,Email,City,Score');
    expect(file.lines.slice(1).map((line) => line.split(',')[0])).toEqual([
      ...firstPage,
      secondPage[0],
    ]);
  });

  test('"Export CSV" in remote mode saves the filtered, sorted view from every page', async ({
    page,
  }) => {
    await page.goto('/admin/tables?sort=name%7Cdesc');
    await settled(page);
    const card = advanced(page);
    const table = card.getByRole('table');
    await card.getByRole('searchbox', { name: 'Search' }).fill('london');
    // The filtered count, once shown: before the first page (or the filter) arrives the card may
    // show no count at all, which is not the filtered view either.
    const rangeText = card.getByText(/1–5 of [\d,]+/);
    await expect(rangeText).toBeVisible();
    await expect(rangeText).not.toContainText('of 5,000');
    const range = await rangeText.textContent();
    const total = Number(range!.replace(/.* of /, '').replace(/,/g, ''));
    expect(total).toBeGreaterThan(5);
    const shown = await shownNames(table);

    const file = await download(card.getByRole('button', { name: 'Export CSV' }));
    expect(file.name).toBe('users.csv');
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toBe('Name,Email,City,Score');
    expect(file.lines).toHaveLength(total + 1);
    expect(file.lines.slice(1, 6).map((line) => line.split(',')[0])).toEqual(shown);
    for (const line of file.lines.slice(1)) expect(line.toLowerCase()).toContain('london');
    await expect(card.getByRole('status').filter({ hasText: 'Exported' })).toHaveText(
      `Exported ${total.toLocaleString('en')} rows`,
    );
  });

  test('"Export CSV" in local mode saves every row, sorted as shown', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('table', { name: 'Demo users' }).locator('tbody tr')).toHaveCount(
      5,
    );
    const score = panel.getByRole('button', { name: 'Score' });
    await press(score, 'Enter');
    await press(score, 'Enter');
    await expect(panel.getByRole('columnheader', { name: 'Score' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    const file = await download(panel.getByRole('button', { name: 'Export CSV' }));
    expect(file.name).toBe('demo-users.csv');
    expect(file.bom).toBe(true);
    expect(file.lines[0]).toBe('User,Score');
    expect(file.lines).toHaveLength(51);
    const scores = file.lines.slice(1).map((line) => Number(line.split(',').at(-1)));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });
});
