import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
// Its own API port, so a dev API already running on 8787 does not answer the tests.
const apiPort = process.env.E2E_API_PORT ?? '8799';
const baseURL = `http://127.0.0.1:${port}`;

/** E2E tests drive the production build (`vite preview`) in Debian's Chromium. */
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
    trace: 'retain-on-failure',
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
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      command: 'node_modules/.bin/tsx server/index.ts',
      url: `http://127.0.0.1:${apiPort}/api/health`,
      env: { API_PORT: apiPort },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
      url: baseURL,
      // Served under the app's Content-Security-Policy, with the Google and Yandex hosts a
      // deployment with keys would allow: the map pages' "try a key" flows request their scripts.
      env: { API_PORT: apiPort },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
