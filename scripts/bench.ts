/**
 * Benchmarks (run: `npx tsx scripts/bench.ts`; BENCH_DURATION=<seconds>, BENCH_CONNECTIONS=<n>):
 * 1. the demo API (PGlite) under autocannon: requests/second and latency percentiles;
 * 2. the data table's local mode over 100 000 demo users: `createLocalQuery`, the very function the
 *    DataTable calls, per keystroke of a search (filter + sort + page);
 * 3. the same in Chromium, through the DataTable itself (scripts/bench-table.ts).
 *
 * The API runs in a worker thread of this process, so the load generator (main thread) does not
 * steal the server's event loop; everything stays on loopback and stops at the end.
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import autocannon from 'autocannon';

import { readConfig } from '../server/config';
import { toApiUser } from '../server/resources/users';
import { generateDemoUsers } from '../server/seed';
import { startServer } from '../server/server';
import { MIGRATIONS } from '../server/testing/test-database';
import { createLocalQuery, type LocalQueryState } from '../src/widgets/data-table/local-query';
import { benchTableInBrowser, keystrokes } from './bench-table';

type FromWorker = { type: 'ready'; url: string; userCount: number } | { type: 'stopped' };
type ToWorker = { type: 'stop' };

const LOCAL_ROWS = 100_000;
const LOCAL_RUNS = 20;
const LOCAL_WARMUP = 2;

/** A mix of what the data table sends: every parameter present, as vuetable does. */
const API_QUERIES: Array<Record<string, string>> = [
  { sort: '', page: '1', per_page: '10', filter: '' },
  { sort: 'name|asc', page: '1', per_page: '6', filter: '' },
  { sort: 'email|desc', page: '3', per_page: '10', filter: '' },
  { sort: 'score|desc', page: '1', per_page: '10', filter: 'an' },
  { sort: 'city|asc', page: '2', per_page: '5', filter: 'lo' },
  { sort: '', page: '50', per_page: '10', filter: '' },
  { sort: 'name|desc', page: '1', per_page: '100', filter: '' },
  { sort: 'score|asc', page: '1', per_page: '10', filter: 'new york' },
  { sort: 'id|desc', page: '400', per_page: '10', filter: '' },
  { sort: '', page: '1', per_page: '10', filter: 'example.org' },
];

function envNumber(name: string, fallback: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer from 1 to ${max}, got "${raw}"`);
  }
  return value;
}

function out(line = ''): void {
  process.stdout.write(`${line}\n`);
}

/** Nearest-rank percentile of unsorted samples. */
function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ');
  return [
    line(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : 'n/a');

/** Worker side: run the API until told to stop. */
async function serveInWorker(): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const settings = readConfig({
    NODE_ENV: 'development',
    PORT: '0',
    DATABASE_URL: 'memory:',
    SEED_DEMO: '1',
  });
  if (!settings.ok) throw new Error(settings.errors.join('\n'));
  const server = await startServer(settings.config, { migrationsFolder: MIGRATIONS });
  port.on('message', (message: ToWorker) => {
    if (message.type !== 'stop') return;
    void server.close().then(() => {
      port.postMessage({ type: 'stopped' } satisfies FromWorker);
      port.close();
    });
  });
  port.postMessage({
    type: 'ready',
    url: server.url,
    userCount: server.seeded?.people ?? 0,
  } satisfies FromWorker);
}

/** Main side: starts the worker (through tsx's API, since workers do not inherit tsx's loader). */
function startApiWorker(): Promise<{ url: string; userCount: number; stop(): Promise<void> }> {
  const tsx = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(self)}, ${JSON.stringify(self)}))`,
    { eval: true },
  );
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    void exited.then(() => reject(new Error('the API worker exited before it was ready')));
    worker.on('message', (message: FromWorker) => {
      if (message.type !== 'ready') return;
      resolve({
        url: message.url,
        userCount: message.userCount,
        async stop() {
          worker.postMessage({ type: 'stop' } satisfies ToWorker);
          const timer = setTimeout(() => void worker.terminate(), 5000);
          await exited;
          clearTimeout(timer);
        },
      });
    });
  });
}

async function benchApi(duration: number, connections: number): Promise<string[][]> {
  const startedAt = performance.now();
  const api = await startApiWorker();
  const startup = performance.now() - startedAt;
  try {
    const paths = API_QUERIES.map((query) => `/api/users?${new URLSearchParams(query).toString()}`);
    for (const path of paths) {
      const response = await fetch(api.url + path);
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    }
    out(`API: ${api.url}, PGlite, ${api.userCount} users (ready in ${ms(startup)} ms)`);
    out(`autocannon: ${connections} connections for ${duration} s over ${paths.length} queries...`);
    const latencies: number[] = [];
    const run = autocannon({
      url: api.url,
      connections,
      duration,
      timeout: 10,
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    run.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
    const result = await run;
    const failures = result.errors + result.timeouts + result.non2xx;
    if (failures > 0) {
      out(
        `WARNING: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx answers`,
      );
    }
    return [
      ['GET /api/users (PGlite, mixed queries)', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests'],
      [
        `  ${connections} connections, ${duration} s`,
        result.requests.average.toFixed(0),
        ms(percentile(latencies, 50)),
        ms(percentile(latencies, 95)),
        ms(percentile(latencies, 99)),
        String(latencies.length),
      ],
    ];
  } finally {
    await api.stop();
  }
}

function benchLocal(): string[][] {
  const generatedAt = performance.now();
  // The demo API's own generator: the benchmark needs no demo page data (it survives strip-demo).
  const rows = generateDemoUsers(LOCAL_ROWS).map(toApiUser);
  out(`local mode: ${rows.length} rows generated in ${ms(performance.now() - generatedAt)} ms`);
  const filterFields = ['name', 'email', 'address.city'];
  const sort = { field: 'name', direction: 'asc' } as const;
  const setUp: number[] = [];
  const sorting: number[] = [];
  const typing: number[] = [];
  for (let run = 0; run < LOCAL_WARMUP + LOCAL_RUNS; run += 1) {
    const counted = run >= LOCAL_WARMUP;
    let start = performance.now();
    const query = createLocalQuery(rows, { filterFields });
    if (counted) setUp.push(performance.now() - start);
    const state: LocalQueryState = { filter: '', sort, page: 1, perPage: 10 };
    start = performance.now();
    query(state);
    if (counted) sorting.push(performance.now() - start);
    for (const filter of keystrokes(run)) {
      start = performance.now();
      query({ ...state, filter });
      if (counted) typing.push(performance.now() - start);
    }
  }
  const line = (label: string, times: number[]) => [
    `  ${label}`,
    ms(percentile(times, 50)),
    ms(percentile(times, 95)),
    String(times.length),
  ];
  return [
    ['createLocalQuery over 100 000 rows (Node)', 'median ms', 'p95 ms', 'samples'],
    line('set-up (search text of every row)', setUp),
    line('first sort by name', sorting),
    line('keystroke: filter + sort + page', typing),
  ];
}

async function main(): Promise<void> {
  const duration = envNumber('BENCH_DURATION', 10, 40);
  const connections = envNumber('BENCH_CONNECTIONS', 10, 200);
  const guard = setTimeout(() => {
    console.error('bench: gave up after 300 s');
    process.exit(1);
  }, 300_000);
  guard.unref();

  const apiTable = await benchApi(duration, connections);
  const localTable = benchLocal();
  const browserTable = await benchTableInBrowser();
  out();
  out(table(apiTable));
  out('  (p50/p95/p99 from every response time; latency includes queueing at the server)');
  out();
  out(table(localTable));
  out(
    `  (${LOCAL_WARMUP} warm-up runs not counted; ${LOCAL_RUNS} runs, each typing and deleting a word)`,
  );
  out();
  out(table(browserTable));
  out('  (keystroke: from the input event until the table is updated and laid out)');
  clearTimeout(guard);
}

if (isMainThread) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('bench failed:', error);
      process.exit(1);
    },
  );
} else {
  void serveInWorker();
}
