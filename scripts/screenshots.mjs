#!/usr/bin/env node
// Screenshots of pages for a visual check: node scripts/screenshots.mjs [--base URL] [--out DIR] path...
// Each path is shot at 375 and 1440 px wide, light and dark. Needs a running server (npm run preview).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : fallback;
};
const base = option('--base', 'http://127.0.0.1:4173');
const out = option('--out', '/tmp/shots');
const widths = option('--widths', '375,1440').split(',').map(Number);
const themes = option('--themes', 'light,dark').split(',');
const paths = args.length ? args : ['/admin/dashboard'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const theme of themes) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 800 : 900 },
    });
    await context.addInitScript(
      (value) => localStorage.setItem('tessera.theme', JSON.stringify(value)),
      theme,
    );
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/]|data:|blob:)/, (r) =>
      r.abort(),
    );
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const file = `${out}/${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'root'}-${width}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
