import {
  chunkOf,
  expect,
  holdRequests,
  settled,
  signInWithApi,
  storeTheme,
  test,
} from './fixtures';

test.describe('top bar', () => {
  test('has the named controls and a logo that goes to the dashboard', async ({ page }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/users');
    await settled(page);
    const header = page.locator('header');
    for (const name of [
      'Toggle sidebar',
      'Messages',
      'Notifications',
      'Language',
      'Toggle theme',
      'Account',
    ]) {
      await expect(header.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await header.getByRole('link', { name: /go to the dashboard/ }).click();
    await expect(page).toHaveURL('/admin/dashboard');
  });

  test('messages and notifications open on click, close on Escape and outside click', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    // What they list is the app's feeds: none in the template (they say so), the demo's entries
    // while it is present (e2e/demo/shell.spec.ts).
    const messages = page.getByRole('button', { name: 'Messages' });
    await messages.click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Messages');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(messages).toBeFocused();

    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(menu).toContainText('Notifications');
    await expect(menu.getByRole('menuitem').first()).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(menu).toHaveCount(0);
  });

  test('menus work by keyboard alone', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    await page.getByRole('button', { name: 'Account' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account' })).toBeFocused();
  });

  test('profile: "My profile" goes to the account page, "Log out" to the login page', async ({
    page,
  }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/users');
    await settled(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL('/admin/account');
    // Exact: the page has a "Delete my account" button.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/auth/login');
  });

  test('profile: "Sign out everywhere" ends the account\'s sessions on every device', async ({
    page,
    browser,
  }) => {
    // An account of its own: the demo ones are signed in by tests running beside this one.
    const baseURL = test.info().project.use.baseURL!;
    const credentials = {
      email: `everywhere.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'a long sentence of words',
    };
    const origin = { Origin: new URL(baseURL).origin };
    const signup = await page.request.post('/api/auth/signup', {
      data: credentials,
      headers: origin,
    });
    // Sign-up answers alike for every email and signs nobody in: this browser signs in next.
    expect(signup.status()).toBe(202);
    expect(
      (await page.request.post('/api/auth/login', { data: credentials, headers: origin })).status(),
    ).toBe(200);
    const phoneContext = await browser.newContext({ baseURL });
    try {
      const phone = await phoneContext.newPage();
      const login = await phone.request.post('/api/auth/login', {
        data: credentials,
        headers: origin,
      });
      expect(login.status()).toBe(200);
      await phone.goto('/admin/users');
      await expect(phone.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();

      await page.goto('/admin/dashboard');
      await settled(page);
      await page.getByRole('button', { name: 'Account' }).click();
      await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
      await expect(page).toHaveURL('/auth/login');
      await phone.reload();
      await expect(phone).toHaveURL(/\/auth\/login\?next=%2Fadmin%2Fusers$/);
    } finally {
      await phoneContext.close();
    }
  });

  for (const path of ['/admin/dashboard', '/auth/login', '/404/not-found-simple']) {
    test(`skip link moves focus to the content on ${path}`, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
    });
  }
});

test.describe('sidebar', () => {
  test('lists the template pages first and marks the active one', async ({ page }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/users');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const items = sidebar.locator(':scope > ul > li > a, :scope > ul > li > button');
    await expect(items.nth(0)).toHaveText('Dashboard');
    await expect(items.nth(1)).toHaveText('Users');
    await expect(sidebar.getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  test('the top bar toggles it', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(sidebar).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(sidebar).toBeVisible();
  });

  test('resizing below 992 px hides it at once; back to ≥ 992 px shows it', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'closed');
    await expect(sidebar).toBeHidden();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(sidebar).toBeVisible();
  });

  test('a larger text size set in the browser narrows the layout as zoom does', async ({
    page,
  }) => {
    // Text twice the default size (a browser setting many low-vision readers use instead of
    // zoom): 1200 px then holds what 600 px holds at the default size.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/admin/dashboard');
    await settled(page);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('32px');
    await expect(page.locator('[data-slot="sidebar"]')).toHaveAttribute('data-state', 'closed');
    await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('on phones it overlays the content, and a menu item or a content click hides it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInWithApi(page, 'admin');
    await page.goto('/admin/users');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(sidebar).toBeHidden();

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.mouse.click(360, 700);
    await expect(sidebar).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('between 415 and 991 px it overlays the content with a backdrop: a backdrop click, a content click or Escape closes it and focus returns to the toggle', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await signInWithApi(page, 'admin');
    await page.goto('/admin/users');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    const backdrop = page.locator('[data-slot="sidebar-backdrop"]');
    await expect(backdrop).toBeHidden();

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(backdrop).toBeVisible();
    // A choice in the sidebar keeps it open at this width (only phones hide it).
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await expect(sidebar).toBeVisible();

    await page.mouse.click(700, 500);
    await expect(sidebar).toBeHidden();
    await expect(backdrop).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Dashboard' }).focus();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();

    // Tabbing out of the sidebar into the content closes it too.
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await sidebar.locator(':is(a, button):visible').last().focus();
    await page.keyboard.press('Tab');
    await expect(sidebar).toBeHidden();
  });
});

test.describe('breadcrumbs', () => {
  test('show the chain of parent pages as links and the current crumb', async ({ page }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/users/new');
    await settled(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Users', 'New user']);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('New user')).toHaveAttribute('aria-current', 'page');
    // WCAG 2.2 target size: every crumb link is at least 24 × 24 px.
    for (const name of ['Home', 'Users']) {
      const link = await crumbs.getByRole('link', { name }).boundingBox();
      expect(link?.width).toBeGreaterThanOrEqual(24);
      expect(link?.height).toBeGreaterThanOrEqual(24);
    }
    await crumbs.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/admin/users');
  });
});

test.describe('loading indicator', () => {
  test('shows while a page chunk is on its way, then goes', async ({ page }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/dashboard');
    await settled(page);
    const chunk = await holdRequests(page, chunkOf('src/pages/users/users-page.tsx'));
    await page
      .getByRole('navigation', { name: 'Sidebar' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    chunk.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  });
});

test('a print is the page alone, in the light theme', async ({ page }) => {
  await storeTheme(page, 'dark');
  await signInWithApi(page, 'admin');
  await page.goto('/admin/users/1');
  await settled(page);
  const topBar = page.getByRole('banner');
  const sidebar = page.locator('[data-slot="sidebar"]');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(topBar).toBeVisible();
  await expect(sidebar).toBeVisible();
  const onScreen = (await heading.boundingBox())!;

  await page.emulateMedia({ media: 'print' });
  await expect(topBar).toBeHidden();
  await expect(sidebar).toBeHidden();
  // Where the top bar and the sidebar were, the page: higher up, and from the paper's edge.
  await expect.poll(async () => (await heading.boundingBox())?.y).toBeLessThan(onScreen.y - 60);
  expect((await heading.boundingBox())?.x).toBeLessThan(onScreen.x - 200);
  // Browsers leave backgrounds out of a print: the page is printed in the light theme.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
});
