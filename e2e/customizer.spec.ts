import type { Page } from '@playwright/test';

import { brandDefaults } from '../src/config/brand';
import {
  axeOn,
  chunkOf,
  expect,
  holdRequests,
  openSettled,
  seriousAxeViolations,
  settled,
  test,
} from './fixtures';

const PASSWORD = 'amber-window-tractor-31';
const PRESETS = ['green', 'blue', 'violet', 'orange', 'rose', 'teal'] as const;
const PRESET_NAMES = {
  green: 'Green',
  blue: 'Blue',
  violet: 'Violet',
  orange: 'Orange',
  rose: 'Rose',
  teal: 'Teal',
} as const;
/** The preset with the least contrast to spare (primary-strong on the light page: 4.7:1). */
const RISKIEST = 'teal';

let counter = 0;
/** A new account of this test's own (the demo accounts' preferences stay as other tests expect). */
async function signUpAndIn(page: Page, baseURL: string) {
  const email = `customizer-${test.info().workerIndex}-${Date.now()}-${(counter += 1)}@example.com`;
  const origin = new URL(baseURL).origin;
  const signUp = await page.request.post('/api/auth/signup', {
    data: { email, password: PASSWORD },
    headers: { Origin: origin },
  });
  expect(signUp.status()).toBe(202);
  await signIn(page, origin, email);
  return email;
}

async function signIn(page: Page, origin: string, email: string) {
  const sent = await page.request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { Origin: origin },
  });
  expect(sent.status()).toBe(200);
}

async function openCustomizer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Customize' }).click();
  const sheet = page.getByRole('dialog', { name: 'Customize' });
  await expect(sheet).toBeVisible();
  return sheet;
}

const section = (sheet: ReturnType<Page['getByRole']>, name: string) =>
  sheet.getByRole('region', { name });

/** Serious axe violations in the page's content and the top bar (the two places a preset colours). */
async function presetViolations(page: Page) {
  const results = await axeOn(page)
    .include('main')
    .include('header')
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

const rootState = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return {
      primary: getComputedStyle(root).getPropertyValue('--palette-primary').trim(),
      preset: root.dataset.preset,
      radius: root.dataset.radius,
      font: root.dataset.font,
      density: root.dataset.density,
      contentWidth: root.dataset.contentWidth,
      layout: root.dataset.layout,
      theme: root.dataset.theme,
    };
  });

for (const theme of ['light', 'dark'] as const) {
  // Each preset's contrast where its colours meet is computed from the stylesheets in both themes
  // (src/styles/preferences-contrast.test.ts); axe judges the rendered page with the one that has
  // the least to spare, sheet open and closed.
  test(`each colour preset applies, and the ${RISKIEST} one passes axe on the dashboard, in the ${theme} theme`, async ({
    page,
  }) => {
    await openSettled(page, '/admin/dashboard', theme);
    for (const preset of PRESETS) {
      const sheet = await openCustomizer(page);
      await section(sheet, 'Colour').getByRole('radio', { name: PRESET_NAMES[preset] }).check();
      await expect(page.locator('html')).toHaveAttribute('data-preset', preset);
      if (preset === RISKIEST) expect(await seriousAxeViolations(page), 'the sheet').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      if (preset === RISKIEST) expect(await presetViolations(page), preset).toEqual([]);
    }
  });

  test(`the users page passes axe with the ${RISKIEST} preset in the ${theme} theme`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript((preset) => {
      window.localStorage.setItem('tessera.preferences', JSON.stringify({ preset }));
    }, RISKIEST);
    await signUpAndIn(page, baseURL!);
    await openSettled(page, '/admin/users', theme);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-preset', RISKIEST);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('Customize responds before the sheet’s code has arrived, and opens it when it does', async ({
  page,
}) => {
  const sheetChunk = await holdRequests(
    page,
    chunkOf('src/layouts/admin/customizer/customizer-sheet.tsx'),
  );
  await page.goto('/admin/dashboard');
  await settled(page);
  const button = page.getByRole('banner').getByRole('button', { name: 'Customize' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => sheetChunk.held()).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  sheetChunk.release();
  await expect(page.getByRole('dialog', { name: 'Customize' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('at every phone width the top bar keeps all its buttons on screen; the profile menu has Customize', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/admin/dashboard');
  await settled(page);
  const banner = page.getByRole('banner');
  // The common phone widths, and each side of the widths where a button gives way.
  for (const width of [320, 352, 359, 360, 375, 390, 399, 400, 414, 640]) {
    await page.setViewportSize({ width, height: 640 });
    const cutOff = await banner.evaluate(
      (header, viewport) =>
        [...header.querySelectorAll('a, button')]
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0)
          .filter(({ box }) => box.left < 0 || box.right > viewport)
          .map(({ control }) => control.getAttribute('aria-label')),
      width,
    );
    expect(cutOff, `buttons cut off at ${width} px`).toEqual([]);
  }
  await expect(banner.getByRole('button', { name: 'Account' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 640 });
  await expect(banner.getByRole('button', { name: 'Customize' })).toBeHidden();
  const account = banner.getByRole('button', { name: 'Account' });
  await account.click();
  await page.getByRole('menuitem', { name: 'Customize' }).click();
  await expect(page.getByRole('dialog', { name: 'Customize' })).toBeVisible();
});

test('each choice survives a reload and is there at the first paint', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  await page.goto('/admin/dashboard');
  await settled(page);
  const sheet = await openCustomizer(page);
  const choose = (name: string, option: string) =>
    section(sheet, name).getByRole('radio', { name: option, exact: true }).check();
  await choose('Colour', 'Violet');
  await choose('Radius', 'Large');
  await choose('Font', 'Monospace');
  await choose('Density', 'Compact');
  await choose('Content width', 'Centred');
  await choose('Layout', 'Hidden');
  await choose('Theme', 'Dark');
  const chosen = {
    primary: '#b59dff',
    preset: 'violet',
    radius: 'large',
    font: 'mono',
    density: 'compact',
    contentWidth: 'centered',
    layout: 'hidden',
    theme: 'dark',
  };
  expect(await rootState(page)).toEqual(chosen);

  // Before any of the app's code has run: the start-up script and the stylesheet alone.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.documentElement;
      (window as unknown as { __atLoad: unknown }).__atLoad = {
        primary: getComputedStyle(root).getPropertyValue('--palette-primary').trim(),
        preset: root.dataset.preset,
        radius: root.dataset.radius,
        font: root.dataset.font,
        density: root.dataset.density,
        contentWidth: root.dataset.contentWidth,
        layout: root.dataset.layout,
        theme: root.dataset.theme,
        fontFamily: getComputedStyle(document.body).fontFamily,
        rendered: document.getElementById('root')?.childElementCount,
      };
    });
  });
  await page.reload();
  await settled(page);
  const atLoad = await page.evaluate(() => (window as unknown as { __atLoad: unknown }).__atLoad);
  expect(atLoad).toMatchObject({ ...chosen, rendered: 0 });
  expect((atLoad as { fontFamily: string }).fontFamily).toMatch(/^"JetBrains Mono Variable"/);
  expect(await rootState(page)).toEqual(chosen);
  // Centred: the content stops at a readable width.
  expect(await page.locator('#main').evaluate((main) => getComputedStyle(main).maxWidth)).toBe(
    '1280px',
  );
});

test('the choices follow a signed-in person to another browser, and "Reset all" returns to the defaults', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const email = await signUpAndIn(page, baseURL!);
  await page.goto('/admin/dashboard');
  await settled(page);
  const sheet = await openCustomizer(page);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/account/preferences') &&
      response.request().method() === 'PUT' &&
      (response.request().postData() ?? '').includes('compact'),
  );
  await section(sheet, 'Colour').getByRole('radio', { name: 'Rose' }).check();
  await section(sheet, 'Theme').getByRole('radio', { name: 'Dark' }).check();
  await section(sheet, 'Density').getByRole('radio', { name: 'Compact' }).check();
  expect((await saved).status()).toBe(200);

  // Another device: nothing in its storage; signing in brings the account's choices.
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, new URL(baseURL!).origin, email);
  await otherPage.goto('/admin/dashboard');
  await settled(otherPage);
  const html = otherPage.locator('html');
  await expect(html).toHaveAttribute('data-preset', 'rose');
  await expect(html).toHaveAttribute('data-density', 'compact');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  // Reset all there: the defaults, here and on the account.
  const otherSheet = await openCustomizer(otherPage);
  const reset = otherPage.waitForResponse(
    (response) =>
      response.url().endsWith('/api/account/preferences') && response.request().postData() === '{}',
  );
  await otherSheet.getByRole('button', { name: 'Reset all' }).click();
  expect(await rootState(otherPage)).toMatchObject(brandDefaults);
  await expect(otherSheet.getByRole('button', { name: 'Reset all' })).toBeDisabled();
  expect((await reset).status()).toBe(200);
  const me = await otherPage.request.get('/api/auth/me');
  expect(((await me.json()) as { account: { preferences: unknown } }).account.preferences).toEqual(
    {},
  );
  await other.close();
});
