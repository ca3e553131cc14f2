import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { freePort } from '../server/testing/free-port.mjs';
import { expect, settled, test } from './fixtures';

// The deployment as README's Deploy section runs it: `npm run serve` (the built server, production
// settings, PGlite on disk), its first administrator from `npm run create-admin`. Nothing of the
// demo is there, and what a person did survives a restart.

const ADMIN = { email: 'owner@example.com', password: 'a long sentence of my own' };

/** Runs `node dist-server/cli.js <args>` with `env`; `input` goes to its standard input. */
function cli(args: string[], env: NodeJS.ProcessEnv, input?: string) {
  const child = spawn(process.execPath, ['dist-server/cli.js', ...args, '--no-env-file'], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input ?? '');
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

async function serve(env: NodeJS.ProcessEnv) {
  const run = cli(['serve'], env);
  // Starting the embedded database takes seconds, more on a busy machine.
  await expect
    .poll(() => `${run.output().stdout}${run.output().stderr}`, { timeout: 60_000 })
    .toMatch(/"msg":"listening"|failed to start|cannot start/);
  // Nothing on stderr but the warning that, without SMTP_URL, no mail goes out.
  const errors = run.output().stderr.split('\n').filter(Boolean);
  expect(errors).toEqual([expect.stringContaining('"msg":"no SMTP_URL')]);
  return run;
}

async function stop(run: { child: ChildProcess; exited: Promise<number | null> }) {
  run.child.kill('SIGTERM');
  return run.exited;
}

test('npm run serve: sign in, create a user, restart, and the user and the session are still there', async ({
  page,
}) => {
  // Two starts of the server and the administrator's password hash: seconds each, alone.
  test.slow();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-serve-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), PUBLIC_URL: url, DATA_DIR: dataDir };
  try {
    const admin = cli(['create-admin', '--email', ADMIN.email], env, `${ADMIN.password}\n`);
    expect(await admin.exited, admin.output().stderr).toBe(0);
    expect(admin.output().stdout).toContain(`Created the administrator ${ADMIN.email}`);

    let server = await serve(env);
    // Production: the users behind sign-in, no demo accounts, accounts by invitation only, and
    // the login page offers neither.
    expect((await page.request.get(`${url}/api/users`)).status()).toBe(401);
    expect(await (await page.request.get(`${url}/api/auth/demo-accounts`)).json()).toEqual({
      accounts: [],
    });

    await page.goto(`${url}/admin/users`);
    await expect(page).toHaveURL(`${url}/auth/login?next=%2Fadmin%2Fusers`);
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Demo accounts' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveCount(0);
    const signUp = await page.request.post(`${url}/api/auth/signup`, {
      data: { email: 'stranger@example.com', password: 'long enough to pass' },
      headers: { Origin: url },
    });
    expect(signUp.status()).toBe(403);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(`${url}/admin/users`);

    await page.getByRole('link', { name: 'New user' }).click();
    await page.getByLabel('Name').fill('Grace Hopper');
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByLabel('City').fill('Arlington');
    await page.getByLabel('Country').fill('United States');
    await page.getByLabel('Score').fill('1000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/users\/\d+$/);
    await expect(page.getByText('created the user')).toBeVisible();
    const userPage = page.url();
    // Nothing of the app may ask the server anything while it is down.
    await page.goto('about:blank');

    expect(await stop(server)).toBe(0);
    const { stdout } = server.output();
    expect(stdout).toMatch(/"msg":"stopped"/);
    // One JSON line per request, without the password or the session cookie.
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({
        msg: 'request',
        method: 'POST',
        path: '/api/auth/login',
        status: 200,
      }),
    );
    expect(stdout).not.toContain(ADMIN.password);
    expect(stdout).not.toContain('tessera_session=');

    server = await serve(env);
    await page.goto(userPage);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByText('created the user')).toBeVisible();
    expect(await stop(server)).toBe(0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
