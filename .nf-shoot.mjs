import { chromium } from '@playwright/test';
const base = 'http://localhost:5192';
const pages = {
  advanced: '/404/not-found-advanced',
  simple: '/404/not-found-simple',
  custom: '/404/not-found-custom',
  large: '/pages/not-found-large-text',
  catalogue: '/admin/pages/404-pages',
};
const only = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const theme of ['light', 'dark']) {
  for (const [w, h] of [[375, 800], [1440, 900]]) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.log(theme, w, m.type(), m.text()); });
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    await page.addInitScript((t) => localStorage.setItem('tessera.theme', JSON.stringify(t)), theme);
    for (const [name, path] of Object.entries(pages)) {
      if (only && only !== name) continue;
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const sw = await page.evaluate(() => document.documentElement.scrollWidth);
      if (sw > w) console.log('OVERFLOW', name, w, theme, sw);
      await page.screenshot({ path: `/tmp/nf-shots/${name}-${w}-${theme}.png`, fullPage: true });
    }
    await ctx.close();
  }
}
await browser.close();
