import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  const w = window as any; w.__h = undefined;
  new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) if (e.identifier === 'page-heading') w.__h ??= e.renderTime || e.startTime; }).observe({ type: 'element', buffered: true });
});
await page.goto(process.argv[2]!, { waitUntil: 'load' });
await page.waitForFunction(() => (window as any).__h !== undefined);
await page.waitForLoadState('networkidle');
const rows = await page.evaluate(() => { const h = (window as any).__h; return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [e.responseEnd <= h ? 'B' : 'a', Math.round(e.responseEnd), e.transferSize, e.name.replace(location.origin, '')]); });
for (const r of rows) console.log(r.join('\t'));
await browser.close();
