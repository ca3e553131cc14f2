import { chunkOf, expect, failRequests, settled, storeTheme, test } from './fixtures';

test.describe('language', () => {
  test('switching changes the shell, <html lang> and the title, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Language' }).click();
    const options = page.getByRole('menuitemradio');
    // Each language by its own name, whatever the interface language.
    await expect(options).toHaveText(['English', 'Español', 'Português (Brasil)', 'العربية']);
    await expect(options.locator('[lang="ar"]')).toHaveText('العربية');
    await expect(options.first()).toHaveAttribute('aria-checked', 'true');
    await expect(options.locator('img')).toHaveCount(4);
    await page.getByRole('menuitemradio', { name: 'Español' }).click();

    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(
      page.getByRole('button', { name: 'Mostrar u ocultar la barra lateral' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Barra lateral' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');
    await expect(page).toHaveTitle(/^Panel/);

    await page.reload();
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');

    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitemradio', { name: 'Português (Brasil)' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Painel');
    await expect(page).toHaveTitle(/^Painel/);
    await expect(page.getByRole('navigation', { name: 'Barra lateral' })).toBeVisible();
  });

  test.describe(() => {
    test.use({ allowedConsole: [/Failed to load resource/] });

    test('a language whose strings cannot load: the current one stays, a toast says so, and choosing it again works', async ({
      page,
    }) => {
      const chunk = await failRequests(page, chunkOf('src/i18n/locales/es/index.ts'));
      await page.goto('/admin/dashboard');
      await settled(page);
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemradio', { name: 'Español' }).click();
      await expect(page.getByRole('region', { name: 'App notices', exact: true })).toContainText(
        'Spanish could not be loaded, so the language stays as it was. Check your connection and choose it again.',
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');

      chunk.reconnect();
      await page.getByRole('button', { name: 'Language' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await page.getByRole('menuitemradio', { name: 'Español' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');
    });
  });

  test('downloads only the active language', async ({ page }) => {
    const languages = ['en', 'es', 'pt-BR'] as const;
    const chunks = languages.map((lng) => chunkOf(`src/i18n/locales/${lng}/index.ts`));
    const localeChunks: string[] = [];
    page.on('request', (request) => {
      const index = chunks.findIndex((chunk) => chunk.test(request.url()));
      if (index >= 0) localeChunks.push(languages[index]);
    });
    await page.addInitScript(() => window.localStorage.setItem('tessera.language', '"es"'));
    await page.goto('/admin/dashboard');
    await settled(page);
    expect(localeChunks).toEqual(['es']);
  });

  test('a stored value that is not a language falls back to English', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('tessera.language', '"xx"'));
    await page.goto('/admin/dashboard');
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('the stored theme is applied before the page is first drawn, by a script the CSP allows', async ({
    page,
  }) => {
    await storeTheme(page, 'dark');
    await page.addInitScript(() => {
      // Records the theme at the moment <body> is parsed, before anything can be painted.
      const record = new MutationObserver(() => {
        if (!document.body) return;
        document.documentElement.setAttribute(
          'data-theme-at-body',
          document.documentElement.dataset.theme ?? 'none',
        );
        record.disconnect();
      });
      record.observe(document, { childList: true, subtree: true });
    });
    const response = await page.goto('/admin/dashboard');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'[^;]*;/);
    expect(/script-src [^;]*'unsafe-inline'/.test(policy)).toBe(false);
    await expect(page.locator('html')).toHaveAttribute('data-theme-at-body', 'dark');
    await settled(page);
  });

  test('the first visit follows the system, the toggle wins and survives a reload', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/admin/dashboard');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'dark');
    const toggle = page.getByRole('button', { name: 'Toggle theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const pageBackground = () =>
      page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await pageBackground()).toBe('rgb(238, 238, 238)');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await toggle.click();
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await pageBackground()).toBe('rgb(18, 20, 23)');
    await context.close();
  });
});

test('a theme or language chosen in one tab is the other tabs’ too, without a reload', async ({
  page,
  context,
}) => {
  await page.goto('/admin/dashboard');
  await settled(page);
  const other = await context.newPage();
  await other.goto('/auth/login');
  await expect(other.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  const theme = await page.locator('html').getAttribute('data-theme');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(other.locator('html')).toHaveAttribute(
    'data-theme',
    theme === 'dark' ? 'light' : 'dark',
  );

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await expect(other.getByRole('heading', { level: 1 })).toHaveText('Hola de nuevo');
});
