import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;

/** E2E tests drive the production build, served by the production server, in Debian's Chromium. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A page boots in a few seconds alone but several times slower on a busy two-core machine (CI,
  // or other work beside the suite): loading waits need the room. A met wait returns at once.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    // A trace records every action of every test, a tenth of the run's time. CI keeps no files,
    // so it records none there; locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Offline but for this machine: no other host resolves, so a request that would leave it
        // fails at once. Routing every request through Playwright (`page.route`) would do the same
        // at the cost of the HTTP cache and a round trip to the test process per request.
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  // The built server (npm run build) as `npm run preview` runs it: development settings (the demo
  // seeded, relaxed sign-in limits), a database in memory that each run starts afresh, and the
  // app's Content-Security-Policy, so a test fails on anything the policy blocks.
  webServer: {
    command: 'node dist-server/cli.js serve --no-env-file',
    url: `${baseURL}/api/health`,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATABASE_URL: 'memory:',
      SEED_DEMO: '1',
      SIGN_UP: 'open',
      SIGN_IN_LIMIT: '100000',
      SIGN_UP_LIMIT: '100000',
    },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
