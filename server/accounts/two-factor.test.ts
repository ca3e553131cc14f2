// @vitest-environment node
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AuthResponse, MeResponse } from '../contract/auth';
import type { ApiError, ValidationErrorBody } from '../contract/errors';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  type RecoveryCodesResponse,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '../contract/two-factor';
import type { Database } from '../db/client';
import { recoveryCodes, twoFactor } from '../db/schema';
import { eachDatabase } from '../testing/each-database';
import { TestBrowser, type TestBrowserOptions } from '../testing/test-browser';
import { prepareWriteSuite, type WriteSuiteContext } from '../testing/write-api-suite';

const KEY = new Uint8Array(32).fill(42);
const PASSWORD = 'violet-harbor-quantum-47';
const STEP_MS = 30_000;

const databases = eachDatabase('two_factor');

describe.each(databases)('two-factor sign-in on %s', (_, open) => {
  let database: Database;
  let suite: WriteSuiteContext;
  let app: Hono;
  let accounts = 0;

  beforeAll(async () => {
    database = await open();
    suite = await prepareWriteSuite(database);
    app = suite.appWith({ twoFactorKey: KEY });
  }, 60_000);

  afterAll(() => database.close());

  const now = () => suite.clock.now();
  const codeAt = (secret: string, time: number) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: time });

  /** A new account of its own, signed in, in a browser of its own (its own client for the limits). */
  async function newAccount() {
    accounts += 1;
    const email = `two-factor-${accounts}@example.com`;
    const browser = new TestBrowser(() => app, { client: `client-${accounts}` });
    const signup = await browser.send('POST', '/api/auth/signup', { email, password: PASSWORD });
    expect(signup.status).toBe(202);
    const login = await browser.send('POST', '/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    return { email, browser, id: (login.body as AuthResponse).account.id };
  }

  /** An account with two-factor sign-in on: its secret and recovery codes. */
  async function withTwoFactor() {
    const account = await newAccount();
    const setup = await account.browser.send('POST', '/api/account/two-factor/setup');
    expect(setup.status).toBe(200);
    const { secret } = setup.body as TwoFactorSetup;
    const enable = await account.browser.send('POST', '/api/account/two-factor/enable', {
      code: codeAt(secret, now()),
    });
    expect(enable.status).toBe(200);
    const codes = (enable.body as RecoveryCodesResponse).recoveryCodes;
    // The next code is a step later: the one confirmed is spent.
    suite.clock.advance(STEP_MS);
    return { ...account, secret, codes };
  }

  /** Signs in with the password in a fresh browser of the same client: the pending state. */
  async function passwordStep(email: string, options: TestBrowserOptions) {
    const browser = new TestBrowser(() => app, options);
    const login = await browser.send('POST', '/api/auth/login', { email, password: PASSWORD });
    return { browser, login };
  }

  it('turns on with a first code and gives ten recovery codes, stored only sealed and hashed', async () => {
    const { browser, id } = await newAccount();
    expect((await browser.send('GET', '/api/account/two-factor')).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await browser.send('POST', '/api/account/two-factor/setup');
    const { secret, uri } = setup.body as TwoFactorSetup;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Tessera%20Admin:two-factor-\d+%40example\.com\?/);
    expect(uri).toContain(`secret=${secret}`);

    const wrong = await browser.send('POST', '/api/account/two-factor/enable', {
      code: codeAt(secret, now() + 10 * STEP_MS),
    });
    expect(wrong.status).toBe(422);
    expect((wrong.body as ValidationErrorBody).fields).toEqual({
      code: 'twoFactor.validation.codeWrong',
    });
    const malformed = await browser.send('POST', '/api/account/two-factor/enable', {
      code: '12ab',
    });
    expect((malformed.body as ValidationErrorBody).fields).toEqual({
      code: 'twoFactor.validation.codeFormat',
    });

    const enable = await browser.send('POST', '/api/account/two-factor/enable', {
      code: codeAt(secret, now()),
    });
    expect(enable.status).toBe(200);
    const codes = (enable.body as RecoveryCodesResponse).recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect((await browser.send('GET', '/api/account/two-factor')).body).toEqual<TwoFactorStatus>({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });

    const [row] = await database.db.select().from(twoFactor).where(eq(twoFactor.accountId, id));
    expect(row?.secret).not.toContain(secret);
    expect(row?.secret).toMatch(/^v1\./);
    const hashes = await database.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.accountId, id));
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const { hash } of hashes) for (const code of codes) expect(hash).not.toContain(code);

    // On already: a new setup is refused and changes nothing.
    expect((await browser.send('POST', '/api/account/two-factor/setup')).status).toBe(409);
  });

  it('asks for the password again before turning it on, once the sign-in is over 10 minutes old', async () => {
    const { email, browser } = await newAccount();
    suite.clock.advance(11 * 60_000);
    const stale = await browser.send('POST', '/api/account/two-factor/setup');
    expect([stale.status, (stale.body as ApiError).error.code]).toEqual([403, 'reauth_required']);
    expect(
      (await browser.send('POST', '/api/auth/reauth', { password: PASSWORD })).status,
      email,
    ).toBe(204);
    expect((await browser.send('POST', '/api/account/two-factor/setup')).status).toBe(200);
  });

  it('asks for the second step after the password, and starts the session only with a right code', async () => {
    const { email, browser: owner, secret } = await withTwoFactor();
    const { browser, login } = await passwordStep(email, owner.options);
    expect(login.status).toBe(202);
    expect(login.body).toEqual({ twoFactor: 'required' });
    expect(browser.cookies.has('tessera_session')).toBe(false);
    expect(login.headers.getSetCookie().join()).toMatch(
      /tessera_two_factor=[^;]+; Max-Age=300; Path=\/api\/auth\/two-factor; HttpOnly; SameSite=Strict/,
    );
    expect(((await browser.send('GET', '/api/auth/me')).body as MeResponse).account).toBeNull();

    const wrong = await browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now() + 10 * STEP_MS),
    });
    expect(wrong.status).toBe(401);
    expect((wrong.body as ApiError).error.code).toBe('invalid_credentials');
    expect(browser.cookies.has('tessera_session')).toBe(false);

    const right = await browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now()),
    });
    expect(right.status).toBe(200);
    expect((right.body as AuthResponse).account.email).toBe(email);
    expect(browser.cookies.has('tessera_two_factor')).toBe(false);
    expect(((await browser.send('GET', '/api/auth/me')).body as MeResponse).account?.email).toBe(
      email,
    );
  });

  it('refuses a code used once already within its window, and takes the next one', async () => {
    const { email, browser: owner, secret } = await withTwoFactor();
    const first = await passwordStep(email, owner.options);
    const code = codeAt(secret, now());
    expect((await first.browser.send('POST', '/api/auth/two-factor', { code })).status).toBe(200);

    const second = await passwordStep(email, owner.options);
    suite.clock.advance(5_000);
    const again = await second.browser.send('POST', '/api/auth/two-factor', { code });
    expect(again.status).toBe(401);
    // An earlier step's code, still inside the drift window, is refused too.
    const earlier = await second.browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now() - STEP_MS),
    });
    expect(earlier.status).toBe(401);
    // The next step's code (the server allows one step of drift) goes through at once.
    const next = await second.browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now() + STEP_MS),
    });
    expect(next.status).toBe(200);
  });

  it('refuses the code the setup was confirmed with', async () => {
    const account = await newAccount();
    const setup = await account.browser.send('POST', '/api/account/two-factor/setup');
    const { secret } = setup.body as TwoFactorSetup;
    const code = codeAt(secret, now());
    await account.browser.send('POST', '/api/account/two-factor/enable', { code });
    const { browser } = await passwordStep(account.email, account.browser.options);
    expect((await browser.send('POST', '/api/auth/two-factor', { code })).status).toBe(401);
    suite.clock.advance(STEP_MS);
  });

  it('takes a recovery code once, in any case and with or without dashes', async () => {
    const { email, browser: owner, codes } = await withTwoFactor();
    const [code] = codes as [string];
    const first = await passwordStep(email, owner.options);
    const used = await first.browser.send('POST', '/api/auth/two-factor', {
      code: code.toLowerCase().replaceAll('-', ' '),
    });
    expect(used.status).toBe(200);
    expect((await first.browser.send('GET', '/api/account/two-factor')).body).toEqual({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT - 1,
    });

    const second = await passwordStep(email, owner.options);
    const reused = await second.browser.send('POST', '/api/auth/two-factor', { code });
    expect(reused.status).toBe(401);
    expect(second.browser.cookies.has('tessera_session')).toBe(false);
    const other = await second.browser.send('POST', '/api/auth/two-factor', { code: codes[1] });
    expect(other.status).toBe(200);
  });

  it('ends a pending sign-in after five minutes, and after it has been used', async () => {
    const { email, browser: owner, secret } = await withTwoFactor();
    const late = await passwordStep(email, owner.options);
    suite.clock.advance(5 * 60_000);
    const expired = await late.browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now()),
    });
    expect(expired.status).toBe(400);
    expect((expired.body as ApiError).error.code).toBe('invalid_token');

    const once = await passwordStep(email, owner.options);
    const token = once.browser.cookies.get('tessera_two_factor')!;
    expect(
      (await once.browser.send('POST', '/api/auth/two-factor', { code: codeAt(secret, now()) }))
        .status,
    ).toBe(200);
    // The same pending token again (a copy of the cookie), with the next code: refused.
    const replay = new TestBrowser(() => app, owner.options);
    replay.cookies.set('tessera_two_factor', token);
    const reused = await replay.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now() + STEP_MS),
    });
    expect(reused.status).toBe(400);
    expect(replay.cookies.has('tessera_session')).toBe(false);

    // No pending sign-in at all, or a forged one.
    const none = new TestBrowser(() => app, owner.options);
    expect((await none.send('POST', '/api/auth/two-factor', { code: '123456' })).status).toBe(400);
    none.cookies.set('tessera_two_factor', { value: 'x'.repeat(43), path: '/api/auth/two-factor' });
    expect((await none.send('POST', '/api/auth/two-factor', { code: '123456' })).status).toBe(400);
  });

  it('ends a pending sign-in when the account is deactivated before its code comes', async () => {
    const { email, browser: owner, secret, id } = await withTwoFactor();
    const pending = await passwordStep(email, owner.options);
    expect(pending.login.status).toBe(202);
    const admin = await new TestBrowser(() => app, { client: 'two-factor-admin' }).login(
      'admin@example.com',
    );
    expect((await admin.send('POST', `/api/members/${id}/deactivate`)).status).toBe(200);
    const late = await pending.browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now()),
    });
    expect([late.status, (late.body as ApiError).error.code]).toEqual([400, 'invalid_token']);
    expect(pending.browser.cookies.has('tessera_session')).toBe(false);
  });

  it('ends a pending sign-in after five wrong codes and makes the account and client wait', async () => {
    const { email, browser: owner, secret } = await withTwoFactor();
    const { browser } = await passwordStep(email, owner.options);
    const wrong = codeAt(secret, now() + 10 * STEP_MS);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await browser.send('POST', '/api/auth/two-factor', { code: wrong })).status).toBe(
        401,
      );
    const after = await browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now()),
    });
    expect(after.status).toBe(400);

    // Signing in again from the same client: the wait the wrong codes earned applies.
    const again = await passwordStep(email, owner.options);
    expect(again.login.status).toBe(202);
    const waiting = await again.browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now()),
    });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // Elsewhere, the owner is not slowed down.
    const elsewhere = await passwordStep(email, { client: `${owner.options.client}-phone` });
    expect(
      (
        await elsewhere.browser.send('POST', '/api/auth/two-factor', {
          code: codeAt(secret, now()),
        })
      ).status,
    ).toBe(200);
  });

  it('counts codes per client in the sign-in window', async () => {
    const { email, browser: owner, secret } = await withTwoFactor();
    const limited = suite.appWith({ twoFactorKey: KEY, authLimits: { signIn: 3, signUp: 3 } });
    const client = `${owner.options.client}-limited`;
    const browser = new TestBrowser(() => limited, { client });
    expect(
      (await browser.send('POST', '/api/auth/login', { email, password: PASSWORD })).status,
    ).toBe(202);
    const wrong = codeAt(secret, now() + 10 * STEP_MS);
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await browser.send('POST', '/api/auth/two-factor', { code: wrong })).status).toBe(
        401,
      );
    const over = await browser.send('POST', '/api/auth/two-factor', {
      code: codeAt(secret, now()),
    });
    expect(over.status).toBe(429);
  });

  it('turns off only with the right password, and then signs in with the password alone', async () => {
    const { email, browser } = await withTwoFactor();
    const wrong = await browser.send('POST', '/api/account/two-factor/disable', {
      password: 'not-the-password-at-all',
    });
    expect(wrong.status).toBe(422);
    expect((wrong.body as ValidationErrorBody).fields).toEqual({
      password: 'twoFactor.validation.passwordWrong',
    });
    expect(
      ((await browser.send('GET', '/api/account/two-factor')).body as TwoFactorStatus).enabled,
    ).toBe(true);
    const missing = await browser.send('POST', '/api/account/two-factor/disable', {});
    expect((missing.body as ValidationErrorBody).fields).toEqual({
      password: 'twoFactor.validation.passwordRequired',
    });

    const off = await browser.send('POST', '/api/account/two-factor/disable', {
      password: PASSWORD,
    });
    expect(off.status).toBe(204);
    expect((await browser.send('GET', '/api/account/two-factor')).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const { login } = await passwordStep(email, browser.options);
    expect(login.status).toBe(200);
    expect((login.body as AuthResponse).account.email).toBe(email);
  });

  it('gives a new set of recovery codes for the password, and the old ones stop working', async () => {
    const { email, browser, codes } = await withTwoFactor();
    const fresh = await browser.send('POST', '/api/account/two-factor/recovery-codes', {
      password: PASSWORD,
    });
    expect(fresh.status).toBe(200);
    const newCodes = (fresh.body as RecoveryCodesResponse).recoveryCodes;
    expect(newCodes).toHaveLength(RECOVERY_CODE_COUNT);
    const pending = await passwordStep(email, browser.options);
    expect(
      (await pending.browser.send('POST', '/api/auth/two-factor', { code: codes[0] })).status,
    ).toBe(401);
    expect(
      (await pending.browser.send('POST', '/api/auth/two-factor', { code: newCodes[0] })).status,
    ).toBe(200);
  });

  it('refuses the account endpoints without a session, bad bodies with 4xx, and setup without a key', async () => {
    const stranger = new TestBrowser(() => app, { client: 'stranger' });
    expect((await stranger.send('GET', '/api/account/two-factor')).status).toBe(401);
    expect((await stranger.send('POST', '/api/account/two-factor/setup')).status).toBe(401);
    expect(
      (await stranger.send('POST', '/api/account/two-factor/disable', { password: PASSWORD }))
        .status,
    ).toBe(401);
    const { browser } = await newAccount();
    for (const body of [{ code: 'a\ud800' }, { code: 7 }, { code: 'x'.repeat(10_000) }, {}])
      expect((await browser.send('POST', '/api/auth/two-factor', body)).status).toBe(422);
    expect(
      (await browser.send('POST', '/api/account/two-factor/enable', { code: '123456' })).status,
    ).toBe(409);
    expect((await browser.send('GET', '/api/account/two-factor/setup')).status).toBe(405);

    const keyless = suite.appWith({});
    const own = new TestBrowser(() => keyless, browser.options);
    own.cookies.set('tessera_session', browser.cookies.get('tessera_session')!);
    const setup = await own.send('POST', '/api/account/two-factor/setup');
    expect(setup.status).toBe(503);
  });
});
