import type { Page } from '@playwright/test';

import {
  demoAccounts,
  endSessionWithApi,
  expect,
  seriousAxeViolations,
  settled,
  signInWithApi,
  storeTheme,
  test,
} from './fixtures';

type Role = keyof typeof demoAccounts;

// The demo API's database is shared by the whole run: every test works on rows it creates, with
// names no other test uses.
const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`;

/** Creates a user through the API as the signed-in account; answers its id. */
async function createUser(page: Page, name: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/api/users`, {
    data: { name, email: emailOf(name), score: 42, address: { city: 'Lima', country: 'Peru' } },
    headers: { Origin: origin },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** Opens the users list filtered to `name` (the table keeps its state in the URL). */
async function openList(page: Page, name: string) {
  await page.goto(`/admin/users?users_filter=${encodeURIComponent(name)}`);
  await settled(page);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
}

/** Signs in through the login page the guard sent us to, with a demo account's fill-in button. */
async function signInOnLoginPage(page: Page, role: Role) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const { name } = demoAccounts[role];
  await page.getByRole('button', { name: new RegExp(`^Fill in ${name}`) }).click();
  await page.getByRole('button', { name: 'Log in' }).click();
}

const roles: Role[] = ['admin', 'editor', 'viewer'];

for (const role of roles) {
  test(`${role}: signs in from a guarded URL and lands back on it, with the actions of the role`, async ({
    page,
  }) => {
    await page.goto('/admin/users?users_per_page=5');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fadmin%2Fusers%3Fusers_per_page%3D5$/);
    await signInOnLoginPage(page, role);
    await expect(page).toHaveURL('/admin/users?users_per_page=5');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(6);

    const newUser = page.getByRole('link', { name: 'New user' });
    const deletes = page.getByRole('button', { name: /^Delete / });
    const edits = page.getByRole('button', { name: /^Edit / });
    // Only a role that may delete gets the selection column ("Select all rows" and one per row).
    await expect(page.getByRole('checkbox')).toHaveCount(role === 'admin' ? 6 : 0);
    if (role === 'viewer') {
      await expect(newUser).toHaveCount(0);
      await expect(edits).toHaveCount(0);
      await expect(deletes).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^View / })).toHaveCount(5);
    } else {
      await expect(newUser).toBeVisible();
      await expect(edits).toHaveCount(5);
      await expect(deletes).toHaveCount(role === 'admin' ? 5 : 0);
    }

    await page.getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('menu')).toContainText(demoAccounts[role].name);
    await page.keyboard.press('Escape');
    // The sidebar lists the page for every signed-in role.
    await expect(
      page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Users' }),
    ).toBeVisible();
  });
}

test('nobody signed in: the sidebar has no Users entry', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await settled(page);
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
});

test('viewer: reads a user without Save; a typed URL to the new-user page shows the 403 page', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signInWithApi(page, 'viewer');
  await page.goto('/admin/users/1');
  await settled(page);
  await expect(page.getByLabel('Name')).toHaveAttribute('readonly', '');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByText(/only editors and administrators can change it/)).toBeVisible();

  await page.goto('/admin/users/new');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "You don't have access to this page",
  );
  await expect(page.getByText(/Your role \(Viewer\)/)).toBeVisible();
  // Inside the shell.
  await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('writes', () => {
  // The browser logs refused writes (422, 409) itself; the pages show them.
  test.use({ allowedConsole: [/status of 4(09|22)/] });

  test('editor: creates a user after a field error, then edits it and sees the change after a reload', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await signInWithApi(page, 'editor');
    await page.goto('/admin/users');
    await settled(page);
    await page.getByRole('link', { name: 'New user' }).click();
    await expect(page).toHaveURL('/admin/users/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New user' })).toBeVisible();

    const name = unique('Editor Made');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('City').fill('Quito');
    await page.getByLabel('Country').fill('Ecuador');
    await page.getByLabel('Score').fill('2000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    await expect(page.getByLabel('Score')).toHaveAccessibleDescription(
      /Enter a score from 0 to 1000/,
    );
    await expect(page.getByLabel('Email')).toBeFocused();

    // A taken email is only known to the server: its 422 lands on the field.
    const taken = unique('Taken');
    await createUser(page, taken);
    await page.getByLabel('Email').fill(emailOf(taken));
    await page.getByLabel('Score').fill('77');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
      'Another user already has this email address.',
    );

    await page.getByLabel('Email').fill(emailOf(name));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`${name} created.`)).toBeVisible();
    // The name is isolated (first-strong isolate … pop) so it keeps its order in any direction.
    await expect(page.getByText('\u2068Eddie Editor\u2069 created the user')).toBeVisible();

    await page.getByLabel('City').fill('Cuenca');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Changes to ${name} saved.`)).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(page.getByLabel('City')).toHaveValue('Cuenca');
    await expect(page.getByText('\u2068Eddie Editor\u2069 changed it')).toBeVisible();
    await expect(page.getByText(/City: Quito changed to Cuenca/)).toBeVisible();
    // The breadcrumb names the user.
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(name);
  });

  test('editor: a save over a change made in another browser offers their version or overwrite', async ({
    page,
    browser,
  }) => {
    await page.goto('/auth/login');
    await signInWithApi(page, 'editor');
    const name = unique('Contested');
    const id = await createUser(page, name);
    await page.goto(`/admin/users/${id}`);
    await settled(page);
    await expect(page.getByLabel('Name')).toHaveValue(name);

    // Someone else, in another browser, saves first.
    const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const otherPage = await other.newPage();
    await otherPage.goto('/auth/login');
    await signInWithApi(otherPage, 'admin');
    const origin = new URL(otherPage.url()).origin;
    const patched = await otherPage.request.patch(`${origin}/api/users/${id}`, {
      data: { version: 1, score: 900 },
      headers: { Origin: origin },
    });
    expect(patched.status()).toBe(200);
    await other.close();

    await page.getByLabel('City').fill('Arequipa');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else changed this user' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('900');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Overwrite' }).click();
    await expect(page.getByText(`Changes to ${name} saved.`)).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(page.getByLabel('City')).toHaveValue('Arequipa');
  });
});

test.describe('delete', () => {
  test('admin: a deleted row goes at once and Undo brings it back', async ({ page }) => {
    await page.goto('/auth/login');
    await signInWithApi(page, 'admin');
    const name = unique('Undo Me');
    await createUser(page, name);
    await openList(page, name);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText(`${name} is back.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
    await page.reload();
    await settled(page);
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(1);
  });

  test('admin: a delete without Undo holds after a reload', async ({ page }) => {
    await page.goto('/auth/login');
    await signInWithApi(page, 'admin');
    const name = unique('Gone');
    await createUser(page, name);
    await openList(page, name);

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByText(`${name} deleted.`)).toBeVisible();
    await page.reload();
    await settled(page);
    await expect(page.getByText('No Data Available')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });
});

test.describe('delete selected', () => {
  /** Two users sharing a unique name part; the list filtered to it. */
  async function twoUsers(page: Page) {
    await page.goto('/auth/login');
    await signInWithApi(page, 'admin');
    const group = unique('Bulk');
    const names = [`${group} Ana`, `${group} Bo`];
    for (const name of names) await createUser(page, name);
    await page.goto(`/admin/users?users_filter=${encodeURIComponent(group)}`);
    await settled(page);
    const rows = page.getByRole('row').filter({ hasText: group });
    await expect(rows).toHaveCount(2);
    return { names, rows };
  }

  test('admin: two selected users go with one toast, and Undo brings both back', async ({
    page,
  }) => {
    const { names, rows } = await twoUsers(page);
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
    await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(page.getByText('2 users deleted.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    // The selection went with them.
    await expect(page.getByRole('button', { name: 'Delete selected' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('2 users are back.')).toBeVisible();
    await expect(rows).toHaveCount(2);
    await page.reload();
    await settled(page);
    await expect(rows).toHaveCount(2);
  });

  test('admin: Select all rows, then Delete selected, holds after a reload', async ({ page }) => {
    const { rows } = await twoUsers(page);
    await page.getByRole('checkbox', { name: 'Select all rows' }).check();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(page.getByText('2 users deleted.')).toBeVisible();
    await expect(rows).toHaveCount(0);
    await page.reload();
    await settled(page);
    await expect(page.getByText('No Data Available')).toBeVisible();
  });

  test.describe('when the server fails', () => {
    test.use({ allowedConsole: [/status of 500/] });

    test('admin: says so and loses nothing: the users stay listed and selected', async ({
      page,
    }) => {
      const { names, rows } = await twoUsers(page);
      await page.route('**/api/users/bulk-delete', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal_error', message: 'Test failure.' } }),
        }),
      );
      for (const name of names)
        await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      await page.getByRole('button', { name: 'Delete selected' }).click();
      await expect(page.getByText(/Couldn't delete the selected users/)).toBeVisible();
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('status').filter({ hasText: '2 selected' })).toBeVisible();
      await page.unroute('**/api/users/bulk-delete');
      await page.reload();
      await settled(page);
      await expect(rows).toHaveCount(2);
    });
  });
});

test.describe('session end', () => {
  // The browser logs the 401 of the save the ended session refuses.
  test.use({ allowedConsole: [/status of 401/] });

  test('a session that ends mid-edit: sign in again, back to the form with what was typed (another account signing in on the tab never sees it)', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await signInWithApi(page, 'editor');
    const name = unique('Draft Kept');
    const id = await createUser(page, name);
    await page.goto(`/admin/users/${id}`);
    await settled(page);
    await page.getByLabel('City').fill('Trujillo');
    // The session ends on the server's side (expired, or signed out elsewhere): ended there, a
    // read still on its way cannot renew it, as its answer could renew a cookie only cleared here.
    await endSessionWithApi(page);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Fadmin%2Fusers%2F${id}$`));
    // Someone else signs in on this tab: the record as saved, not the editor's draft.
    await signInOnLoginPage(page, 'admin');
    await expect(page).toHaveURL(`/admin/users/${id}`);
    await settled(page);
    await expect(page.getByLabel('City')).toHaveValue('Lima');
    await expect(page.getByText(/What you typed before signing in again is back/)).toHaveCount(0);
    await endSessionWithApi(page);
    await page.reload();
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?next=%2Fadmin%2Fusers%2F${id}$`));
    await signInOnLoginPage(page, 'editor');
    await expect(page).toHaveURL(`/admin/users/${id}`);
    await settled(page);
    await expect(page.getByLabel('City')).toHaveValue('Trujillo');
    await expect(page.getByText(/What you typed before signing in again is back/)).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Changes to ${name} saved.`)).toBeVisible();
  });
});

test('a tab follows the others: signed in there as someone else it opens the record afresh for them (not what the previous account typed); signed out there, it goes to sign in, and back to the admin’s draft when the admin signs in again', async ({
  page,
  context,
}) => {
  // This tab has the sign-in form open; the other one has a record open, as the admin.
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/auth/login');
  await signInWithApi(other, 'admin');
  const name = unique('Two Tabs');
  const id = await createUser(other, name);
  await other.goto(`/admin/users/${id}`);
  await expect(other.getByLabel('City')).toHaveValue('Lima');
  await other.getByLabel('City').fill('Trujillo');

  // The browser has one session: signing in here makes the other tab the editor's.
  await signInOnLoginPage(page, 'editor');
  await expect(page).toHaveURL('/admin/dashboard');
  await expect(other.getByLabel('City')).toHaveValue('Lima');
  await other.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(other.getByRole('menu')).toContainText(demoAccounts.editor.name);
  await other.keyboard.press('Escape');

  // Signing out here signs the other tab out too: it leaves the record for the sign-in form.
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await expect(other).toHaveURL(new RegExp(`/auth/login\\?next=%2Fadmin%2Fusers%2F${id}$`));
  await expect(other.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  // Signing in here again as the admin takes the other tab on to where it was going, with what
  // the admin had typed there.
  await signInOnLoginPage(page, 'admin');
  await expect(other).toHaveURL(`/admin/users/${id}`);
  await expect(other.getByLabel('City')).toHaveValue('Trujillo');
  await expect(other.getByText(/What you typed before signing in again is back/)).toBeVisible();
});

test('sign out, then Back does not show the users again', async ({ page }) => {
  await page.goto('/auth/login');
  await signInWithApi(page, 'admin');
  const name = unique('Private');
  await createUser(page, name);
  await openList(page, name);

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/auth/login');
  await page.goBack();
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
});

test('signed out while on another page, Back does not bring the users back from the browser’s back/forward cache', async ({
  playwright,
  baseURL,
}) => {
  // Playwright turns the back/forward cache off; browsers keep a page there, frozen, for Back.
  const browser = await playwright.chromium.launch({
    ...test.info().project.use.launchOptions,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage({ baseURL });
    await page.goto('/auth/login');
    await signInWithApi(page, 'admin');
    const name = unique('Cached');
    await createUser(page, name);
    await openList(page, name);
    await page.evaluate(() => Object.assign(window, { keptByTheCache: true }));

    await page.goto('/api/health');
    await endSessionWithApi(page);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/auth\/login\?next=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    // The same page, brought back from the cache: not a page load, which would check anyway.
    expect(await page.evaluate(() => 'keptByTheCache' in window)).toBe(true);
  } finally {
    await browser.close();
  }
});

// The route sweep runs axe on these pages light at 1440 px and dark at 320 px: here the other two.
for (const [theme, width] of [
  ['light', 375],
  ['dark', 1440],
] as const) {
  test(`axe: users list and form, ${theme}, ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await storeTheme(page, theme);
    await page.goto('/auth/login');
    await signInWithApi(page, 'admin');
    for (const path of ['/admin/users', '/admin/users/new', '/admin/users/2']) {
      await page.goto(path);
      await settled(page);
      await expect(
        page.getByRole('button', { name: 'Save' }).or(page.getByRole('table')),
      ).toBeVisible();
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
  });
}
