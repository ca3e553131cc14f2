import type { Page } from '@playwright/test';

import {
  axeOn,
  expect,
  forcedColorsOf,
  openSettled,
  seriousAxeViolations,
  settled,
  sidewaysScroll,
  test,
} from '../fixtures';

/** One unbroken 3 000-character word. */
const LONG_WORD = 'W'.repeat(3000);

/** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour. */
function luminance(color: string) {
  const [r = 0, g = 0, b = 0] = color
    .match(/[\d.]+/g)!
    .map(Number)
    .map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two computed colours. */
function contrast(a: string, b: string) {
  const [high = 0, low = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

/** The computed background colour of the first element matching `selector`. */
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => getComputedStyle(element).backgroundColor);

test.describe('modals', () => {
  test('open and close by button, Escape and backdrop; the static one stays', async ({ page }) => {
    await page.goto('/admin/ui/modals');
    await settled(page);
    const medium = page.getByRole('button', { name: 'Medium', exact: true });

    await medium.click();
    let dialog = page.getByRole('dialog', { name: 'Medium modal' });
    await expect(dialog).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(medium).toBeFocused();

    await medium.click();
    dialog = page.getByRole('dialog', { name: 'Medium modal' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await medium.click();
    await expect(dialog).toBeVisible();
    // The dialog listens for a click outside from the task after it has taken focus (so that the
    // click that opened it does not close it): a busy machine can be faster than that task.
    await expect
      .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    await page.mouse.click(5, 450);
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Small', exact: true }).click();
    const small = page.getByRole('dialog', { name: 'Small modal' });
    await expect(small.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await small.getByRole('button', { name: 'Confirm' }).click();
    await expect(small).toHaveCount(0);

    await page.getByRole('button', { name: 'Static', exact: true }).click();
    const forced = page.getByRole('dialog').last();
    await expect(forced).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 450);
    // Two frames later both inputs have been handled and painted; a modal that had started to
    // close would say data-state="closed" from the first of them, while it fades out.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(forced).toHaveAttribute('data-state', 'open');
    await expect(forced).toBeVisible();
    await forced.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('notifications', () => {
  test('launches a toast at the chosen position', async ({ page }) => {
    await page.goto('/admin/ui/notifications');
    await settled(page);
    await page.getByRole('radio', { name: 'Top left' }).check();
    // Long enough to outlast the checks below on a slow machine (the default is 2.5 s).
    await page.getByRole('spinbutton', { name: 'Duration (milliseconds)' }).fill('60000');
    await page.getByRole('button', { name: 'Launch toast' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'This toast is awesome!' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-y-position', 'top');
    await expect(toast).toHaveAttribute('data-x-position', 'left');
  });

  test('a 3 000-character word in a toast and its preview does not widen the page', async ({
    page,
  }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/ui/notifications');
      await settled(page);
      await page.getByRole('textbox', { name: 'Text', exact: true }).fill(LONG_WORD);
      await expect(page.locator('[data-slot="toast-preview"]')).toContainText(LONG_WORD);
      await page.getByRole('button', { name: 'Launch toast' }).click();
      await expect(page.locator('[data-sonner-toast]')).toContainText(LONG_WORD);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    }
  });

  test('alert close buttons are at least 24 × 24 px', async ({ page }) => {
    await page.goto('/admin/ui/notifications');
    await settled(page);
    const close = page.getByRole('button', { name: 'Close alert' });
    await expect(close).toHaveCount(4);
    for (const button of await close.all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    }
    const results = await axeOn(page).withRules(['target-size']).analyze();
    expect(results.violations).toEqual([]);
  });

  test('tooltips show on keyboard focus', async ({ page }) => {
    await page.goto('/admin/ui/notifications');
    await settled(page);
    const trigger = page.getByRole('button', { name: /^Top/ }).first();
    await trigger.focus();
    await expect(page.getByRole('tooltip')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });
});

test.describe('filters', () => {
  test('a filter adds a tag and narrows the table; removing the tag restores it', async ({
    page,
  }) => {
    await page.goto('/admin/ui/filters');
    await settled(page);
    const rows = page.locator('table tbody tr');
    const all = await rows.count();
    expect(all).toBeGreaterThan(1);
    await page.getByRole('textbox', { name: 'Name' }).fill('nancy');
    await expect(page.getByText('Name: nancy')).toBeVisible();
    await expect(rows).not.toHaveCount(all);
    for (const text of await rows.allTextContents()) expect(text.toLowerCase()).toContain('nancy');
    await page.getByRole('button', { name: /Remove Name: nancy/ }).click();
    await expect(rows).toHaveCount(all);
    await page.getByRole('textbox', { name: 'Email' }).fill('(');
    await expect(page.getByRole('status').filter({ hasText: 'No matching rows' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(rows).toHaveCount(all);
  });

  test('a 3 000-character word in a filter tag does not widen the page', async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/ui/filters');
      await settled(page);
      await page.getByRole('textbox', { name: 'Name' }).fill(LONG_WORD);
      const tag = page.locator('[data-slot="tag"]', { hasText: 'Name: WWW' });
      await expect(tag).toBeVisible();
      await expect(tag.getByRole('button', { name: /^Remove Name: W+/ })).toBeInViewport();
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('tree view', () => {
  test('expand all and collapse all reach every level; arrows move through the tree', async ({
    page,
  }) => {
    await page.goto('/admin/ui/tree-view');
    await settled(page);
    const card = page.locator('section', { has: page.getByRole('button', { name: 'Expand all' }) });
    const tree = card.getByRole('tree');
    await card.getByRole('button', { name: 'Expand all' }).click();
    await expect(tree.locator('[role="treeitem"][aria-expanded="false"]')).toHaveCount(0);
    await card.getByRole('button', { name: 'Collapse all' }).click();
    await expect(tree.locator('[role="treeitem"][aria-expanded="true"]')).toHaveCount(0);

    const first = tree.getByRole('treeitem').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(first).not.toBeFocused();

    // Down pressed at once after Right opened a branch (no frame between them, as on a busy
    // phone) goes to its first child: the opened branch is focusable at once.
    await first.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // Closed to the end of its transition.
    await expect(first.locator('[data-slot="tree-view-collapse"]').first()).toHaveCSS(
      'grid-template-rows',
      '0px',
    );
    await first.evaluate(async (item) => {
      const press = (key: string) =>
        document.activeElement?.dispatchEvent(
          new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }),
        );
      press('ArrowRight');
      await new Promise((resolve) => setTimeout(resolve));
      if (item.getAttribute('aria-expanded') !== 'true') throw new Error('Right did not open it');
      press('ArrowDown');
    });
    await expect(tree.getByRole('treeitem', { name: /^Cellphones/ })).toBeFocused();
  });
});

test.describe('icons', () => {
  test('searching a set finds icons; an unknown set explains itself', async ({ page }) => {
    await page.goto('/admin/ui/icons');
    await settled(page);
    await page.getByRole('link', { name: /Open Iconic/ }).click();
    await expect(page).toHaveURL('/admin/ui/icons/oi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Open Iconic');
    await page
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: /Search/ }))
      .first()
      .fill('ARROW');
    await expect(page.getByRole('heading', { name: 'Found icons' })).toBeVisible();
    await expect(page.getByText('arrow-left', { exact: true }).first()).toBeVisible();

    await page.goto('/admin/ui/icons');
    await settled(page);
    expect(await page.getByRole('link', { name: /^View icons: / }).count()).toBeGreaterThanOrEqual(
      10,
    );

    await page.goto('/admin/ui/icons/no-such-set');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such icon set');
    await page.getByRole('link', { name: /Back/ }).click();
    await expect(page).toHaveURL('/admin/ui/icons');
  });
});

test.describe('icons by category', () => {
  test('a set whose data has categories is grouped by them, with a filter', async ({ page }) => {
    await page.goto('/admin/ui/icons/fa6-solid');
    await settled(page);
    const filter = page.getByRole('combobox', { name: 'Category' });
    await expect(filter).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 });
    expect(await headings.count()).toBeGreaterThan(20);
    await expect(page.getByRole('heading', { level: 2, name: 'Animals' })).toBeVisible();
    await filter.selectOption({
      label: (await filter.locator('option', { hasText: /^Animals \(/ }).textContent())!,
    });
    await expect(headings).toHaveText(['Animals']);
    await expect(
      page.getByRole('list', { name: 'Animals' }).getByText('cat', { exact: true }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('cards', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the "Dark theme" cards are darker than the page in ${theme} theme`, async ({ page }) => {
      await openSettled(page, '/admin/ui/cards', theme);
      const pageLight = luminance(await background(page, 'body'));
      const normal = luminance(
        await background(page, '[data-slot="content-card"][data-variant="base"]'),
      );
      const dark = luminance(
        await background(page, '[data-slot="content-card"][data-variant="dark"]'),
      );
      expect(dark).toBeLessThan(pageLight);
      expect(dark).toBeLessThan(normal);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test('an action button says what a real app would do', async ({ page }) => {
    await page.goto('/admin/ui/cards');
    await settled(page);
    await page.getByRole('button', { name: 'Write a review' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).first()).toContainText(
      'A real app would open a form to write your review.',
    );
  });
});

test.describe('color pickers', () => {
  test('the black swatch has an edge that shows on a dark card', async ({ page }) => {
    await openSettled(page, '/admin/ui/color-pickers', 'dark');
    const black = page.getByRole('radio', { name: 'Black', exact: true }).first();
    await expect(black).toBeVisible();
    const { edge, swatch, card, width } = await black.evaluate((element) => {
      const style = getComputedStyle(element);
      let surface: Element | null = element.parentElement;
      while (surface && getComputedStyle(surface).backgroundColor === 'rgba(0, 0, 0, 0)')
        surface = surface.parentElement;
      return {
        edge: style.borderTopColor,
        swatch: style.backgroundColor,
        card: surface ? getComputedStyle(surface).backgroundColor : '',
        width: Number.parseFloat(style.borderTopWidth),
      };
    });
    expect(width).toBeGreaterThanOrEqual(2);
    expect(contrast(edge, swatch)).toBeGreaterThanOrEqual(3);
    expect(contrast(edge, card)).toBeGreaterThanOrEqual(3);
  });
});

// Forced colours (a Windows contrast theme) paint every background as the page's: the widgets
// whose fill means something show it in the palette's Highlight, their tracks in GrayText, and a
// swatch keeps its own colour.
test.describe('forced colours', () => {
  test.use({ forcedColors: 'active' });

  test('progress, slider, switch, radio, swatches and spinners stay readable', async ({ page }) => {
    await page.goto('/admin/statistics/progress-bars');
    await settled(page);
    let { palette, seen } = await forcedColorsOf(page, {
      bar: '[data-slot="progress-bar-indicator"]',
      barTrack: '[data-slot="progress-bar-track"]',
      range: '[data-slot="slider-range"]',
      sliderTrack: '[data-slot="slider-track"]',
    });
    expect(palette.Highlight).not.toBe(palette.Canvas);
    expect(seen.bar?.background).toBe(palette.Highlight);
    expect(seen.barTrack?.background).toBe(palette.GrayText);
    expect(seen.range?.background).toBe(palette.Highlight);
    expect(seen.sliderTrack?.background).toBe(palette.GrayText);

    await page.goto('/admin/forms/form-elements');
    await settled(page);
    ({ palette, seen } = await forcedColorsOf(page, {
      on: '[data-slot="switch-segment"][data-state="checked"]',
      off: '[data-slot="switch-segment"][data-state="unchecked"]',
      radio: '[data-slot="radio-button-dot"]',
    }));
    expect(seen.on).toMatchObject({ background: palette.Highlight, color: palette.HighlightText });
    expect(seen.off?.background).not.toBe(palette.Highlight);
    expect(seen.radio?.background).toBe(palette.Highlight);

    await page.goto('/admin/ui/spinners');
    await settled(page);
    ({ palette, seen } = await forcedColorsOf(page, {
      swatch: '[data-slot="color-dot"][style*="background"]',
      spinnerPart: '[data-slot="spinner"][data-variant="pixel"] span',
    }));
    // The first swatch is the palette's green, as without forced colours.
    expect(seen.swatch?.background).not.toBe(palette.Canvas);
    expect(seen.swatch?.background).not.toBe(palette.Highlight);
    expect(seen.spinnerPart?.background).not.toBe(palette.Canvas);
  });
});
