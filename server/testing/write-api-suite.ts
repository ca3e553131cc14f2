import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';

import { createApp, type AppOptions } from '../app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type AuthResponse, type MeResponse } from '../contract/auth';
import {
  MAX_BODY_BYTES,
  type ApiError,
  type ConflictErrorBody,
  type ValidationErrorBody,
} from '../contract/errors';
import type { ApiUserDetail, UserHistory, UsersBulkResult, UsersPage } from '../contract/users';
import type { Database, Db } from '../db/client';
import { accounts, sessions } from '../db/schema';
import { seedDemo } from '../demo-seed';
import { createHashQueue } from '../hash-queue';
import type { Site } from '../http';
import type { ScryptCost } from '../passwords';
import { generateDemoUsers } from '../seed';
import { TestBrowser, type Sent, type TestBrowserOptions } from './test-browser';

/** About a millisecond per hash: the production cost would make this suite crawl. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

const SEEDED = 20;

export type Clock = { now: () => number; advance: (ms: number) => void };

/** The site the suite's requests address: the tabs below send `Origin: http://localhost`. */
export const TEST_SITE: Site = {
  origin: 'http://localhost',
  allowLoopback: false,
  trustProxy: 0,
};

export type WriteSuiteContext = {
  app: Hono;
  db: Db;
  clock: Clock;
  /** Another app on the same database and clock, with other options (limits, site, …). */
  appWith: (options: Partial<AppOptions>) => Hono;
};

const HOUR = 3_600_000;
const START = Date.parse('2030-01-01T09:00:00Z');

/** Tests sign in and up far more often than a person: the limits get tests of their own. */
const ROOMY_LIMITS = { signIn: 100_000, signUp: 100_000 };

/**
 * Seeds `database` (a fresh one) with a few users and the demo accounts and builds the app under
 * test on a hand-driven clock, for `writeApiSuite`.
 */
export async function prepareWriteSuite(database: Database): Promise<WriteSuiteContext> {
  const { db } = database;
  await seedDemo(db, { scryptCost: TEST_SCRYPT_COST, people: () => generateDemoUsers(SEEDED) });
  let time = START;
  const clock: Clock = { now: () => time, advance: (ms) => (time += ms) };
  const appWith = (options: Partial<AppOptions>) =>
    createApp({
      db,
      site: TEST_SITE,
      now: clock.now,
      scryptCost: TEST_SCRYPT_COST,
      authLimits: ROOMY_LIMITS,
      demoAccounts: true,
      signUp: 'open',
      clientKey: (c) => c.req.header('x-test-client') ?? 'test-client',
      ...options,
    });
  return { app: appWith({}), db, clock, appWith };
}

const ADMIN = 'admin@example.com';
const EDITOR = 'editor@example.com';
const VIEWER = 'viewer@example.com';

let uniqueCounter = 0;
/** A valid new user with an email no other test uses. */
function newUser(overrides: Record<string, unknown> = {}) {
  uniqueCounter += 1;
  return {
    name: `Test Person ${uniqueCounter}`,
    email: `test.person.${uniqueCounter}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    score: 500,
    address: { city: 'Lisbon', country: 'Portugal' },
    ...overrides,
  };
}

// expect.any() is typed `any`; these keep the expected objects typed.
const anyNumber = expect.any(Number) as unknown as number;
const anyString = expect.any(String) as unknown as string;

const errorCode = (sent: Sent) => (sent.body as ApiError).error.code;

/** Sign-in, sessions, CSRF and the users resource's writes, for any database. */
export function writeApiSuite(context: () => WriteSuiteContext): void {
  const tab = (options?: TestBrowserOptions) => new TestBrowser(context().app, options);

  async function signedIn(email: string, options?: TestBrowserOptions) {
    const t = tab(options);
    await t.login(email);
    return t;
  }

  async function created(editor: TestBrowser, overrides: Record<string, unknown> = {}) {
    const sent = await editor.request('POST', '/api/users', { json: newUser(overrides) });
    expect(sent.status).toBe(201);
    return sent.body as ApiUserDetail;
  }

  describe('sign-in and sessions', () => {
    it.each(DEMO_ACCOUNTS)('$email signs in with the demo password as $role', async (demo) => {
      const t = tab();
      const sent = await t.request('POST', '/api/auth/login', {
        json: { email: demo.email, password: DEMO_PASSWORD },
      });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({
        account: {
          id: anyNumber,
          email: demo.email,
          name: demo.name,
          role: demo.role,
          emailVerified: true,
          avatarUrl: null,
          language: 'en',
          timeZone: null,
          dateFormat: 'auto',
          preferences: null,
        },
      });
      expect(sent.text).not.toMatch(/password|scrypt|tessera-demo/i);
      const me = await t.request('GET', '/api/auth/me');
      expect((me.body as MeResponse).account).toMatchObject({ email: demo.email, role: demo.role });
    });

    it('sets an HttpOnly, SameSite=Lax, Path=/ cookie with 256 random bits and the session lifetime, Secure when the site is https', async () => {
      const plain = await tab().request('POST', '/api/auth/login', {
        json: { email: ADMIN, password: DEMO_PASSWORD },
      });
      const cookie = plain.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^tessera_session=[A-Za-z0-9_-]{43}; /);
      const flags = cookie.split('; ').slice(1);
      expect(flags).toEqual(
        expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=28800']),
      );
      expect(flags).not.toContain('Secure');
      expect(cookie).not.toMatch(/Expires|Domain/i);
      // A client saying it came over https changes nothing: the public URL decides.
      const claimed = await tab().request('POST', '/api/auth/login', {
        json: { email: ADMIN, password: DEMO_PASSWORD },
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(claimed.headers.get('set-cookie')?.split('; ')).not.toContain('Secure');

      const site = { origin: 'https://admin.example.com', allowLoopback: false, trustProxy: 1 };
      const https = await new TestBrowser(context().appWith({ site }), {
        base: 'http://127.0.0.1:3000',
        origin: 'https://admin.example.com',
      }).request('POST', '/api/auth/login', {
        json: { email: ADMIN, password: DEMO_PASSWORD },
        headers: { 'X-Forwarded-Host': 'admin.example.com', 'X-Forwarded-Proto': 'https' },
      });
      expect(https.status).toBe(200);
      expect(https.headers.get('set-cookie')?.split('; ')).toContain('Secure');
    });

    it('sends the cookie again with every answer that uses the session, so the browser keeps it as long as the server does', async () => {
      const t = await signedIn(VIEWER);
      const me = await t.request('GET', '/api/auth/me');
      expect(me.headers.get('set-cookie')).toMatch(
        new RegExp(`^tessera_session=${t.cookie}; Max-Age=28800; `),
      );
      expect((await tab().request('GET', '/api/auth/me')).headers.get('set-cookie')).toBeNull();
    });

    it('stores only a hash of the session id, and a new id at every sign-in', async () => {
      const t = await signedIn(VIEWER);
      const first = t.cookie ?? '';
      const hash = createHash('sha256').update(first).digest('hex');
      const stored = await context().db.select({ tokenHash: sessions.tokenHash }).from(sessions);
      expect(stored).toContainEqual({ tokenHash: hash });
      expect(stored).not.toContainEqual({ tokenHash: first });
      await t.login(VIEWER);
      expect(t.cookie).not.toBe(first);
      const old = tab();
      old.cookie = first;
      expect((await old.request('GET', '/api/auth/me')).body).toMatchObject({ account: null });
    });

    it('answers me with a null account without a session, and clears a dead cookie', async () => {
      expect((await tab().request('GET', '/api/auth/me')).body).toMatchObject({ account: null });
      const t = tab();
      t.cookie = 'A'.repeat(43);
      const me = await t.request('GET', '/api/auth/me');
      expect(me.body).toMatchObject({ account: null });
      expect(me.headers.get('set-cookie')).toMatch(/^tessera_session=; Max-Age=0/);
      t.cookie = "x'; DROP TABLE demo_sessions; --";
      expect((await t.request('GET', '/api/auth/me')).status).toBe(200);
    });

    it('lists the seeded demo accounts without any password', async () => {
      const answer = await tab().request('GET', '/api/auth/demo-accounts');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        accounts: [
          { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' },
          { email: 'editor@example.com', name: 'Eddie Editor', role: 'editor' },
          { email: 'viewer@example.com', name: 'Vera Viewer', role: 'viewer' },
        ],
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/password|tessera-demo|scrypt/);
      const elsewhere = await new TestBrowser(context().appWith({ demoAccounts: false })).request(
        'GET',
        '/api/auth/demo-accounts',
      );
      expect(elsewhere.body).toEqual({ accounts: [] });
    });

    it('logout ends the session on the server: the old cookie no longer works', async () => {
      const t = await signedIn(EDITOR);
      const token = t.cookie;
      const out = await t.request('POST', '/api/auth/logout');
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(/^tessera_session=; Max-Age=0/);
      const replay = tab();
      replay.cookie = token;
      expect((await replay.request('GET', '/api/auth/me')).body).toMatchObject({ account: null });
      expect((await replay.request('POST', '/api/users', { json: newUser() })).status).toBe(401);
      expect((await tab().request('POST', '/api/auth/logout')).status).toBe(204);
    });

    it('expires a session 8 hours after its last use (sliding)', async () => {
      const { clock } = context();
      const t = await signedIn(EDITOR);
      clock.advance(7 * HOUR);
      expect((await t.request('GET', '/api/auth/me')).body).toMatchObject({
        account: { email: EDITOR },
      });
      clock.advance(7 * HOUR); // 14 h after sign-in, 7 h after the last request
      expect((await t.request('POST', '/api/users', { json: newUser() })).status).toBe(201);
      clock.advance(8 * HOUR + 1000);
      const write = await t.request('POST', '/api/users', { json: newUser() });
      expect(write.status).toBe(401);
      expect(errorCode(write)).toBe('unauthenticated');
      expect((await t.request('GET', '/api/auth/me')).body).toMatchObject({ account: null });
    });

    it('takes the session lifetime from the options', async () => {
      let time = START;
      const t = new TestBrowser(context().appWith({ now: () => time, sessionTtlMinutes: 1 }));
      await t.login(VIEWER);
      time += 59_000;
      expect((await t.request('GET', '/api/auth/me')).body).toMatchObject({
        account: { role: 'viewer' },
      });
      time += 61_000;
      expect((await t.request('GET', '/api/auth/me')).body).toMatchObject({ account: null });
    });

    it('refuses a wrong password and an unknown email with the same 401', async () => {
      const wrong = await tab({ client: 'same-401' }).request('POST', '/api/auth/login', {
        json: { email: ADMIN, password: 'not-the-password' },
      });
      const unknown = await tab({ client: 'same-401' }).request('POST', '/api/auth/login', {
        json: { email: 'nobody@example.com', password: DEMO_PASSWORD },
      });
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.headers.get('set-cookie')).toBeNull();
      expect(errorCode(wrong)).toBe('invalid_credentials');
    });

    it('never logs a password', async () => {
      const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
        vi.spyOn(console, name).mockImplementation(() => undefined),
      );
      try {
        const secret = 'correct horse battery staple';
        await tab({ client: 'no-log' }).request('POST', '/api/auth/login', {
          json: { email: ADMIN, password: secret },
        });
        await tab().request('POST', '/api/auth/signup', {
          json: { email: `nolog.${Date.now()}@example.com`, password: secret },
        });
        for (const spy of spies) expect(JSON.stringify(spy.mock.calls)).not.toContain(secret);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });

    it('answers 422 with message keys to a login body of the wrong shape, 400 to one that is not JSON', async () => {
      const t = tab();
      const bad = await t.request('POST', '/api/auth/login', {
        json: { email: 'nope', password: '' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body).toEqual({
        error: { code: 'validation_failed', message: anyString },
        fields: {
          email: 'auth.validation.emailFormat',
          password: 'auth.validation.passwordRequired',
        },
      });
      for (const body of ['{"email":', '[1, 2]', '"text"', 'null', '']) {
        const sent = await t.request('POST', '/api/auth/login', { body });
        expect(sent.status, body).toBe(400);
        expect(errorCode(sent)).toBe('invalid_body');
      }
    });

    it('makes one account and client wait after 4 wrong passwords in a row, longer each time, even for the right password; the owner elsewhere still gets in', async () => {
      const { clock } = context();
      const guesser = tab({ client: 'guesser' });
      const guess = () =>
        guesser.request('POST', '/api/auth/login', { json: { email: VIEWER, password: 'guess' } });
      for (let i = 0; i < 4; i += 1) expect((await guess()).status).toBe(401);
      // The fifth wrong password is refused like the others, and sets the first wait.
      expect((await guess()).status).toBe(401);
      const blocked = await guesser.request('POST', '/api/auth/login', {
        json: { email: VIEWER, password: DEMO_PASSWORD },
      });
      expect(blocked.status).toBe(429);
      expect(errorCode(blocked)).toBe('too_many_requests');
      expect(blocked.headers.get('retry-after')).toBe('30');
      expect(blocked.headers.get('set-cookie')).toBeNull();
      // The real owner, from another client, is not locked out.
      await tab({ client: 'owner' }).login(VIEWER);
      clock.advance(30_000);
      expect((await guess()).status).toBe(401);
      const longer = await guess();
      expect(longer.status).toBe(429);
      expect(longer.headers.get('retry-after')).toBe('60');
      clock.advance(60_000);
      await guesser.login(VIEWER); // and a right password clears the count
      for (let i = 0; i < 4; i += 1) expect((await guess()).status).toBe(401);
    });

    it('counts wrong passwords sent all at once one by one: the fifth sets the wait the sixth meets', async () => {
      const guesser = tab({ client: 'parallel-guesser' });
      const statuses = await Promise.all(
        Array.from({ length: 10 }, () =>
          guesser
            .request('POST', '/api/auth/login', { json: { email: EDITOR, password: 'guess' } })
            .then((sent) => sent.status),
        ),
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    });

    it('limits sign-ins per client to 20 per 10 minutes, right or wrong, leaving other clients alone', async () => {
      const { clock, appWith } = context();
      const app = appWith({ authLimits: { signIn: 20, signUp: 10 } });
      const busyClient = new TestBrowser(app, { client: 'busy-client' });
      const results: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const sent = await busyClient.request('POST', '/api/auth/login', {
          json: { email: i % 2 ? ADMIN : `nobody${i}@example.com`, password: DEMO_PASSWORD },
        });
        results.push(sent.status);
        if (sent.status === 429) expect(Number(sent.headers.get('retry-after'))).toBe(600);
      }
      expect(results.slice(0, 20).every((status) => status === 200 || status === 401)).toBe(true);
      expect(results.slice(20)).toEqual(Array(10).fill(429));
      await new TestBrowser(app, { client: 'calm-client' }).login(ADMIN);
      clock.advance(10 * 60_000);
      await busyClient.login(ADMIN);
    });

    it('limits sign-ups per client to 10 per 10 minutes: 30 in a row meet a 429', async () => {
      const { appWith } = context();
      const app = appWith({ authLimits: { signIn: 20, signUp: 10 } });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) {
        const sent = await new TestBrowser(app, { client: 'sign-up-flood' }).request(
          'POST',
          '/api/auth/signup',
          {
            json: {
              email: `flood.${i}.${Date.now()}@example.com`,
              password: 'a long sentence of words',
            },
          },
        );
        statuses.push(sent.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      const other = await new TestBrowser(app, { client: 'sign-up-other' }).request(
        'POST',
        '/api/auth/signup',
        {
          json: { email: `other.${Date.now()}@example.com`, password: 'a long sentence of words' },
        },
      );
      expect(other.status).toBe(202);
    });

    it('keeps the limits in the database: another instance, or the same after a restart, counts on', async () => {
      const { appWith } = context();
      const limits = { signIn: 3, signUp: 10 };
      const first = new TestBrowser(appWith({ authLimits: limits }), { client: 'shared-limit' });
      for (let i = 0; i < 3; i += 1)
        expect(
          (
            await first.request('POST', '/api/auth/login', {
              json: { email: ADMIN, password: 'x' },
            })
          ).status,
        ).toBe(401);
      const second = new TestBrowser(appWith({ authLimits: limits }), { client: 'shared-limit' });
      const refused = await second.request('POST', '/api/auth/login', {
        json: { email: ADMIN, password: DEMO_PASSWORD },
      });
      expect(refused.status).toBe(429);
    });

    it('answers 503 with Retry-After when too many password checks are waiting, and serves again once they are done', async () => {
      const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
      const app = context().appWith({ hashQueue: queue });
      let release = () => {};
      const held = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
      const refused = await new TestBrowser(app).request('POST', '/api/auth/login', {
        json: { email: ADMIN, password: DEMO_PASSWORD },
      });
      expect(refused.status).toBe(503);
      expect(errorCode(refused)).toBe('service_unavailable');
      expect(refused.headers.get('retry-after')).toBe('2');
      release();
      await held;
      await new TestBrowser(app).login(ADMIN);
    });

    it('keeps at most 10 sessions per account: an 11th sign-in ends the oldest', async () => {
      const { clock } = context();
      const tabs: TestBrowser[] = [];
      for (let i = 0; i < 11; i += 1) {
        tabs.push(await signedIn(EDITOR, { client: 'many-devices' }));
        clock.advance(1000);
      }
      const answers = await Promise.all(tabs.map((t) => t.request('GET', '/api/auth/me')));
      expect(answers.map((answer) => (answer.body as MeResponse).account !== null)).toEqual([
        false,
        ...Array<boolean>(10).fill(true),
      ]);
    });

    it('signs out everywhere: every session of the account ends, other accounts keep theirs', async () => {
      const phone = await signedIn(ADMIN);
      const laptop = await signedIn(ADMIN);
      const someoneElse = await signedIn(EDITOR);
      const out = await laptop.request('POST', '/api/auth/logout-all');
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(/^tessera_session=; Max-Age=0/);
      expect((await phone.request('GET', '/api/auth/me')).body).toMatchObject({ account: null });
      expect((await laptop.request('GET', '/api/auth/me')).body).toMatchObject({ account: null });
      expect((await someoneElse.request('GET', '/api/auth/me')).body).toMatchObject({
        account: { email: EDITOR },
      });
      const nobody = await tab().request('POST', '/api/auth/logout-all');
      expect(nobody.status).toBe(401);
      expect(errorCode(nobody)).toBe('unauthenticated');
      expect((await tab().request('GET', '/api/auth/logout-all')).status).toBe(405);
    });

    it('signs up a viewer (202, then signs in); a taken email gets the very same answer', async () => {
      const email = `New.Person.${Date.now()}@Example.com`;
      const t = tab();
      const sent = await t.request('POST', '/api/auth/signup', {
        json: { email, password: 'long enough to pass' },
      });
      expect(sent.status).toBe(202);
      expect(sent.body).toEqual({});
      expect(sent.headers.get('set-cookie')).toBeNull();
      await t.login(email, 'long enough to pass');
      const { account } = (await t.request('GET', '/api/auth/me')).body as AuthResponse;
      expect(account).toMatchObject({ email: email.toLowerCase(), role: 'viewer' });
      expect(account.name).toBe(email.toLowerCase().split('@')[0]);
      expect((await t.request('POST', '/api/users', { json: newUser() })).status).toBe(403);

      const again = await tab().request('POST', '/api/auth/signup', {
        json: { email, password: 'another long enough one' },
      });
      expect(again.status).toBe(sent.status);
      expect(again.text).toBe(sent.text);
      expect(again.headers.get('set-cookie')).toBeNull();
      const short = await tab().request('POST', '/api/auth/signup', {
        json: { email: `short.${Date.now()}@example.com`, password: 'seven77', name: ' Ann ' },
      });
      expect((short.body as ValidationErrorBody).fields).toEqual({
        password: 'auth.validation.passwordLength',
      });
      await tab().login(email, 'long enough to pass');
      const [row] = await context()
        .db.select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.email, email.toLowerCase()));
      expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]{22}\$[\w-]{43}$/);
    });

    it('refuses sign-up where accounts come by invitation (the default), and says so to the sign-in pages', async () => {
      // Left unset, as a server started without SIGN_UP has it.
      const closed = new TestBrowser(context().appWith({ signUp: undefined }));
      const email = `closed.${Date.now()}@example.com`;
      const sent = await closed.request('POST', '/api/auth/signup', {
        json: { email, password: 'long enough to pass' },
      });
      expect(sent.status).toBe(403);
      expect(errorCode(sent)).toBe('sign_up_closed');
      const made = await context()
        .db.select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.email, email));
      expect(made).toEqual([]);
      expect((await closed.request('GET', '/api/auth/me')).body).toEqual({
        account: null,
        signUp: 'closed',
      });
      expect((await tab().request('GET', '/api/auth/me')).body).toEqual({
        account: null,
        signUp: 'open',
      });
    });

    it.each([
      ['eleven char', 'auth.validation.passwordLength'],
      ['password1234', 'auth.validation.passwordCommon'],
      ['123456789012', 'auth.validation.passwordCommon'],
      ['qwertyuiop12', 'auth.validation.passwordCommon'],
      ['            ', 'auth.validation.passwordCommon'],
      ['adalovelace2024!', 'auth.validation.passwordFromEmail'],
    ])('refuses the sign-up password %j with %s, creating nothing', async (password, key) => {
      const sent = await tab().request('POST', '/api/auth/signup', {
        json: { email: 'ada.lovelace@example.com', password },
      });
      expect(sent.status).toBe(422);
      expect((sent.body as ValidationErrorBody).fields).toEqual({ password: key });
      expect(sent.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('CSRF: writes need JSON and a same-origin Origin', () => {
    it.each([
      ['no Content-Type', { 'Content-Type': '' }],
      ['text/plain', { 'Content-Type': 'text/plain' }],
      ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['no Origin', { Origin: '' }],
      ['Origin null', { Origin: 'null' }],
      ['another site', { Origin: 'https://evil.example' }],
      ['another port', { Origin: 'http://localhost:4444' }],
      ['another scheme', { Origin: 'https://localhost' }],
      ['a look-alike host', { Origin: 'http://localhost.evil.example' }],
    ])('403 with %s', async (_label, headers) => {
      const editor = await signedIn(EDITOR);
      const before = (await editor.request('GET', '/api/users?per_page=1')).body as UsersPage;
      for (const [method, path] of [
        ['POST', '/api/users'],
        ['PATCH', '/api/users/1'],
        ['DELETE', '/api/users/2'],
        ['POST', '/api/auth/logout'],
        ['POST', '/api/auth/login'],
      ] as const) {
        const sent = await editor.request(method, path, { json: newUser(), headers });
        expect(sent.status, `${method} ${path}`).toBe(403);
        expect(errorCode(sent)).toBe('csrf_rejected');
      }
      const after = (await editor.request('GET', '/api/users?per_page=1')).body as UsersPage;
      expect(after.total).toBe(before.total);
      expect((await editor.request('GET', '/api/auth/me')).body).toMatchObject({
        account: { email: EDITOR },
      });
    });

    it('in development, accepts a loopback page on any port reached through a dev proxy (Host kept)', async () => {
      const site = { origin: 'http://localhost:8787', allowLoopback: true, trustProxy: 0 };
      // Vite's proxy passes the browser's Host on: the API sees the dev server's address.
      const editor = new TestBrowser(context().appWith({ site }), {
        base: 'http://localhost:5173',
        origin: 'http://localhost:5173',
      });
      await editor.login(EDITOR);
      const viaDevProxy = await editor.request('POST', '/api/users', { json: newUser() });
      expect(viaDevProxy.status).toBe(201);
      const otherLoopbackOrigin = await editor.request('POST', '/api/users', {
        json: newUser(),
        headers: { Origin: 'http://127.0.0.1:9999' },
      });
      expect(otherLoopbackOrigin.status).toBe(403);
      const charset = await editor.request('POST', '/api/users', {
        json: newUser(),
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
      expect(charset.status).toBe(201);
    });

    it('behind a trusted proxy, takes the host and scheme from X-Forwarded-*; never otherwise', async () => {
      const site = { origin: 'https://admin.example.com', allowLoopback: false, trustProxy: 1 };
      const proxied = { 'X-Forwarded-Host': 'admin.example.com', 'X-Forwarded-Proto': 'https' };
      const editor = new TestBrowser(context().appWith({ site }), {
        base: 'http://127.0.0.1:3000',
        origin: 'https://admin.example.com',
      });
      const login = await editor.request('POST', '/api/auth/login', {
        json: { email: EDITOR, password: DEMO_PASSWORD },
        headers: proxied,
      });
      expect(login.status).toBe(200);
      expect(
        (await editor.request('POST', '/api/users', { json: newUser(), headers: proxied })).status,
      ).toBe(201);
      const untrusted = new TestBrowser(context().appWith({ site: { ...site, trustProxy: 0 } }), {
        base: 'http://127.0.0.1:3000',
        origin: 'https://admin.example.com',
      });
      const spoofed = await untrusted.request('POST', '/api/auth/login', {
        json: { email: EDITOR, password: DEMO_PASSWORD },
        headers: proxied,
      });
      expect(spoofed.status).toBe(421);
    });
  });

  describe('Host allow-list', () => {
    it('refuses a request for another host with 421 before anything else, even with a matching Origin', async () => {
      const editor = await signedIn(EDITOR);
      const before = (await editor.request('GET', '/api/users?per_page=1')).body as UsersPage;
      for (const [method, path] of [
        ['GET', '/api/users'],
        ['GET', '/api/auth/me'],
        ['POST', '/api/users'],
        ['POST', '/api/auth/login'],
      ] as const) {
        const sent = await editor.request(method, path, {
          json: method === 'POST' ? newUser() : undefined,
          headers: { Host: 'evil.example', Origin: 'http://evil.example' },
        });
        expect(sent.status, `${method} ${path}`).toBe(421);
        expect(errorCode(sent)).toBe('misdirected_request');
        expect(sent.headers.get('set-cookie')).toBeNull();
      }
      for (const host of ['localhost:8080', '127.0.0.1', 'localhost.evil.example', 'bad host'])
        expect(
          (await editor.request('GET', '/api/users', { headers: { Host: host } })).status,
          host,
        ).toBe(421);
      const after = (await editor.request('GET', '/api/users?per_page=1')).body as UsersPage;
      expect(after.total).toBe(before.total);
    });

    it('lets the health check answer any host (load balancers probe by address)', async () => {
      const sent = await tab().request('GET', '/api/health', {
        headers: { Host: '10.0.0.7:3000' },
      });
      expect(sent.status).toBe(200);
    });
  });

  describe('users resource', () => {
    it('GET /api/users/:id answers the user with its version; unknown ids 404', async () => {
      const t = tab();
      const one = await t.request('GET', '/api/users/1');
      expect(one.status).toBe(200);
      const first = generateDemoUsers(1)[0];
      expect(one.body).toMatchObject({
        id: 1,
        name: first.name,
        email: first.email,
        address: { city: first.city, country: first.country },
        version: anyNumber,
      });
      for (const id of ['999999', '0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999']) {
        const sent = await t.request('GET', `/api/users/${id}`);
        expect(sent.status, id).toBe(404);
        expect(errorCode(sent)).toBe('not_found');
      }
    });

    it('reads the users without a session, and takes the demo password, only where the demo is seeded', async () => {
      const { appWith } = context();
      const production = new TestBrowser(appWith({ demoAccounts: false }));
      for (const path of ['/api/users', '/api/users/3']) {
        const refused = await production.request('GET', path);
        expect([path, refused.status, errorCode(refused)]).toEqual([path, 401, 'unauthenticated']);
      }
      // The demo was seeded into this database once: its public password opens nothing here.
      const demoLogin = await production.request('POST', '/api/auth/login', {
        json: { email: ADMIN, password: DEMO_PASSWORD },
      });
      expect([demoLogin.status, errorCode(demoLogin)]).toEqual([401, 'invalid_credentials']);
      const demo = new TestBrowser(appWith({ demoAccounts: true }));
      expect((await demo.request('GET', '/api/users/3')).status).toBe(200);
      await demo.login(ADMIN);
    });

    it("refuses writes without a session (401) and a viewer's writes (403), changing nothing", async () => {
      const anonymous = tab();
      const viewer = await signedIn(VIEWER);
      const before = await tab().request('GET', '/api/users/3');
      const { version } = before.body as ApiUserDetail;
      const attempts = [
        ['POST', '/api/users', newUser()],
        ['PATCH', '/api/users/3', { version, name: 'Changed' }],
        ['DELETE', '/api/users/3', undefined],
        ['POST', '/api/users/3/restore', undefined],
        ['POST', '/api/users/bulk-delete', { ids: [3] }],
        ['POST', '/api/users/bulk-restore', { ids: [3] }],
      ] as const;
      for (const [method, path, json] of attempts) {
        const none = await anonymous.request(method, path, { json });
        expect(none.status, `${method} ${path}`).toBe(401);
        expect(errorCode(none)).toBe('unauthenticated');
        const refused = await viewer.request(method, path, { json });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(errorCode(refused)).toBe('forbidden');
      }
      expect((await tab().request('GET', '/api/users/3')).body).toEqual(before.body);
      expect((await anonymous.request('GET', '/api/users/3/history')).status).toBe(401);
    });

    it('lets an editor create (201, Location, id from the sequence) but not delete or restore (403)', async () => {
      const editor = await signedIn(EDITOR);
      const input = newUser({ name: '  Ana Lima  ', email: ' Ana.Lima.New@Example.COM ' });
      const sent = await editor.request('POST', '/api/users', { json: input });
      expect(sent.status).toBe(201);
      const user = sent.body as ApiUserDetail;
      expect(user).toEqual({
        id: anyNumber,
        name: 'Ana Lima',
        email: 'ana.lima.new@example.com',
        score: 500,
        address: { city: 'Lisbon', country: 'Portugal' },
        version: 1,
      });
      expect(user.id).toBeGreaterThan(SEEDED);
      expect(sent.headers.get('location')).toBe(`/api/users/${user.id}`);
      expect((await tab().request('GET', `/api/users/${user.id}`)).body).toEqual(user);
      const next = await created(editor);
      expect(next.id).toBeGreaterThan(user.id);
      expect((await editor.request('DELETE', `/api/users/${user.id}`)).status).toBe(403);
      expect((await editor.request('POST', `/api/users/${user.id}/restore`)).status).toBe(403);
    });

    it('answers 422 with a message key per field', async () => {
      const editor = await signedIn(EDITOR);
      const sent = await editor.request('POST', '/api/users', {
        json: { name: ' ', email: 'not-an-email', score: 1001, address: { city: 'x'.repeat(101) } },
      });
      expect(sent.status).toBe(422);
      expect(sent.body).toEqual({
        error: { code: 'validation_failed', message: anyString },
        fields: {
          name: 'users.validation.nameRequired',
          email: 'users.validation.emailInvalid',
          score: 'users.validation.scoreRange',
          'address.city': 'users.validation.cityTooLong',
          'address.country': 'users.validation.countryRequired',
        },
      });
      const nul = await editor.request('POST', '/api/users', {
        json: newUser({ name: 'a\u0000b', score: 2.5 }),
      });
      expect((nul.body as ValidationErrorBody).fields).toEqual({
        name: 'users.validation.invalidCharacters',
        score: 'users.validation.scoreInteger',
      });
      const taken = await editor.request('POST', '/api/users', {
        json: newUser({ email: generateDemoUsers(1)[0].email.toUpperCase() }),
      });
      expect(taken.status).toBe(422);
      expect((taken.body as ValidationErrorBody).fields).toEqual({
        email: 'users.validation.emailTaken',
      });
      for (const body of ['{', '[]']) {
        const bad = await editor.request('POST', '/api/users', { body });
        expect(bad.status).toBe(400);
        expect(errorCode(bad)).toBe('invalid_body');
      }
    });

    it('stores SQL and HTML as plain text and answers them unchanged', async () => {
      const editor = await signedIn(EDITOR);
      const name = `Robert'); DROP TABLE users; --`;
      const city = '<script>alert("x")</script>';
      const country = '<img src=x onerror=alert(1)> & "quotes" \\ %_';
      const user = await created(editor, { name, address: { city, country } });
      expect(user).toMatchObject({ name, address: { city, country } });
      const read = await tab().request('GET', `/api/users/${user.id}`);
      expect(read.headers.get('content-type')).toMatch(/^application\/json/);
      expect(read.body).toMatchObject({ name, address: { city, country } });
      const list = (await tab().request('GET', `/api/users?filter=${encodeURIComponent(city)}`))
        .body as UsersPage;
      expect(list.data.map((u) => u.id)).toContain(user.id);
      const patched = await editor.request('PATCH', `/api/users/${user.id}`, {
        json: { version: user.version, name: "' OR '1'='1" },
      });
      expect((patched.body as ApiUserDetail).name).toBe("' OR '1'='1");
      expect(((await tab().request('GET', '/api/users/1')).body as ApiUserDetail).id).toBe(1);
    });

    it('PATCH applies the fields sent at the current version, 409 with the current row when stale', async () => {
      const editor = await signedIn(EDITOR);
      const admin = await signedIn(ADMIN);
      const user = await created(editor);
      const first = await editor.request('PATCH', `/api/users/${user.id}`, {
        json: { version: 1, score: 42, address: { city: 'Porto' } },
      });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({
        ...user,
        score: 42,
        address: { city: 'Porto', country: 'Portugal' },
        version: 2,
      });
      const stale = await admin.request('PATCH', `/api/users/${user.id}`, {
        json: { version: 1, name: 'Overwritten' },
      });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({
        error: { code: 'version_conflict', message: anyString },
        current: first.body as ApiUserDetail,
      } satisfies ConflictErrorBody<ApiUserDetail>);
      const same = await admin.request('PATCH', `/api/users/${user.id}`, {
        json: { version: 2, score: 42 },
      });
      expect(same.status).toBe(200);
      expect((same.body as ApiUserDetail).version).toBe(2); // nothing changed: no new version
      const overwrite = await admin.request('PATCH', `/api/users/${user.id}`, {
        json: { version: 2, name: 'Overwritten' },
      });
      expect(overwrite.body).toMatchObject({ name: 'Overwritten', version: 3 });
    });

    it('PATCH: 404 for unknown or deleted ids, 422 for bad fields, a missing version or a taken email', async () => {
      const editor = await signedIn(EDITOR);
      const admin = await signedIn(ADMIN);
      const user = await created(editor);
      expect(
        (await editor.request('PATCH', '/api/users/999999', { json: { version: 1 } })).status,
      ).toBe(404);
      expect(
        (await editor.request('PATCH', '/api/users/abc', { json: { version: 1 } })).status,
      ).toBe(404);
      const noVersion = await editor.request('PATCH', `/api/users/${user.id}`, {
        json: { name: 'X' },
      });
      expect(noVersion.status).toBe(422);
      expect((noVersion.body as ValidationErrorBody).fields).toEqual({
        version: 'users.validation.versionRequired',
      });
      const bad = await editor.request('PATCH', `/api/users/${user.id}`, {
        json: { version: 1, email: 'x@', address: { country: '' } },
      });
      expect((bad.body as ValidationErrorBody).fields).toEqual({
        email: 'users.validation.emailInvalid',
        'address.country': 'users.validation.countryRequired',
      });
      const taken = await editor.request('PATCH', `/api/users/${user.id}`, {
        json: { version: 1, email: generateDemoUsers(2)[1].email },
      });
      expect(taken.status).toBe(422);
      expect((taken.body as ValidationErrorBody).fields).toEqual({
        email: 'users.validation.emailTaken',
      });
      expect((await admin.request('DELETE', `/api/users/${user.id}`)).status).toBe(204);
      expect(
        (await editor.request('PATCH', `/api/users/${user.id}`, { json: { version: 2 } })).status,
      ).toBe(404);
    });

    it('DELETE soft-deletes (204, gone from reads), restore brings it back; unknown ids 404', async () => {
      const editor = await signedIn(EDITOR);
      const admin = await signedIn(ADMIN);
      const user = await created(editor, { name: 'Soon Gone' });
      const listed = async () =>
        (
          (await tab().request('GET', '/api/users?filter=Soon%20Gone&per_page=100'))
            .body as UsersPage
        ).data.some((u) => u.id === user.id);
      expect(await listed()).toBe(true);
      const total = async () =>
        ((await tab().request('GET', '/api/users')).body as UsersPage).total;
      const totalBefore = await total();
      const gone = await admin.request('DELETE', `/api/users/${user.id}`);
      expect(gone.status).toBe(204);
      expect(gone.text).toBe('');
      expect(await listed()).toBe(false);
      expect(await total()).toBe(totalBefore - 1);
      expect((await tab().request('GET', `/api/users/${user.id}`)).status).toBe(404);
      expect((await admin.request('DELETE', `/api/users/${user.id}`)).status).toBe(404);
      const back = await admin.request('POST', `/api/users/${user.id}/restore`);
      expect(back.status).toBe(200);
      expect(back.body).toEqual({ ...user, version: user.version + 2 });
      expect(await listed()).toBe(true);
      expect((await admin.request('POST', `/api/users/${user.id}/restore`)).body).toEqual(
        back.body,
      );
      expect((await admin.request('DELETE', '/api/users/999999')).status).toBe(404);
      expect((await admin.request('POST', '/api/users/999999/restore')).status).toBe(404);
    });

    it('bulk-delete soft-deletes the live users among the ids at once; bulk-restore undoes exactly that', async () => {
      const editor = await signedIn(EDITOR);
      const admin = await signedIn(ADMIN);
      const [a, b, c] = [
        await created(editor, { name: 'Bulk A' }),
        await created(editor, { name: 'Bulk B' }),
        await created(editor, { name: 'Bulk C' }),
      ];
      const live = async (id: number) => (await tab().request('GET', `/api/users/${id}`)).status;
      expect((await admin.request('DELETE', `/api/users/${c.id}`)).status).toBe(204);

      // c is already deleted and 999999 does not exist: both are left out, the rest still goes.
      const ids = [b.id, a.id, c.id, 999999, a.id];
      const gone = await admin.request('POST', '/api/users/bulk-delete', { json: { ids } });
      expect(gone.status).toBe(200);
      expect(gone.body).toEqual({ ids: [a.id, b.id] } satisfies UsersBulkResult);
      expect([await live(a.id), await live(b.id)]).toEqual([404, 404]);
      const again = await admin.request('POST', '/api/users/bulk-delete', { json: { ids } });
      expect(again.body).toEqual({ ids: [] });

      const back = await admin.request('POST', '/api/users/bulk-restore', {
        json: gone.body as UsersBulkResult,
      });
      expect(back.status).toBe(200);
      expect(back.body).toEqual({ ids: [a.id, b.id] });
      expect([await live(a.id), await live(b.id), await live(c.id)]).toEqual([200, 200, 404]);
      expect((await tab().request('GET', `/api/users/${a.id}`)).body).toEqual({
        ...a,
        version: a.version + 2,
      });
      const history = await admin.request('GET', `/api/users/${a.id}/history`);
      expect((history.body as UserHistory).data.map((entry) => entry.action)).toEqual([
        'restore',
        'delete',
        'create',
      ]);
      expect(
        (await editor.request('POST', '/api/users/bulk-delete', { json: { ids } })).status,
      ).toBe(403);
    });

    it.each([
      ['no ids', {}],
      ['an empty list', { ids: [] }],
      ['a non-integer id', { ids: [1, 2.5] }],
      ['an id below 1', { ids: [0] }],
      ['a string id', { ids: ['1'] }],
      ['too many ids', { ids: Array.from({ length: 5001 }, (_, i) => i + 1) }],
    ])('bulk-delete answers 422 to %s, deleting nothing', async (_, json) => {
      const admin = await signedIn(ADMIN);
      const sent = await admin.request('POST', '/api/users/bulk-delete', { json });
      expect(sent.status).toBe(422);
      expect(Object.values((sent.body as ValidationErrorBody).fields)).toEqual([
        'users.validation.idsInvalid',
      ]);
      expect((await tab().request('GET', '/api/users/1')).status).toBe(200);
    });

    it('records every write in the history: who, when, field by field, newest first', async () => {
      const { clock } = context();
      const editor = await signedIn(EDITOR);
      const admin = await signedIn(ADMIN);
      const viewer = await signedIn(VIEWER);
      const user = await created(editor, { name: 'Audited', score: 10 });
      const createdAt = new Date(clock.now()).toISOString();
      clock.advance(60_000);
      await editor.request('PATCH', `/api/users/${user.id}`, { json: { version: 1, score: 11 } });
      await admin.request('DELETE', `/api/users/${user.id}`);
      await admin.request('POST', `/api/users/${user.id}/restore`);
      const sent = await viewer.request('GET', `/api/users/${user.id}/history`);
      expect(sent.status).toBe(200);
      const { data } = sent.body as UserHistory;
      expect(data.map((entry) => entry.action)).toEqual(['restore', 'delete', 'update', 'create']);
      const [restore, remove, update, create] = data;
      expect(update).toEqual({
        id: anyNumber,
        action: 'update',
        at: new Date(clock.now()).toISOString(),
        actor: { id: anyNumber, name: 'Eddie Editor', email: EDITOR },
        changes: [{ field: 'score', from: 10, to: 11 }],
      });
      expect(create?.at).toBe(createdAt);
      expect(create?.changes).toEqual([
        { field: 'name', from: null, to: 'Audited' },
        { field: 'email', from: null, to: user.email },
        { field: 'score', from: null, to: 10 },
        { field: 'address.city', from: null, to: 'Lisbon' },
        { field: 'address.country', from: null, to: 'Portugal' },
      ]);
      expect(remove).toMatchObject({
        actor: { email: ADMIN },
        changes: [{ field: 'deleted', from: false, to: true }],
      });
      expect(restore?.changes).toEqual([{ field: 'deleted', from: true, to: false }]);
      expect((await viewer.request('GET', '/api/users/999999/history')).status).toBe(404);
      expect(
        ((await viewer.request('GET', '/api/users/1/history')).body as UserHistory).data,
      ).toEqual([]);
    });
  });

  describe('limits and methods', () => {
    it('refuses a body over 64 KiB with 413, with or without Content-Length', async () => {
      const editor = await signedIn(EDITOR);
      const huge = JSON.stringify(newUser({ name: 'x'.repeat(MAX_BODY_BYTES) }));
      const declared = await editor.request('POST', '/api/users', {
        body: huge,
        headers: { 'Content-Length': String(Buffer.byteLength(huge)) },
      });
      expect(declared.status).toBe(413);
      expect(errorCode(declared)).toBe('payload_too_large');
      const app = context().app;
      const streamed = await app.request('http://localhost/api/users', {
        method: 'POST',
        headers: {
          Origin: 'http://localhost',
          'Content-Type': 'application/json',
          Cookie: `tessera_session=${editor.cookie}`,
        },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(huge));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(streamed.status).toBe(413);
      const justUnder = JSON.stringify(
        newUser({ name: 'ok', city: 'y'.repeat(MAX_BODY_BYTES - 300) }),
      );
      expect((await editor.request('POST', '/api/users', { body: justUnder })).status).toBe(201);
    });

    it('answers 422, never 500, to a lone UTF-16 surrogate in any field', async () => {
      const editor = await signedIn(EDITOR);
      const created = await editor.request('POST', '/api/users', { json: newUser() });
      const { id, version } = created.body as ApiUserDetail;
      const attempts: Array<[string, string, unknown]> = [
        ['POST', '/api/users', newUser({ name: 'a\ud800' })],
        ['POST', '/api/users', newUser({ address: { city: '\udc00x', country: 'Y' } })],
        ['PATCH', `/api/users/${id}`, { version, name: 'b\ud83d' }],
        ['PATCH', `/api/users/${id}`, { version, address: { country: '\ud800\ud800' } }],
        [
          'POST',
          '/api/auth/signup',
          { email: 'lone@example.com', password: 'a long one \ud800 here' },
        ],
        [
          'POST',
          '/api/auth/signup',
          { email: 'lone@example.com', password: 'a long sentence of words', name: 'x\udfff' },
        ],
        ['POST', '/api/auth/login', { email: ADMIN, password: 'tessera\ud800' }],
      ];
      for (const [method, path, json] of attempts) {
        const sent = await editor.request(method, path, { json });
        expect(sent.status, `${method} ${path} ${JSON.stringify(json)}`).toBe(422);
        expect(Object.values((sent.body as ValidationErrorBody).fields)).toEqual([
          expect.stringMatching(/\.invalidCharacters$/),
        ]);
      }
      const paired = await editor.request('PATCH', `/api/users/${id}`, {
        json: { version, name: 'Emoji 😀 person' },
      });
      expect(paired.status).toBe(200);
    });

    it.each([
      ['PUT', '/api/users/1', 'GET, HEAD, PATCH, DELETE'],
      ['PUT', '/api/users', 'GET, HEAD, POST'],
      ['GET', '/api/auth/login', 'POST'],
      ['DELETE', '/api/auth/me', 'GET, HEAD'],
      ['GET', '/api/users/1/restore', 'POST'],
      ['GET', '/api/users/bulk-delete', 'POST'],
      ['DELETE', '/api/users/bulk-restore', 'POST'],
      ['POST', '/api/users/1/history', 'GET, HEAD'],
    ])('answers 405 to %s %s', async (method, path, allow) => {
      const sent = await tab().request(method, path, { json: method === 'GET' ? undefined : {} });
      expect(sent.status).toBe(405);
      expect(errorCode(sent)).toBe('method_not_allowed');
      expect(sent.headers.get('allow')).toBe(allow);
    });
  });
}
