import {
  expect,
  forcedColorsOf,
  seriousAxeViolations,
  settled,
  signInWithApi,
  storeTheme,
  test,
} from './fixtures';

// Every route's axe passes, in both themes, are in routes.spec.ts; here: states a route opens into.
test.describe('axe, open states', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`top bar menus open, ${theme}`, async ({ page }) => {
      // Four whole-page axe passes, one per menu.
      test.slow();
      await storeTheme(page, theme);
      await page.goto('/admin/dashboard');
      await settled(page);
      for (const name of ['Messages', 'Notifications', 'Language', 'Account']) {
        await page.getByRole('button', { name }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        expect(await seriousAxeViolations(page), name).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });

    test(`phone sidebar open, every group expanded, ${theme}`, async ({ page }) => {
      await storeTheme(page, theme);
      await page.setViewportSize({ width: 375, height: 800 });
      await signInWithApi(page, 'admin');
      await page.goto('/admin/dashboard');
      await settled(page);
      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
      await expect(sidebar).toBeVisible();
      // Opening a group leaves the others open until the route changes.
      const groups = await sidebar.locator('button[aria-expanded="false"]').allInnerTexts();
      for (const name of groups) {
        const group = sidebar.getByRole('button', { name, exact: true });
        await group.click();
        await expect(group).toHaveAttribute('aria-expanded', 'true');
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

// Forced colours (a Windows contrast theme) paint every background as the page's: what a fill
// meant (the current page, how strong a password is) must take the palette's Highlight, and a
// filled button needs an edge to be seen as one.
test.describe('forced colours', () => {
  test.use({ forcedColors: 'active' });

  test('the users list: the primary button has an edge, the current page is Highlight', async ({
    page,
  }) => {
    await signInWithApi(page, 'admin');
    await page.goto('/admin/users');
    await settled(page);
    await expect(page.getByRole('button', { name: 'Page 1' })).toBeVisible();
    const { palette, seen } = await forcedColorsOf(page, {
      newUser: '[data-slot="page-header"] a',
      currentPage: 'button[aria-current="page"]',
    });
    expect(seen.newUser?.border).toBe('1px');
    expect(seen.currentPage).toMatchObject({
      background: palette.Highlight,
      color: palette.HighlightText,
    });
  });

  test('sign-up: the password strength bar fills with Highlight on a GrayText track', async ({
    page,
  }) => {
    await page.goto('/auth/signup');
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery staple');
    await expect(page.locator('[data-slot="password-strength"] [role="status"]')).not.toBeEmpty();
    const { palette, seen } = await forcedColorsOf(page, {
      track: '[data-slot="password-strength"] > div',
      fill: '[data-slot="password-strength"] > div > div',
    });
    expect(seen.track?.background).toBe(palette.GrayText);
    expect(seen.fill?.background).toBe(palette.Highlight);
    expect(palette.Highlight).not.toBe(palette.Canvas);
  });
});
