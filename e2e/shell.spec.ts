import { blockedTiles, expect, settled, test } from './fixtures';

test.describe('top bar', () => {
  test('has the named controls and a logo that goes to the dashboard', async ({ page }) => {
    await page.goto('/admin/ui/grid');
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
    const messages = page.getByRole('button', { name: 'Messages' });
    await messages.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'New message from Oleg M',
      'New message from Andrei H',
      'See all messages',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(messages).toBeFocused();

    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
      'Vasily S sent you a message',
      'Oleg M uploaded a new ZIP file with the typography component',
      'Andrei H started a topic',
      'See all notifications',
    ]);
    await page.mouse.click(700, 600);
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('messages and notifications items and "See all" links each show a result', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    const toasts = page.getByRole('region', { name: 'App notices', exact: true });
    const choose = async (menu: string, item: string | RegExp) => {
      await page.getByRole('button', { name: menu }).click();
      await page.getByRole('menuitem', { name: item }).click();
    };
    await choose('Messages', 'New message from Oleg M');
    await expect(toasts).toContainText('In a real app, this opens your conversation with Oleg M.');
    await choose('Messages', 'See all messages');
    await expect(toasts).toContainText('In a real app, this opens your inbox.');
    await choose('Notifications', 'Vasily S sent you a message');
    await expect(toasts).toContainText('In a real app, this opens the message from Vasily S.');
    await choose('Notifications', 'Andrei H started a topic');
    await expect(toasts).toContainText('In a real app, this opens the topic Andrei H started.');
    await choose('Notifications', 'See all notifications');
    await expect(toasts).toContainText('In a real app, this lists all your notifications.');
    await choose('Notifications', /uploaded a new ZIP file with the typography component/);
    await expect(page).toHaveURL('/admin/ui/typography');
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  });

  test('menus work by keyboard alone', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    await page.getByRole('button', { name: 'Notifications' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem').nth(1)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('profile: "My profile" goes to the root route, "Log out" to the login page', async ({
    page,
  }) => {
    await page.goto('/admin/ui/grid');
    await settled(page);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await expect(page).toHaveURL('/admin/dashboard');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL('/auth/login');
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
  test('lists the pages in order and marks the active one', async ({ page }) => {
    await page.goto('/admin/statistics/charts');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.locator(':scope > ul > li > a, :scope > ul > li > button')).toHaveText([
      'Dashboard',
      'Statistics',
      'Forms',
      'Tables',
      'UI Elements',
      'Extra',
      'Maps',
      'Pages',
    ]);
    await expect(sidebar.getByRole('link', { name: 'Charts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(sidebar.getByRole('button', { name: 'Statistics' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.getByRole('button', { name: 'Forms' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('groups toggle on click; on route change only the active group stays open', async ({
    page,
  }) => {
    await page.goto('/admin/statistics/charts');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const ui = sidebar.getByRole('button', { name: 'UI Elements' });
    await ui.click();
    await expect(ui).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByRole('link', { name: 'Typography' })).toBeVisible();
    await sidebar.getByRole('button', { name: 'Maps' }).click();
    await sidebar.getByRole('link', { name: 'Bubble Maps' }).click();
    await expect(page).toHaveURL('/admin/maps/bubble-maps');
    await expect(sidebar.getByRole('button', { name: 'Maps' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(ui).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByRole('button', { name: 'Statistics' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await sidebar.getByRole('button', { name: 'Maps' }).click();
    await expect(sidebar.getByRole('link', { name: 'Bubble Maps' })).toBeHidden();
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

  test('on phones it overlays the content, and a menu item or a content click hides it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/admin/dashboard');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('button', { name: 'UI Elements' }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Grid' }).click();
    await expect(page).toHaveURL('/admin/ui/grid');
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
    await page.goto('/admin/dashboard');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    const backdrop = page.locator('[data-slot="sidebar-backdrop"]');
    await expect(backdrop).toBeHidden();

    await toggle.click();
    await expect(sidebar).toBeVisible();
    await expect(backdrop).toBeVisible();
    // A choice in the sidebar keeps it open at this width (only phones hide it).
    await sidebar.getByRole('button', { name: 'UI Elements' }).click();
    await sidebar.getByRole('link', { name: 'Grid' }).click();
    await expect(page).toHaveURL('/admin/ui/grid');
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
    await sidebar.getByRole('button', { name: 'Pages' }).focus();
    await page.keyboard.press('Tab');
    await expect(sidebar).toBeHidden();
  });

  test.describe(() => {
    test.use({ allowedConsole: [blockedTiles] });
    test('the overlaid sidebar and its backdrop stay above a Leaflet map', async ({ page }) => {
      await page.setViewportSize({ width: 768, height: 900 });
      await page.goto('/admin/maps/leaflet-maps');
      await settled(page);
      await expect(page.locator('.leaflet-marker-icon')).toBeVisible();
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeVisible();
      const topmost = (x: number, y: number) =>
        page.evaluate(
          ([px, py]) =>
            document
              .elementFromPoint(px ?? 0, py ?? 0)
              ?.closest('[data-slot]')
              ?.getAttribute('data-slot'),
          [x, y],
        );
      // Leaflet's controls sit at z-index 1000: under the sidebar, and under the backdrop.
      const zoom = await page.locator('.leaflet-control-zoom').boundingBox();
      const y = (zoom?.y ?? 0) + (zoom?.height ?? 0) / 2;
      expect(await topmost((zoom?.x ?? 0) + 5, y)).toBe('sidebar');
      expect(await topmost(700, y)).toBe('sidebar-backdrop');
    });
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1280, height: 720 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} it scrolls on its own and keeps the active page in view`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const aside = page.locator('[data-slot="sidebar"]');
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      /** Whether the sidebar's `name` item is wholly inside the sidebar's visible box. */
      const shown = (item: ReturnType<typeof sidebar.getByRole>) =>
        expect
          .poll(async () => {
            const [box, rect] = await Promise.all([aside.boundingBox(), item.boundingBox()]);
            return (
              !!box &&
              !!rect &&
              rect.y >= box.y - 1 &&
              rect.y + rect.height <= box.y + box.height + 1
            );
          })
          .toBe(true);

      await page.goto('/admin/ui/cards');
      await settled(page);
      await shown(sidebar.getByRole('link', { name: 'Cards' }));

      // The sidebar scrolls, not the page: its last group comes into view, the page stays put.
      await aside.hover();
      await page.mouse.wheel(0, 2000);
      await shown(sidebar.getByRole('button', { name: 'Pages' }));
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const sidebarScroll = await aside.evaluate((element) => element.scrollTop);
      await page.locator('main').hover();
      await page.mouse.wheel(0, 400);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(await aside.evaluate((element) => element.scrollTop)).toBe(sidebarScroll);

      // A navigation from elsewhere (here the notifications menu) scrolls its page into view.
      await page.getByRole('button', { name: 'Notifications' }).click();
      await page.getByRole('menuitem', { name: /uploaded a new ZIP file/ }).click();
      await expect(page).toHaveURL('/admin/ui/typography');
      await shown(sidebar.getByRole('link', { name: 'Typography' }));
    });
  }
});

test.describe('breadcrumbs', () => {
  test('show the catalogue chain with non-link parents and the current crumb', async ({ page }) => {
    await page.goto('/admin/statistics/progress-bars');
    await settled(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Statistics', 'Progress Bars']);
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Statistics' })).toHaveCount(0);
    await expect(crumbs.getByText('Progress Bars')).toHaveAttribute('aria-current', 'page');
    // WCAG 2.2 target size: every crumb link is at least 24 × 24 px.
    const home = await crumbs.getByRole('link', { name: 'Home' }).boundingBox();
    expect(home?.width).toBeGreaterThanOrEqual(24);
    expect(home?.height).toBeGreaterThanOrEqual(24);
    const help = page.getByRole('link', { name: /Help for this page/ });
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help).toHaveAttribute('href', /progress-bars\.md$/);
  });

  test('name an icon set by its set, and link the icon sets list', async ({ page }) => {
    await page.goto('/admin/ui/icons/fa');
    await settled(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Home',
      'UI Elements',
      'Icons',
      'Font Awesome 4',
    ]);
    await expect(page).toHaveTitle('Font Awesome 4 · Tessera Admin');
    await crumbs.getByRole('link', { name: 'Icons' }).click();
    await expect(page).toHaveURL('/admin/ui/icons');
  });
});

test.describe('loading indicator', () => {
  test('shows while a page chunk is on its way, then goes', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/grid-page-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'UI Elements' }).click();
    await page.getByRole('link', { name: 'Grid' }).click();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Grid' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  });
});
