/**
 * The DataTable's local mode in a real browser (run by `npm run bench`, or alone:
 * `npx tsx scripts/bench-table.ts`): 100 000 rows, filter + sort + page per keystroke, through the
 * component itself (input event → table updated and laid out) and through its query function alone.
 * Builds scripts/bench-table/ with the app's Vite config into a temporary folder and loads it in
 * Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Not a pass/fail test: one frame at 60 Hz
 * (16 ms) is the target.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'vite';

/** What scripts/bench-table/main.tsx puts on `window` (that page is built for the browser apart). */
type BenchWindow = {
  __bench?: {
    rows: number;
    type: (texts: readonly string[]) => Promise<number[]>;
    query: (texts: readonly string[]) => number[];
  };
};

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ORIGIN = 'http://bench.test';
const RUNS = 10;
const WARMUP = 2;
/**
 * What a user types into the search box, one keystroke at a time, then deletes again: a new word
 * each run (distinct first letters), so no run finds the previous run's results remembered.
 */
const WORDS = [
  'london',
  'berlin',
  'paris',
  'madrid',
  'tokyo',
  'oslo',
  'quito',
  'sydney',
  'cairo',
  'dublin',
  'hanoi',
  'kyiv',
];
export function keystrokes(run: number): string[] {
  const word = WORDS[run % WORDS.length];
  const typed = Array.from(word, (_, index) => word.slice(0, index + 1));
  return [...typed, ...typed.slice(0, -1).reverse(), ''];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    NaN
  );
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : 'n/a');

export async function benchTableInBrowser(): Promise<string[][]> {
  const outDir = mkdtempSync(join(tmpdir(), 'tessera-bench-table-'));
  try {
    await build({
      root,
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'warn',
      build: {
        outDir,
        emptyOutDir: true,
        manifest: false,
        rollupOptions: { input: join(root, 'scripts/bench-table/index.html') },
      },
    });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
      await page.route(`${ORIGIN}/**`, (route) => {
        const path = new URL(route.request().url()).pathname;
        try {
          const body = readFileSync(join(outDir, decodeURIComponent(path)));
          return route.fulfill({
            body,
            contentType: TYPES[extname(path)] ?? 'application/octet-stream',
          });
        } catch {
          return route.fulfill({ status: 404 });
        }
      });
      await page.goto(`${ORIGIN}/scripts/bench-table/index.html`);
      await page.waitForFunction(
        () => (window as unknown as BenchWindow).__bench !== undefined,
        undefined,
        { timeout: 60_000 },
      );
      await page.getByRole('searchbox').waitFor();
      const typed: number[] = [];
      const queried: number[] = [];
      for (let run = 0; run < WARMUP + RUNS; run += 1) {
        const times = await page.evaluate(
          (texts) => (window as unknown as BenchWindow).__bench!.type(texts),
          keystrokes(run),
        );
        const alone = await page.evaluate(
          (texts) => (window as unknown as BenchWindow).__bench!.query(texts),
          keystrokes(run),
        );
        if (run >= WARMUP) {
          typed.push(...times);
          queried.push(...alone);
        }
      }
      const rows = await page.evaluate(() => (window as unknown as BenchWindow).__bench!.rows);
      const line = (label: string, times: number[]) => [
        `  ${label}`,
        ms(percentile(times, 50)),
        ms(percentile(times, 95)),
        String(times.length),
      ];
      return [
        [
          `DataTable in Chromium, ${rows.toLocaleString('en')} rows`,
          'median ms',
          'p95 ms',
          'samples',
        ],
        line('keystroke: filter + sort + page, table updated', typed),
        line('keystroke: the query function alone', queried),
      ];
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchTableInBrowser().then(
    (table) => {
      for (const row of table) process.stdout.write(`${row.join('  ')}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error('bench-table failed:', error);
      process.exit(1);
    },
  );
}
