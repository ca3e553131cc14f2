import type { Page } from '@playwright/test';

import {
  chunkOf,
  expect,
  failRequests,
  seriousAxeViolations,
  settled,
  signInWithApi,
  test,
} from './fixtures';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) =>
  palette(page).getByRole('combobox', { name: 'Search pages, actions and records' });

/** Opens the palette with Ctrl+K (its chunk arrives on first use) and waits for its field. */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(search(page)).toBeFocused();
}

test.describe('command palette', () => {
  test('Ctrl+K finds a page despite a typo, Enter opens it, and the pick is remembered', async ({
    page,
  }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/dashboard');
    await settled(page);
    await openPalette(page);
    const input = search(page);
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    await input.fill('membr');
    const first = palette(page).getByRole('option').first();
    await expect(first).toContainText('Members');
    await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(palette(page).getByRole('status')).toHaveText(/^\d+ results?$/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.keyboard.press('Enter');
    await expect(palette(page)).toHaveCount(0);
    await expect(page).toHaveURL('/admin/members');
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();

    // An empty query shows the pick among the recent ones.
    await openPalette(page);
    const recent = palette(page).getByRole('group', { name: 'Recent' });
    await expect(recent.getByRole('option', { name: /Members/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette(page)).toHaveCount(0);
  });

  // demo:start
  test('finds the demo pages by prefix and by initials', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    await openPalette(page);
    const input = search(page);
    const first = palette(page).getByRole('option').first();
    await input.fill('fw');
    await expect(first).toContainText('Form Wizards');
    await expect(first).toContainText('Forms');

    await input.fill('tabl');
    await expect(first).toContainText('Tables');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/admin/tables');
    await expect(page.getByRole('heading', { level: 1, name: 'Tables' })).toBeVisible();
  });
  // demo:end

  test('offers "New user" to an editor and not to a viewer', async ({ page }) => {
    await signInWithApi(page, 'editor');
    await page.goto('/admin/dashboard');
    await settled(page);
    await openPalette(page);
    await search(page).fill('new');
    await expect(palette(page).getByRole('option', { name: /^New user/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await signInWithApi(page, 'viewer');
    await page.reload();
    await settled(page);
    await openPalette(page);
    await search(page).fill('new');
    const newOrder = palette(page).getByRole('option', { name: /^New order/ }); // demo
    await expect(newOrder).toHaveCount(0); // demo
    await expect(palette(page).getByRole('option', { name: /^New user/ })).toHaveCount(0);
    // Pages a viewer may open are still there.
    await search(page).fill('users');
    await expect(palette(page).getByRole('option', { name: /^Users/ })).toBeVisible();
  });

  test('searches people through the API; Enter opens the person', async ({ page }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/dashboard');
    await settled(page);
    await openPalette(page);
    await search(page).fill('ingrid');
    const people = palette(page).getByRole('group', { name: 'People' });
    const person = people.getByRole('option').first();
    await expect(person).toContainText(/Ingrid/);
    await expect(person).toContainText('@');
    await expect(palette(page).getByRole('option').first()).toHaveText(
      (await person.textContent())!,
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    await settled(page);
  });
});

test.describe('command palette offline', () => {
  test.use({ allowedConsole: [/Failed to load resource/] });

  test('a failed search says so in the list', async ({ page }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/dashboard');
    await settled(page);
    await page.route(/\/api\/users\?/, (route) => route.abort('internetdisconnected'));
    await openPalette(page);
    await search(page).fill('ingrid');
    await expect(palette(page).getByRole('alert')).toHaveText(/could not be searched/);
    // The pages and actions still answer.
    await search(page).fill('users');
    await expect(palette(page).getByRole('option').first()).toContainText('Users');
  });

  test('a palette chunk that fails to load says so, and asking again loads it', async ({
    page,
  }) => {
    const network = await failRequests(
      page,
      chunkOf('src/layouts/admin/palette/palette-dialogs.tsx'),
    );
    await page.goto('/admin/dashboard');
    await settled(page);
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('alert')).toHaveText(/command palette could not load/);
    network.reconnect();
    await openPalette(page);
    await expect(palette(page)).toBeVisible();
  });
});

test.describe('keyboard shortcuts', () => {
  test('? lists the shortcuts and g d goes to the dashboard', async ({ page }) => {
    await signInWithApi(page, 'viewer');
    await page.goto('/admin/users');
    await settled(page);
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const dashboard = sheet.getByText('Go to Dashboard').locator('..');
    await expect(dashboard.locator('kbd')).toHaveText(['G', 'D']);
    await expect(sheet.getByText('Open the command palette').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    await page.keyboard.press('g');
    await page.keyboard.press('d');
    await expect(page).toHaveURL('/admin/dashboard');
    await settled(page);
    // Letters typed in a field are text, not shortcuts.
    await openPalette(page);
    await page.keyboard.type('g u');
    await expect(search(page)).toHaveValue('g u');
    await expect(page).toHaveURL('/admin/dashboard');
  });
});
