import { expect, seriousAxeViolations, settled, test } from './fixtures';

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

    await page.goto('/admin/ui/icons/no-such-set');
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No such icon set');
    await page.getByRole('link', { name: /Back/ }).click();
    await expect(page).toHaveURL('/admin/ui/icons');
  });
});
