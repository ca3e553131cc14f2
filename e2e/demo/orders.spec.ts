import type { Page } from '@playwright/test';

import { expect, settled, signInWithApi, test } from '../fixtures';

async function firstId(page: Page, resource: string) {
  const response = await page.request.get(`/api/${resource}?per_page=1`);
  return ((await response.json()) as { data: Array<{ id: number }> }).data[0]!.id;
}

// The demo API's database is shared by the whole run: the journey works on a record it names.
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('creates a order after a field error, edits it, deletes it and brings it back', async ({
  page,
}) => {
  await page.goto('/');
  await signInWithApi(page, 'admin');
  await page.goto('/admin/orders/new');
  await settled(page);

  const name = unique('Reference');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Reference', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(page.getByLabel('Reference', { exact: true })).toBeFocused();
  await page.getByLabel('Reference', { exact: true }).fill(name);
  await page.getByLabel('Customer', { exact: true }).fill(String(await firstId(page, 'users')));
  await page.getByLabel('Status', { exact: true }).selectOption('pending');
  await page.getByLabel('Total', { exact: true }).fill('12.50');
  await page.getByLabel('Placed', { exact: true }).fill('2030-01-31');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const renamed = `${name} (edited)`;
  await page.getByLabel('Reference', { exact: true }).fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Changes to ${renamed} saved.`)).toBeVisible();

  await page.goto(`/admin/orders?orders_filter=${encodeURIComponent(renamed)}`);
  await settled(page);
  await page.getByRole('button', { name: `Delete ${renamed}` }).click();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('row').filter({ hasText: renamed })).toHaveCount(1);
});
