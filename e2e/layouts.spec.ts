import type { Locator, Page } from '@playwright/test';

import { adminNavPaths, appRoutes } from './app-routes';
import { expect, seriousAxeViolations, settled, signInWithApi, test } from './fixtures';

// The shell's four layouts, chosen in the customizer and kept in `tessera.preferences`: here stored
// before the app boots, as a returning person's choice would be.
type Layout = 'sidebar' | 'rail' | 'hidden' | 'horizontal';

async function storeLayout(page: Page, layout: Layout) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('tessera.preferences', JSON.stringify({ layout: value }));
  }, layout);
}

/** The `<h1>` the page at the current URL shows (from the route list the route sweep uses). */
function headingHere(page: Page) {
  const { pathname } = new URL(page.url());
  const route = appRoutes.find((candidate) => candidate.path === pathname);
  if (!route) throw new Error(`No route for ${pathname}`);
  return route.heading;
}

async function expectPageAt(page: Page, name: string) {
  await expect(page.locator('h1')).toHaveText(headingHere(page));
  await expect(page.locator('[data-slot="loading-bar"]'), name).toHaveCount(0);
}

/** Presses Tab until focus is on `target` (a bounded number of times). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 20; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Reaches every page the navigation `nav` lists by keyboard alone: Tab to each top-level item, a
 * group opened with `openKey` and each of its pages focused in turn with the arrow keys. Enter
 * opens a page from one top-level link and from one group's menu (focus comes back to the group's
 * button when its menu closes); the other menus close with Escape. Returns the paths reached.
 */
async function reachEveryPage(page: Page, nav: Locator, openKey: 'Enter' | 'ArrowDown') {
  const items = nav.locator(':scope > ul > li > :is(a, button)');
  const count = await items.count();
  const reached: string[] = [];
  const pathOf = async (link: Locator) =>
    new URL((await link.getAttribute('href'))!, page.url()).pathname;
  let linkOpened = false;
  let menuItemOpened = false;
  let groups = 0;
  await tabTo(page, items.first());
  for (let index = 0; index < count; index++) {
    const item = items.nth(index);
    if (index > 0) await page.keyboard.press('Tab');
    await expect(item).toBeFocused();
    const name = (await item.getAttribute('aria-label')) ?? (await item.innerText());
    if ((await item.evaluate((element) => element.tagName)) === 'A') {
      const path = await pathOf(item);
      reached.push(path);
      if (linkOpened || path === new URL(page.url()).pathname) continue;
      await page.keyboard.press('Enter');
      await expect(item).toHaveAttribute('aria-current', 'page');
      await expectPageAt(page, name);
      linkOpened = true;
      continue;
    }
    groups += 1;
    await page.keyboard.press(openKey);
    const menu = page.getByRole('menu', { name });
    const links = menu.getByRole('menuitem');
    await expect(links.first()).toBeFocused();
    const pages = await links.count();
    expect(pages, name).toBeGreaterThan(0);
    reached.push(await pathOf(links.first()));
    // One item at a time: each press waits for the last to have moved the focus.
    for (let step = 1; step < pages; step++) {
      await page.keyboard.press('ArrowDown');
      await expect(links.nth(step)).toBeFocused();
      reached.push(await pathOf(links.nth(step)));
    }
    await page.keyboard.press(menuItemOpened ? 'Escape' : 'Enter');
    await expect(menu).toHaveCount(0);
    await expect(item).toBeFocused();
    if (menuItemOpened) continue;
    // The group is current once the router has moved to its page; the heading is judged then,
    // from that address (before it, the address is still the last page's).
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expectPageAt(page, name);
    menuItemOpened = true;
  }
  expect(linkOpened, 'a page opened from a link').toBe(true);
  expect(menuItemOpened, 'a page opened from a menu').toBe(groups > 0);
  return reached;
}

for (const [layout, openKey] of [
  ['rail', 'Enter'],
  ['horizontal', 'ArrowDown'],
] as const) {
  test.describe(`the ${layout} layout at 1440 px`, () => {
    test('reaches every page of the navigation by keyboard alone', async ({ page }) => {
      await storeLayout(page, layout);
      await signInWithApi(page, 'admin');
      await page.goto('/admin/dashboard');
      await settled(page);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav).toBeVisible();
      // The signed-in pages are listed once the session is known: count the items after that.
      await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Sidebar' })).toBeHidden();
      if (layout === 'horizontal')
        await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toBeHidden();
      // The groups' menus have arrived (their buttons are menu toggles, no longer placeholders).
      if ((await nav.locator('li > button').count()) > 0)
        await expect(nav.locator('[data-slot="dropdown-toggle"]').first()).toBeVisible();
      const reached = await reachEveryPage(page, nav, openKey);
      expect(reached.toSorted()).toEqual(adminNavPaths.toSorted());
    });

    // demo:start (the template's own navigation has no groups)
    test('passes axe with a group open, dark theme, right to left', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await storeLayout(page, layout);
      await page.addInitScript(() => {
        window.localStorage.setItem('tessera.theme', JSON.stringify('dark'));
        window.localStorage.setItem('tessera.language', JSON.stringify('ar'));
      });
      await page.goto('/admin/ui/buttons');
      await settled(page);
      const nav = page.locator(`[data-slot="${layout === 'rail' ? 'rail' : 'horizontal-nav'}"]`);
      const group = nav.locator('[data-slot="dropdown-toggle"][aria-current="true"]');
      await group.focus();
      await page.keyboard.press(openKey);
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await expect(menu.locator('[aria-current="page"]')).toHaveCount(1);
      // The menu opens towards the inline end: left of its button, right to left.
      const [menuBox, groupBox] = [await menu.boundingBox(), await group.boundingBox()];
      if (layout === 'rail') expect(menuBox!.x + menuBox!.width).toBeLessThanOrEqual(groupBox!.x);
      expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(group).toBeFocused();
    });
    // demo:end
  });
}

test.describe('the hidden layout at 1440 px', () => {
  test('the toggle shows the sidebar over the content; a pick hides it; axe passes', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await storeLayout(page, 'hidden');
    await signInWithApi(page, 'admin');
    await page.goto('/admin/dashboard');
    await settled(page);
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    // Nothing beside the content: it starts at the window's margin.
    const main = await page.locator('main').boundingBox();
    expect(main!.x).toBeLessThan(40);

    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('[data-slot="sidebar-backdrop"]')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL('/admin/users');
    await expect(sidebar).toBeHidden();
    await expect(page.locator('[data-slot="sidebar-backdrop"]')).toBeHidden();
  });
});

test('on a phone every layout is the sidebar over the content, opened by the toggle', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await storeLayout(page, 'horizontal');
  await signInWithApi(page, 'admin');
  await page.goto('/admin/dashboard');
  await settled(page);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Toggle sidebar' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(sidebar).toBeHidden();
});
