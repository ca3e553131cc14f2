// @vitest-environment node
// Default (jsdom) environment, see app.test.ts; the requests below go over real loopback HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UsersPage } from './contract';
import { startServer, type RunningServer } from './index';
import { generateDemoUsers } from './seed';
import { TEST_SCRYPT_COST } from './testing/write-api-suite';
import { toApiUser } from './users-query';

let server: RunningServer | undefined;

beforeAll(async () => {
  server = await startServer({ port: 0, databaseUrl: null, scryptCost: TEST_SCRYPT_COST });
}, 30_000);

afterAll(async () => {
  await server?.close();
});

describe('startServer', () => {
  it('listens on loopback with PGlite and 5000 users once ready', async () => {
    if (!server) throw new Error('server did not start');
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.backend).toBe('PGlite');
    expect(server.userCount).toBe(5000);
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ ok: true });
    const users = await fetch(`${server.url}/api/users?per_page=2&sort=score|desc`);
    const page = (await users.json()) as UsersPage;
    expect(page).toMatchObject({ total: 5000, per_page: 2, from: 1, to: 2, last_page: 2500 });
    expect(page.data.map((u) => u.score)).toEqual([1000, 1000]);
  });

  it('seeds deterministically: this second database serves the generator rows', async () => {
    if (!server) throw new Error('server did not start');
    const response = await fetch(`${server.url}/api/users?per_page=100`);
    const page = (await response.json()) as UsersPage;
    expect(page.data).toEqual(generateDemoUsers().slice(0, 100).map(toApiUser));
  });

  it('signs in over real HTTP: the cookie comes back and opens the session', async () => {
    if (!server) throw new Error('server did not start');
    const { url } = server;
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { Origin: url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'tessera-demo' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^tessera_session=/);
    const me = await fetch(`${url}/api/auth/me`, { headers: { Cookie: cookie } });
    expect(await me.json()).toMatchObject({
      account: { email: 'admin@example.com', role: 'admin' },
    });
  });

  it('refuses a SESSION_TTL_MINUTES that is not a whole number of minutes', async () => {
    const saved = process.env.SESSION_TTL_MINUTES;
    try {
      for (const bad of ['0', '1.5', 'eight', '9999999']) {
        process.env.SESSION_TTL_MINUTES = bad;
        await expect(startServer({ port: 0, databaseUrl: null })).rejects.toThrow(
          /SESSION_TTL_MINUTES must be/,
        );
      }
    } finally {
      if (saved === undefined) delete process.env.SESSION_TTL_MINUTES;
      else process.env.SESSION_TTL_MINUTES = saved;
    }
  });

  it('stops serving after close()', async () => {
    if (!server) throw new Error('server did not start');
    const { url } = server;
    await server.close();
    await server.close(); // idempotent
    server = undefined;
    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
  });
});
