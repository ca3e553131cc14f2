import type { Locator, Page } from '@playwright/test';

import { expect, seriousAxeViolations, settled, storeTheme, test } from '../fixtures';

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

  test('Enter in a step’s field means Next, in the four wizards and the dashboard’s', async ({
    page,
  }) => {
    /** Name, Enter; country, Enter to choose it, Enter again to go on. */
    async function fillByEnter(wizard: Locator, name: string) {
      const field = wizard.getByRole('textbox', { name: 'Name' });
      await field.fill(name);
      await field.press('Enter');
      await expect(wizard.getByRole('group', { name: 'Step 2 of 3: Country' })).toBeFocused();
      const country = wizard.getByRole('combobox', { name: /Select country/ });
      await country.fill('Portu');
      await country.press('Enter');
      await expect(country).toHaveValue('Portugal');
      await country.press('Enter');
      await expect(wizard.getByText(`${name} from Portugal.`)).toBeVisible();
    }

    await page.goto('/admin/forms/form-wizards');
    await settled(page);
    for (const name of ['Simple', 'Rich', 'Vertical rich', 'Vertical simple']) {
      await fillByEnter(page.getByRole('group', { name, exact: true }), `Ada ${name}`);
    }

    await page.goto('/admin/dashboard');
    await settled(page);
    await page.getByRole('tab', { name: 'Setup profile' }).click();
    await fillByEnter(page.getByRole('group', { name: 'Set up your profile' }), 'Ada');
  });

  test('vertical wizards turn horizontal on phones', async ({ page }) => {
    await page.goto('/admin/forms/form-wizards');
    await settled(page);
    const vertical = page.getByRole('group', { name: 'Vertical rich', exact: true });
    await expect(vertical).toHaveAttribute('data-orientation', 'vertical');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(vertical).toHaveAttribute('data-orientation', 'horizontal');
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

  test('the date card fits a 320 px phone and keeps the cards’ padding at 375 px', async ({
    page,
  }) => {
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/admin/forms/form-elements');
      await settled(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scroll at ${width} px`).toBe(0);
      const body = page
        .locator('[data-slot=card]')
        .filter({ has: page.getByRole('heading', { name: 'Date and time pickers' }) })
        .locator('[data-slot=card-body]');
      const inside = await body.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const right = box.right - parseFloat(style.paddingRight);
        return [...element.querySelectorAll('*')].every(
          (child) => child.getBoundingClientRect().right <= right + 0.5,
        );
      });
      expect(inside, `content inside the padding at ${width} px`).toBe(true);
    }
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

  test('names with a right-to-left override show as they are; sizes say "1 byte"', async ({
    page,
  }) => {
    await page.goto('/admin/ui/file-upload');
    await settled(page);
    const list = page.getByRole('region', { name: 'Upload list', exact: true });
    await list.locator('input[type=file]').setInputFiles([
      {
        name: 'invoice\u202Efdp.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('x'),
      },
    ]);
    await expect(list.locator('[data-slot=file-upload-name]')).toHaveText('invoice\\u202Efdp.exe');
    await expect(list).toContainText('1 byte');
    await expect(list).not.toContainText('Bytes');
  });

  test('delete shows Undo; Undo restores; otherwise the file goes after 2 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/admin/ui/file-upload');
    await settled(page);
    const list = page.getByRole('region', { name: 'Upload list', exact: true });
    await list
      .locator('input[type=file]')
      .setInputFiles([
        { name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1500) },
      ]);
    await expect(list).toContainText('report.pdf');
    await expect(list).toContainText('1.5 kB');
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
  test('shows its toolbar for a selection only, formats it, refuses a javascript: link', async ({
    page,
  }) => {
    await page.goto('/admin/forms/medium-editor');
    await settled(page);
    const toolbar = page.getByRole('toolbar');
    const editor = page.getByRole('textbox', { name: /article/i });
    // Once the editor is ready (it prints its output), nothing is selected and no toolbar shows.
    await expect(page.getByTestId('editor-output')).toContainText('<strong>');
    await expect(editor.locator('[class~="bg-primary/35"]')).toHaveCount(0);
    await expect(toolbar).toHaveCount(0);
    const bold = editor.locator('strong');
    await bold.click();
    await page.keyboard.type('Q');
    await expect(bold).toHaveText(/Q/);
    await expect(toolbar).toHaveCount(0);
    const paragraph = editor.locator('p').nth(2);
    await paragraph.dblclick({ position: { x: 12, y: 10 } });
    await expect(toolbar).toBeVisible();
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

/** Opens the editor page and clicks at the start of the article's third paragraph. */
async function caretInThirdParagraph(page: Page) {
  await page.goto('/admin/forms/medium-editor');
  await settled(page);
  const editor = page.getByRole('textbox', { name: /article/i });
  const paragraph = editor.locator('p').nth(2);
  await paragraph.click({ position: { x: 2, y: 10 } });
  return { editor, paragraph };
}

test('rich-text editor: the first click into the editor places the caret where clicked', async ({
  page,
}) => {
  const { editor, paragraph } = await caretInThirdParagraph(page);
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

/** Pastes plain text into the element, as the browser's paste event carries it. */
async function paste(target: Locator, text: string) {
  await target.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('rich-text editor page', () => {
  test('headings descend one level at a time and the link is a 24 px target', async ({ page }) => {
    await page.goto('/admin/forms/medium-editor');
    await settled(page);
    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels).toEqual([1, 2, 3, 4]);
    const link = page.getByRole('textbox', { name: /article/i }).getByRole('link');
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });

  test('a 100 000-character paste of emoji and right-to-left text is cut, with a message', async ({
    page,
  }) => {
    const { editor, paragraph } = await caretInThirdParagraph(page);
    const before = (await editor.textContent())?.length ?? 0;
    const unit = '😀👍🏽 مرحبا بالعالم שלום ';
    await paste(editor, unit.repeat(Math.ceil(100_000 / unit.length)));
    await expect(page.getByRole('status').filter({ hasText: 'pasted text' })).toHaveText(
      'The pasted text was too long: only its first 10,000 characters were kept.',
    );
    const after = (await editor.textContent())?.length ?? 0;
    expect(after - before).toBeLessThanOrEqual(10_000);
    expect(after - before).toBeGreaterThan(9_900);
    // Still responsive: typing goes on at the caret and the message goes away.
    await page.keyboard.type('ok');
    await expect(paragraph).toContainText('okThe first weeks');
    await expect(page.getByText('The pasted text was too long', { exact: false })).toHaveCount(0);
  });

  test('the message shows for a long paste right after a link too', async ({ page }) => {
    await page.goto('/admin/forms/medium-editor');
    await settled(page);
    const editor = page.getByRole('textbox', { name: /article/i });
    await editor.getByRole('link').click();
    await page.keyboard.press('End');
    // Next to a link, the link extension follows the paste up with a transaction of its own.
    await paste(editor, 'word '.repeat(4000));
    await expect(page.getByRole('status').filter({ hasText: 'pasted text' })).toContainText(
      'first 10,000 characters',
    );
  });

  test('dark theme: the link form keeps the link text readable over its highlight', async ({
    page,
  }) => {
    await storeTheme(page, 'dark');
    await page.goto('/admin/forms/medium-editor');
    await settled(page);
    const link = page.getByRole('textbox', { name: /article/i }).getByRole('link');
    await link.dblclick();
    await page.getByRole('toolbar').getByRole('button', { name: 'Link' }).click();
    await expect(page.getByRole('textbox', { name: 'Link address' })).toBeFocused();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('24 px targets', () => {
  test('a slider thumb is a 24 px target around its 16 px dot', async ({ page }) => {
    await page.goto('/admin/ui/spinners');
    await settled(page);
    const thumb = page.getByRole('slider').first();
    const box = await thumb.boundingBox();
    expect(box?.width).toBe(16);
    const hits = await thumb.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const [cx, cy] = [x + width / 2, y + height / 2];
      return [
        [cx + 11.5, cy],
        [cx - 11.5, cy],
        [cx, cy + 11.5],
        [cx, cy - 11.5],
      ].map(([px, py]) => document.elementFromPoint(px, py)?.closest('[role=slider]') === element);
    });
    expect(hits).toEqual([true, true, true, true]);
  });

  test('a search field’s clear button is a 24 px target', async ({ page }) => {
    await page.goto('/404/not-found-advanced');
    await expect(page.locator('h1')).toBeVisible();
    const search = page.getByRole('searchbox');
    const box = (await search.boundingBox())!;
    let clearing = 0;
    // Click along the field's right end, 1 px apart, and count the clicks that clear it.
    for (let offset = 8; offset <= 56; offset += 1) {
      await search.fill('abc');
      await page.mouse.click(box.x + box.width - offset, box.y + box.height / 2);
      if ((await search.inputValue()) === '') clearing += 1;
    }
    expect(clearing).toBeGreaterThanOrEqual(24);
  });
});

/** Contrast of the highlighted item's outline against the menu's own background (WCAG formula). */
async function highlightContrast(highlighted: Locator, menu: Locator) {
  const outline = await highlighted.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.outlineColor, style: style.outlineStyle, width: style.outlineWidth };
  });
  const background = await menu.evaluate((element) => getComputedStyle(element).backgroundColor);
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(outline.color), luminance(background)].sort((a, b) => b - a);
  return { ...outline, ratio: (light + 0.05) / (dark + 0.05) };
}

test.describe('highlighted items in menus and listboxes', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`stand out at 3:1 or more in the ${theme} theme`, async ({ page }) => {
      await storeTheme(page, theme);
      const check = async (menu: Locator, highlighted: Locator, normal: Locator) => {
        await expect(highlighted).toHaveAttribute('data-highlighted', /.*/);
        const result = await highlightContrast(highlighted, menu);
        expect(result.style).toBe('solid');
        expect(parseFloat(result.width)).toBeGreaterThanOrEqual(2);
        expect(result.ratio).toBeGreaterThanOrEqual(3);
        expect(await normal.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe(
          'none',
        );
      };

      await page.goto('/admin/ui/dropdowns');
      await settled(page);
      await page.getByRole('button', { name: 'Bottom' }).click();
      const menu = page.getByRole('menu');
      await page.keyboard.press('ArrowDown');
      await check(menu, menu.getByRole('menuitem').nth(0), menu.getByRole('menuitem').nth(1));
      await page.keyboard.press('Escape');

      // The top bar's menus: dark in both themes.
      await page.getByRole('button', { name: 'Language' }).click();
      const languages = page.getByRole('menu');
      await page.keyboard.press('ArrowDown');
      const items = languages.getByRole('menuitemradio');
      await check(languages, items.nth(0), items.nth(1));
      await page.keyboard.press('Escape');

      await page.goto('/admin/forms/form-elements');
      await settled(page);
      const country = page.getByRole('combobox', { name: 'Country', exact: true });
      await country.click();
      await page.keyboard.press('ArrowDown');
      const listbox = page.getByRole('listbox', { name: 'Country' });
      await check(
        listbox.locator('xpath=..'),
        listbox.getByRole('option').nth(0),
        listbox.getByRole('option').nth(1),
      );
    });
  }
});
