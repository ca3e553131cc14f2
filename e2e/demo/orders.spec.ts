import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';

import { expect, seriousAxeViolations, settled, signInWithApi, test } from '../fixtures';

// The demo API's database is shared by the whole run: every test works on orders it creates,
// with references no other test uses, placed in 2030 (the seeded orders end in 2026).
const unique = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();

/** Sends a write as the signed-in page would; answers the JSON body. */
async function send(page: Page, method: 'post' | 'patch', path: string, data: unknown) {
  const origin = new URL(page.url()).origin;
  const response = await page.request[method](`${origin}${path}`, {
    data,
    headers: { Origin: origin },
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
  return (await response.json()) as { id: number; version: number };
}

/** A user of its own, as the customer of the orders a test creates. */
async function createCustomer(page: Page, name: string) {
  const user = await send(page, 'post', '/api/users', {
    name,
    email: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
    score: 10,
    address: { city: 'Porto', country: 'Portugal' },
  });
  return user.id;
}

const createOrder = (page: Page, order: Record<string, unknown>) =>
  send(page, 'post', '/api/orders', order);

/** The orders list filtered to `text` (the table keeps its state in the URL). */
async function openList(page: Page, text: string) {
  await page.goto(`/admin/orders?orders_filter=${encodeURIComponent(text)}`);
  await settled(page);
}

/** The toolbar's field filters (the column headers are buttons of the same names). */
const filters = (page: Page) => page.getByRole('group', { name: 'Filters' });

const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

// The browser logs refused writes (422, 409) itself; the page shows them.
test.describe(() => {
  test.use({ allowedConsole: [/status of 4(09|22)/] });

  test('admin: creates an order after field errors, edits it, and settles a conflict', async ({
    page,
    browser,
  }) => {
    await page.goto('/auth/login');
    await signInWithApi(page, 'admin');
    const buyer = unique('Buyer');
    await createCustomer(page, buyer);
    await page.goto('/admin/orders/new');
    await settled(page);

    // Nothing filled: the shared schema stops the request and says what is missing.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Reference')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Reference')).toBeFocused();
    await expect(page.getByText('Enter the day the order was placed.')).toBeVisible();

    // Everything but the customer: the picker is the field to fill, and has the focus.
    const reference = unique('SO');
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await page.getByLabel('Reference').fill(reference);
    await page.getByLabel('Status').selectOption({ label: 'Paid' });
    await page.getByLabel('Total').fill('249.9');
    await page.getByLabel('Placed on').fill('2030-03-15');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose a customer.')).toBeVisible();
    await expect(customer).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The customer is found by name on the server, among every user.
    await customer.fill(buyer.toLowerCase());
    await page.getByRole('option', { name: buyer }).click();
    await expect(customer).toHaveValue(buyer);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: reference })).toBeVisible();
    await expect(page.getByText(`${reference} created.`)).toBeVisible();
    await expect(page.getByLabel('Total')).toHaveValue('249.90');

    await page.getByLabel('Total').fill('260');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Changes to ${reference} saved.`)).toBeVisible();

    // Someone else, in another browser, ships it first.
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    await otherPage.goto('/auth/login');
    await signInWithApi(otherPage, 'editor');
    await send(otherPage, 'patch', `/api/orders/${id}`, { version: 2, status: 'shipped' });
    await other.close();

    await page.getByLabel('Status').selectOption({ label: 'Cancelled' });
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else changed this order' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Shipped');
    await dialog.getByRole('button', { name: 'Load their version' }).click();
    await expect(page.getByLabel('Status')).toHaveValue('shipped');
    await expect(page.getByLabel('Total')).toHaveValue('260.00');
  });
});

test('admin: filters by status and placed date, exports the view, deletes and brings back', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signInWithApi(page, 'admin');
  const customer = await createCustomer(page, unique('Shopper'));
  const batch = unique('SO');
  await createOrder(page, {
    reference: `${batch}-1`,
    customerId: customer,
    status: 'paid',
    total: 4250,
    placed: '2030-03-15',
  });
  await createOrder(page, {
    reference: `${batch}-2`,
    customerId: customer,
    status: 'pending',
    total: 999,
    placed: '2030-05-02',
  });
  await openList(page, batch);
  await expect(rowOf(page, batch)).toHaveCount(2);
  await expect(rowOf(page, `${batch}-1`)).toContainText('$42.50');

  await filters(page)
    .getByRole('button', { name: /^Status/ })
    .click();
  await page.getByRole('menuitemcheckbox', { name: 'Paid' }).click();
  await page.keyboard.press('Escape');
  await expect(rowOf(page, batch)).toHaveCount(1);
  await expect(rowOf(page, `${batch}-1`)).toHaveCount(1);
  await expect(page).toHaveURL(/orders_status=paid/);

  await filters(page)
    .getByRole('button', { name: /^Status/ })
    .click();
  await page.getByRole('menuitemcheckbox', { name: 'Paid' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Pending' }).click();
  await page.keyboard.press('Escape');
  await expect(rowOf(page, `${batch}-2`)).toHaveCount(1);
  await expect(rowOf(page, batch)).toHaveCount(1);

  await filters(page)
    .getByRole('button', { name: /^Status/ })
    .click();
  await page.getByRole('menuitem', { name: 'Clear Status' }).click();
  await expect(rowOf(page, batch)).toHaveCount(2);

  await filters(page)
    .getByRole('button', { name: /^Placed on/ })
    .click();
  const placed = page.getByRole('dialog', { name: 'Placed on' });
  await placed.getByLabel('From', { exact: true }).fill('2030-03-01');
  await placed.getByLabel('To', { exact: true }).fill('2030-03-31');
  await page.keyboard.press('Escape');
  await expect(rowOf(page, batch)).toHaveCount(1);
  await expect(rowOf(page, `${batch}-1`)).toHaveCount(1);
  await expect(page).toHaveURL(/orders_placed_from=2030-03-01&orders_placed_to=2030-03-31/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('orders.csv');
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Reference,Customer,Status,Total,Placed on');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${batch}-1,.*,paid,42\\.50,2030-03-15$`));

  await page.getByRole('button', { name: `Delete ${batch}-1` }).click();
  await expect(rowOf(page, batch)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`${batch}-1 is back.`)).toBeVisible();
  await expect(rowOf(page, `${batch}-1`)).toHaveCount(1);
});

test('filters by a customer picked by name, kept through a reload', async ({ page }) => {
  await page.goto('/auth/login');
  await signInWithApi(page, 'admin');
  const [ana, bea] = [unique('Ana'), unique('Bea')];
  const anaId = await createCustomer(page, ana);
  const beaId = await createCustomer(page, bea);
  const batch = unique('SO');
  for (const [suffix, customerId] of [
    ['1', anaId],
    ['2', beaId],
  ] as const) {
    await createOrder(page, {
      reference: `${batch}-${suffix}`,
      customerId,
      status: 'paid',
      total: 1000,
      placed: '2030-04-01',
    });
  }
  await openList(page, batch);
  await expect(rowOf(page, batch)).toHaveCount(2);

  await filters(page).getByRole('button', { name: 'Customer', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Customer' });
  await panel.getByRole('combobox', { name: 'Customer' }).fill(bea);
  await panel.getByRole('option', { name: bea }).click();
  await expect(panel).toBeHidden();
  await expect(rowOf(page, batch)).toHaveCount(1);
  await expect(rowOf(page, `${batch}-2`)).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`orders_customer=${beaId}(&|$)`));

  // The link holds the id alone: the name is read back on a cold open.
  await page.reload();
  await settled(page);
  await expect(filters(page).getByRole('button', { name: `Customer ${bea}` })).toBeVisible();
  await expect(rowOf(page, batch)).toHaveCount(1);

  await filters(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(rowOf(page, batch)).toHaveCount(2);
  await expect(page).not.toHaveURL(/orders_customer=/);
});

test("a user's page lists that customer's orders, and only theirs", async ({ page }) => {
  await page.goto('/auth/login');
  await signInWithApi(page, 'admin');
  const customer = await createCustomer(page, unique('Regular'));
  const someoneElse = await createCustomer(page, unique('Stranger'));
  const batch = unique('SO');
  await createOrder(page, {
    reference: `${batch}-A`,
    customerId: customer,
    status: 'shipped',
    total: 1200,
    placed: '2030-01-10',
  });
  await createOrder(page, {
    reference: `${batch}-B`,
    customerId: someoneElse,
    status: 'paid',
    total: 800,
    placed: '2030-01-11',
  });

  await page.goto(`/admin/users/${customer}`);
  await settled(page);
  const orders = page.getByRole('list', { name: /^Orders of / });
  await expect(orders.getByRole('listitem')).toHaveCount(1);
  await expect(orders).toContainText('Shipped');
  await expect(orders).not.toContainText(`${batch}-B`);
  await orders.getByRole('link', { name: `${batch}-A` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${batch}-A` })).toBeVisible();
});
