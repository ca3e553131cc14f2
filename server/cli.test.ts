// @vitest-environment node
// The server's commands as an operator runs them: real processes (through tsx), real sockets,
// the embedded database on disk.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { freePort } from './testing/free-port.mjs';

const ADMIN = { email: 'owner@example.com', password: 'a long sentence of my own' };
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type Run = {
  child: ChildProcess;
  exited: Promise<number | null>;
  stdout: () => string;
  stderr: () => string;
};

function cli(args: string[], env: Record<string, string> = {}, input = ''): Run {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/cli.ts', ...args, '--no-env-file'],
    { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin?.end(input);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: unknown };

/**
 * One HTTP request from the local address `from` (loopback has many: 127.0.0.2, …). With `hold`,
 * it asks `Expect: 100-continue` and sends the body only after the server has answered
 * "100 Continue" (it has the request) and `hold()` has resolved: a request in flight.
 */
function send(
  url: string,
  {
    method = 'GET',
    body,
    cookie,
    from = '127.0.0.1',
    hold,
  }: {
    method?: string;
    body?: unknown;
    cookie?: string;
    from?: string;
    hold?: () => Promise<void>;
  } = {},
): Promise<Answer> {
  const target = new URL(url);
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      {
        method,
        localAddress: from,
        headers: {
          ...(text
            ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) }
            : {}),
          ...(method === 'GET' ? {} : { Origin: target.origin }),
          ...(cookie ? { Cookie: cookie } : {}),
          ...(hold ? { Expect: '100-continue' } : {}),
        },
      },
      (res) => {
        let data = '';
        res.on('data', (chunk: Buffer) => (data += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: data ? (JSON.parse(data) as unknown) : undefined,
          }),
        );
      },
    );
    req.on('error', reject);
    if (hold) req.once('continue', () => void hold().then(() => req.end(text)));
    else req.end(text);
  });
}

async function serve(env: Record<string, string>): Promise<Run> {
  const run = cli(['serve', '--api-only'], env);
  await expect
    .poll(() => run.stdout() + run.stderr(), { timeout: 30_000, interval: 100 })
    .toMatch(/"msg":"listening"|failed to start/);
  return run;
}

const cookieOf = (answer: Answer) =>
  String(answer.headers['set-cookie']?.[0] ?? '').split(';')[0] ?? '';

describe('the server commands', () => {
  it('will not start with a bad setting: one line naming each, exit 1', async () => {
    const run = cli(['serve', '--api-only'], {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://root:hunter2@localhost/db',
    });
    expect(await run.exited).toBe(1);
    const lines = run.stderr().trim().split('\n');
    expect(lines[0]).toMatch(/cannot start/);
    expect(lines.slice(1).map((line) => line.trim().split(' ')[1])).toEqual([
      'PORT',
      'PUBLIC_URL',
      'DATABASE_URL',
    ]);
    expect(run.stderr()).not.toContain('hunter2');
  });

  it('create-admin: never takes the password as an argument, follows the password rules, then creates the administrator', async () => {
    const env = { DATA_DIR: dataDir };
    const argument = cli(['create-admin', '--email', ADMIN.email, '--password', 'x'], env);
    expect(await argument.exited).toBe(1);
    expect(argument.stderr()).toMatch(/never takes the password as an argument/);
    const weak = cli(['create-admin', '--email', ADMIN.email], env, 'password1234\n');
    expect(await weak.exited).toBe(1);
    expect(weak.stderr()).toMatch(/too common/);
    const made = cli(
      ['create-admin', '--email', ADMIN.email, '--name', 'Olive Owner'],
      env,
      `${ADMIN.password}\n`,
    );
    expect(await made.exited, made.stderr()).toBe(0);
    expect(made.stdout()).toContain(`Created the administrator ${ADMIN.email}`);
  }, 60_000);

  it('serve: keeps accounts, sessions and edits through a restart and a kill -9, one process per DATA_DIR, SIGTERM finishes the request in flight', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: url, SIGN_IN_LIMIT: '3' };
    let server = await serve(env);
    try {
      // Production: the users behind sign-in, and nothing of the demo.
      expect((await send(`${url}/api/users`)).status).toBe(401);
      expect((await send(`${url}/api/health`)).body).toEqual({ ok: true, database: 'ok' });

      const login = await send(`${url}/api/auth/login`, { method: 'POST', body: ADMIN });
      expect(login.status).toBe(200);
      const cookie = cookieOf(login);
      expect((await send(`${url}/api/users`, { cookie })).body).toMatchObject({ total: 0 });
      const created = await send(`${url}/api/users`, {
        method: 'POST',
        cookie,
        body: {
          name: 'Grace Hopper',
          email: 'grace@example.com',
          score: 99,
          address: { city: 'Arlington', country: 'United States' },
        },
      });
      expect(created.status).toBe(201);

      // The sign-in limit counts per client address: 127.0.0.1 has used 1 of 3, 127.0.0.2 none.
      for (const expected of [401, 401, 429])
        expect(
          (
            await send(`${url}/api/auth/login`, {
              method: 'POST',
              body: { ...ADMIN, password: 'wrong wrong' },
            })
          ).status,
        ).toBe(expected);
      expect(
        (await send(`${url}/api/auth/login`, { method: 'POST', body: ADMIN, from: '127.0.0.2' }))
          .status,
      ).toBe(200);

      const second = cli(['serve', '--api-only'], { ...env, PORT: String(await freePort()) });
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toMatch(/in use by process/);

      server.child.kill('SIGKILL');
      await server.exited;
      server = await serve(env);
      expect((await send(`${url}/api/auth/me`, { cookie })).body).toMatchObject({
        account: { email: ADMIN.email, role: 'admin' },
      });
      expect((await send(`${url}/api/users/1`, { cookie })).body).toMatchObject({
        name: 'Grace Hopper',
      });
      // The limit survived the restart too.
      expect((await send(`${url}/api/auth/login`, { method: 'POST', body: ADMIN })).status).toBe(
        429,
      );

      let inFlight = () => {};
      const received = new Promise<void>((resolve) => (inFlight = resolve));
      let finish = () => {};
      const held = new Promise<void>((resolve) => (finish = resolve));
      const slow = send(`${url}/api/users`, {
        method: 'POST',
        cookie,
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          score: 98,
          address: { city: 'London', country: 'United Kingdom' },
        },
        hold: () => {
          inFlight();
          return held;
        },
      });
      await received; // the server has the request, not yet its body
      server.child.kill('SIGTERM');
      await expect.poll(() => server.stdout(), { interval: 50 }).toMatch(/"msg":"stopping"/);
      finish();
      expect((await slow).status).toBe(201);
      expect(await server.exited).toBe(0);
      expect(server.stdout()).toMatch(/"msg":"stopped"/);
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 90_000);
});
