import type { Locator, Page } from '@playwright/test';
import { expect, seriousAxeViolations, settled, test } from './fixtures';

/** Completes one demo wizard with the keyboard only (focus moves by Tab, actions by Enter). */
async function completeByKeyboard(page: Page, wizard: Locator, name: string) {
  await wizard.getByRole('textbox', { name: 'Name' }).focus();
  await page.keyboard.type(name);
  await wizard.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  await expect(wizard.getByRole('group', { name: 'Step 2 of 3: Country' })).toBeFocused();

  await page.keyboard.press('Tab');
  const country = wizard.getByRole('combobox', { name: /Select country/ });
  await expect(country).toBeFocused();
  await page.keyboard.type('Portu');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('Portugal');
  await wizard.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');

  await expect(wizard.getByText(`${name} from Portugal.`)).toBeVisible();
  await wizard.getByRole('button', { name: 'Confirm' }).focus();
  await page.keyboard.press('Enter');
  await expect(wizard.getByRole('heading', { name: 'Wizard completed!' })).toBeVisible();
}

test.describe('form wizards', () => {
  test('each of the four wizards completes by keyboard, after refusing an empty step', async ({
    page,
  }) => {
    await page.goto('/admin/forms/form-wizards');
    await settled(page);
    for (const name of ['Simple', 'Rich', 'Vertical rich', 'Vertical simple']) {
      const wizard = page.getByRole('group', { name, exact: true });
      await wizard.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await expect(wizard.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        'The Name field is required.',
      );
      await completeByKeyboard(page, wizard, `Ada ${name}`);
    }
  });

  test('vertical wizards turn horizontal on phones', async ({ page }) => {
    await page.goto('/admin/forms/form-wizards');
    await settled(page);
    const vertical = page.getByRole('group', { name: 'Vertical rich', exact: true });
    await expect(vertical).toHaveAttribute('data-layout', 'vertical');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(vertical).toHaveAttribute('data-layout', 'horizontal');
  });
});

test.describe('form elements', () => {
  test('selects: pick by typing, clear, and count more than two choices', async ({ page }) => {
    await page.goto('/admin/forms/form-elements');
    await settled(page);
    const country = page.getByRole('combobox', { name: 'Country', exact: true });
    await country.click();
    await page.keyboard.type('ger');
    await expect(page.getByRole('option', { name: 'Germany' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Algeria' })).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(country).toHaveValue('Germany');
    await page.getByRole('button', { name: 'Clear Country' }).click();
    await expect(country).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear Country' })).toHaveCount(0);

    const multi = page.getByRole('combobox', { name: 'Multi-select' });
    await multi.click();
    for (const option of ['First option', 'Second option', 'Third option']) {
      await page.getByRole('option', { name: option }).click();
    }
    await page.keyboard.press('Escape');
    await expect(multi).toHaveValue('3/3 chosen');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('date picker: choose a day in the calendar, reject a typed disabled day', async ({
    page,
  }) => {
    await page.goto('/admin/forms/form-elements');
    await settled(page);
    const basic = page.getByRole('textbox', { name: 'Basic' });
    await expect(basic).toHaveValue('2018-05-09');
    await page
      .getByRole('button', { name: /Choose date/ })
      .first()
      .click();
    const calendar = page.getByRole('dialog');
    await expect(calendar).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await calendar.getByRole('button', { name: /May 17/ }).click();
    await expect(basic).toHaveValue('2018-05-17');

    const disabled = page.getByRole('textbox', { name: 'Some days disabled' });
    await disabled.fill('2018-05-10');
    await disabled.press('Enter');
    await expect(disabled).toHaveAttribute('aria-invalid', 'true');
    await expect(disabled).toHaveValue('2018-05-10');
  });

  test('checkbox, radio and switch work by keyboard', async ({ page }) => {
    await page.goto('/admin/forms/form-elements');
    await settled(page);
    const unselected = page.getByRole('checkbox', { name: 'Unselected' });
    await unselected.focus();
    await page.keyboard.press('Space');
    await expect(unselected).toBeChecked();
    const readOnly = page.getByRole('checkbox', { name: 'Read-only' });
    await readOnly.focus();
    await page.keyboard.press('Space');
    await expect(readOnly).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Option 1' }).first()).toBeChecked();
    await page.getByRole('radio', { name: 'Female' }).click();
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
  });
});

test.describe('file upload', () => {
  test('a wrong file type opens one validation modal naming the files', async ({ page }) => {
    await page.goto('/admin/ui/file-upload');
    await settled(page);
    const gallery = page.getByRole('region', { name: 'Advanced media gallery' });
    await gallery.locator('input[type=file]').setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'photo.png.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('x') },
      { name: 'ok.PNG', mimeType: 'image/png', buffer: Buffer.from('png') },
    ]);
    const dialog = page.getByRole('dialog', { name: 'File validation' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('File type is incorrect!');
    await expect(dialog).toContainText('notes.txt');
    await expect(dialog).toContainText('photo.png.exe');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(gallery).toContainText('ok.PNG');
  });

  test('delete shows Undo; Undo restores; otherwise the file goes after 2 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin/ui/file-upload');
    await settled(page);
    const list = page.getByRole('region', { name: 'Upload list', exact: true });
    await list
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1536) },
      ]);
    await expect(list).toContainText('report.pdf');
    await expect(list).toContainText('1.5 KB');
    // The undo row lasts 2 s of the page's time: stop its clock, or a slow machine outruns it.
    await page.clock.pauseAt(Date.now() + 1000);
    await list.getByRole('button', { name: 'Delete report.pdf' }).click();
    const undo = list.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await undo.click();
    await expect(list.getByRole('button', { name: 'Delete report.pdf' })).toBeVisible();
    await list.getByRole('button', { name: 'Delete report.pdf' }).click();
    await expect(list).toContainText('File deleted');
    await page.clock.runFor(1999);
    await expect(list.getByRole('button', { name: 'Undo' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(list.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'Delete report.pdf' })).toHaveCount(0);
    await expect(list).not.toContainText('File deleted');
  });
});

test.describe('rich-text editor', () => {
  test('shows its toolbar on load, formats a selection, refuses a javascript: link', async ({
    page,
  }) => {
    await page.goto('/admin/forms/medium-editor');
    await settled(page);
    const toolbar = page.getByRole('toolbar');
    await expect(toolbar).toBeVisible();
    const editor = page.getByRole('textbox', { name: /article/i });
    const paragraph = editor.locator('p').nth(2);
    await paragraph.dblclick({ position: { x: 12, y: 10 } });
    await toolbar.getByRole('button', { name: 'Italic' }).click();
    await expect(paragraph.locator('em')).toHaveCount(1);
    await expect(toolbar.getByRole('button', { name: 'Italic' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await toolbar.getByRole('button', { name: 'Link' }).click();
    const url = page.getByRole('textbox', { name: /URL|address/i });
    await url.fill('javascript:alert(1)');
    await url.press('Enter');
    await expect(page.getByText(/http|mailto/i).first()).toBeVisible();
    await expect(editor.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test('rich-text editor: the first click into the editor places the caret where clicked', async ({
  page,
}) => {
  await page.goto('/admin/forms/medium-editor');
  await settled(page);
  const editor = page.getByRole('textbox', { name: /article/i });
  const paragraph = editor.locator('p').nth(2);
  await paragraph.click({ position: { x: 2, y: 10 } });
  await page.keyboard.type('XYZ');
  await expect(paragraph).toHaveText(/^XYZThe first weeks/);
  await expect(editor.locator('strong')).toHaveText('attention');
});

test.describe('tags and colours', () => {
  test('a removable tag disappears half a second after its ×', async ({ page }) => {
    await page.goto('/admin/ui/tags');
    await settled(page);
    await page.getByRole('button', { name: 'Remove Toyota' }).click();
    await expect(page.getByRole('button', { name: 'Remove Toyota' })).toHaveCount(0);
  });

  test('the simple picker sets the square to a palette colour', async ({ page }) => {
    await page.goto('/admin/ui/color-pickers');
    await settled(page);
    await page
      .getByRole('button', { name: /^Simple/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: /Info blue/i }).click();
    await expect(page.getByRole('button', { name: /^Simple/ }).first()).toContainText('#4ab2e3');
  });
});
