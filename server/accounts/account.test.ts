// @vitest-environment node
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../app';
import type { AccountResponse, SessionsResponse } from '../contract/account';
import { DEMO_PASSWORD } from '../contract/auth';
import type { OutboxResponse } from '../contract/mail';
import type { Database } from '../db/client';
import { seedDemo } from '../demo-seed';
import { createMailer, type Mailer } from '../mail/mailer';
import { silentLogger } from '../request-log';
import { generateDemoUsers } from '../seed';
import { eachDatabase } from '../testing/each-database';
import { TestBrowser, type Sent } from '../testing/test-browser';
import { TEST_SCRYPT_COST, TEST_SITE } from '../testing/write-api-suite';

const START = Date.parse('2030-01-01T09:00:00Z');
const MINUTE = 60_000;
const PASSWORD = 'amber-window-tractor-31';
const NEW_PASSWORD = 'violet-harbor-quantum-47';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const databases = eachDatabase('accounts');

let database: Database;
let app: Hono;
let mailer: Mailer;
let time = START;
let unique = 0;

/** A browser: a Firefox unless named, signing in with this suite's password unless told. */
class Browser extends TestBrowser {
  constructor(userAgent = FIREFOX) {
    super(app, { userAgent });
  }

  override login(email: string, password = PASSWORD) {
    return super.login(email, password);
  }
}

const code = (sent: Sent) => (sent.body as { error?: { code?: string } }).error?.code;
const fields = (sent: Sent) => (sent.body as { fields?: Record<string, string> }).fields;

async function outbox() {
  await mailer.idle();
  return ((await new Browser().send('GET', '/api/dev/outbox')).body as OutboxResponse).mails;
}

/** The token of the newest link to `path` mailed to `to`. */
async function tokenFor(to: string, path: string): Promise<string> {
  const mail = (await outbox()).find((candidate) => candidate.to === to);
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link mailed to ${to}`);
  return match[1];
}

/** A new account of its own (signed up and signed in), so tests do not share state. */
async function newAccount(): Promise<{ email: string; browser: Browser }> {
  unique += 1;
  const email = `person${unique}@example.com`;
  const browser = new Browser();
  const sent = await browser.send('POST', '/api/auth/signup', { email, password: PASSWORD });
  expect(sent.status).toBe(202);
  await browser.login(email);
  return { email, browser };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe.each(databases)('your account on %s', (_, open) => {
  beforeAll(async () => {
    database = await open();
    await seedDemo(database.db, {
      scryptCost: TEST_SCRYPT_COST,
      people: () => generateDemoUsers(1),
    });
    mailer = createMailer({
      db: database.db,
      settings: { kind: 'outbox' },
      logger: silentLogger,
      now: () => time,
    });
    app = createApp({
      db: database.db,
      site: TEST_SITE,
      now: () => time,
      scryptCost: TEST_SCRYPT_COST,
      demoAccounts: true,
      signUp: 'open',
      authLimits: { signIn: 100_000, signUp: 100_000 },
      clientKey: () => 'test-client',
      mailer,
      devRoutes: true,
    });
  }, 90_000);

  afterAll(async () => {
    await mailer.idle();
    await database.close();
  });

  describe('sign-up and email verification', () => {
    it('answers a new and a taken email alike, sets no cookie, and mails each its own note', async () => {
      const fresh = await new Browser().send('POST', '/api/auth/signup', {
        email: 'fresh@example.com',
        password: PASSWORD,
      });
      const taken = await new Browser().send('POST', '/api/auth/signup', {
        email: 'editor@example.com',
        password: PASSWORD,
      });
      expect([fresh.status, fresh.text]).toEqual([202, '{}']);
      expect([taken.status, taken.text]).toEqual([fresh.status, fresh.text]);
      expect(fresh.headers.get('set-cookie')).toBeNull();
      expect(taken.headers.get('set-cookie')).toBeNull();
      const mails = await outbox();
      expect(mails.find((mail) => mail.to === 'fresh@example.com')?.subject).toBe(
        'Verify your email for Tessera Admin',
      );
      const note = mails.find((mail) => mail.to === 'editor@example.com');
      expect(note?.subject).toBe('Someone tried to sign up with your email');
      expect(note?.text).toContain('http://localhost/auth/login');
      expect(note?.text).not.toContain('token=');
      // The owner's password is untouched.
      await new Browser().login('editor@example.com', DEMO_PASSWORD);
    });

    it('lets a new account in unverified; its link verifies it once, and only within 24 hours', async () => {
      const { email, browser } = await newAccount();
      expect(await browser.me()).toMatchObject({ email, emailVerified: false, role: 'viewer' });
      const token = await tokenFor(email, '/auth/verify-email');
      const verified = await new Browser().send('POST', '/api/auth/verify-email', { token });
      expect(verified.status).toBe(200);
      expect((verified.body as AccountResponse).account).toMatchObject({
        email,
        emailVerified: true,
      });
      expect(await browser.me()).toMatchObject({ emailVerified: true });
      const reused = await new Browser().send('POST', '/api/auth/verify-email', { token });
      expect([reused.status, code(reused)]).toEqual([400, 'invalid_token']);

      const late = await newAccount();
      const lateToken = await tokenFor(late.email, '/auth/verify-email');
      time += 24 * 60 * MINUTE + 1000;
      const expired = await new Browser().send('POST', '/api/auth/verify-email', {
        token: lateToken,
      });
      expect([expired.status, code(expired)]).toEqual([400, 'invalid_token']);
      expect(await late.browser.login(late.email).then((b) => b.me())).toMatchObject({
        emailVerified: false,
      });
    });

    it('refuses wrong and malformed tokens, and an email-change token used to verify', async () => {
      for (const token of ['A'.repeat(43), 'short', 42, undefined]) {
        const sent = await new Browser().send('POST', '/api/auth/verify-email', { token });
        expect([sent.status, code(sent)], String(token)).toEqual([400, 'invalid_token']);
      }
    });

    it('resends the link on request: only the newest works', async () => {
      const { email, browser } = await newAccount();
      const first = await tokenFor(email, '/auth/verify-email');
      time += 1000;
      expect((await browser.send('POST', '/api/account/verification')).status).toBe(202);
      const second = await tokenFor(email, '/auth/verify-email');
      expect(second).not.toBe(first);
      expect(
        (await new Browser().send('POST', '/api/auth/verify-email', { token: first })).status,
      ).toBe(400);
      expect(
        (await new Browser().send('POST', '/api/auth/verify-email', { token: second })).status,
      ).toBe(200);
      expect((await new Browser().send('POST', '/api/account/verification')).status).toBe(401);
    });
  });

  describe('profile', () => {
    it('changes the name, language, time zone and date format, and refuses bad values', async () => {
      const { browser } = await newAccount();
      const sent = await browser.send('PATCH', '/api/account', {
        name: '  Zoë Example ',
        language: 'pt-BR',
        timeZone: 'America/Sao_Paulo',
        dateFormat: 'iso',
      });
      expect(sent.status).toBe(200);
      expect((sent.body as AccountResponse).account).toMatchObject({
        name: 'Zoë Example',
        language: 'pt-BR',
        timeZone: 'America/Sao_Paulo',
        dateFormat: 'iso',
      });
      expect(await browser.me()).toMatchObject({
        name: 'Zoë Example',
        timeZone: 'America/Sao_Paulo',
      });
      const bad = await browser.send('PATCH', '/api/account', {
        name: '',
        language: 'xx',
        timeZone: 'Mars/Olympus',
        dateFormat: 'yyyy',
      });
      expect(bad.status).toBe(422);
      expect(fields(bad)).toEqual({
        name: 'account.validation.nameRequired',
        language: 'account.validation.languageInvalid',
        timeZone: 'account.validation.timeZoneInvalid',
        dateFormat: 'account.validation.dateFormatInvalid',
      });
      expect((await browser.send('PATCH', '/api/account', { timeZone: null })).status).toBe(200);
      expect(await browser.me()).toMatchObject({ timeZone: null, name: 'Zoë Example' });
      expect((await new Browser().send('PATCH', '/api/account', { name: 'x' })).status).toBe(401);
      expect((await browser.send('PATCH', '/api/account', 'text')).status).toBe(400);
    });

    it('stores an avatar checked for type and size, serves it to signed-in people, and removes it', async () => {
      const { browser } = await newAccount();
      const sent = await browser.send('PUT', '/api/account/avatar', {
        image: dataUrl('image/png', PNG),
      });
      expect(sent.status).toBe(200);
      const { avatarUrl } = (sent.body as AccountResponse).account;
      expect(avatarUrl).toMatch(/^\/api\/account\/avatar\/\d+\?v=1$/);
      const image = await app.request(`http://localhost${avatarUrl}`, {
        headers: { Cookie: `tessera_session=${browser.cookie}` },
      });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);
      expect((await app.request(`http://localhost${avatarUrl}`)).status).toBe(401);

      const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
      for (const image of [
        dataUrl('image/png', gif), // the bytes are not what the type says
        dataUrl('image/jpeg', PNG),
        dataUrl('image/gif', gif),
        'https://example.com/me.png',
        '<svg/>',
      ]) {
        const refused = await browser.send('PUT', '/api/account/avatar', { image });
        expect([refused.status, fields(refused)], image.slice(0, 30)).toEqual([
          422,
          { image: 'account.validation.avatarType' },
        ]);
      }
      const big = Buffer.concat([PNG, Buffer.alloc(40_001)]);
      const tooLarge = await browser.send('PUT', '/api/account/avatar', {
        image: dataUrl('image/png', big),
      });
      expect(fields(tooLarge)).toEqual({ image: 'account.validation.avatarTooLarge' });
      const again = await browser.send('PUT', '/api/account/avatar', {
        image: dataUrl('image/png', PNG),
      });
      expect((again.body as AccountResponse).account.avatarUrl).toMatch(/\?v=2$/);

      const removed = await browser.send('DELETE', '/api/account/avatar');
      expect((removed.body as AccountResponse).account.avatarUrl).toBeNull();
      const gone = await app.request(`http://localhost${avatarUrl}`, {
        headers: { Cookie: `tessera_session=${browser.cookie}` },
      });
      expect(gone.status).toBe(404);
    });
  });

  describe('password', () => {
    it('changes with the current password, ending every other session but this one', async () => {
      const { email, browser } = await newAccount();
      const other = await new Browser('Other browser').login(email);
      const wrong = await browser.send('POST', '/api/account/password', {
        currentPassword: 'not my password',
        newPassword: NEW_PASSWORD,
      });
      expect([wrong.status, fields(wrong)]).toEqual([
        422,
        { currentPassword: 'account.validation.currentPasswordWrong' },
      ]);
      const weak = await browser.send('POST', '/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: 'password1234',
      });
      expect(fields(weak)).toEqual({ newPassword: 'auth.validation.passwordCommon' });
      expect(await other.me()).toMatchObject({ email });

      const changed = await browser.send('POST', '/api/account/password', {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(changed.status).toBe(204);
      expect(await browser.me()).toMatchObject({ email });
      expect(await other.me()).toBeNull();
      const old = await new Browser().send('POST', '/api/auth/login', {
        email,
        password: PASSWORD,
      });
      expect(old.status).toBe(401);
      await new Browser().login(email, NEW_PASSWORD);
    });
  });

  describe('re-authentication', () => {
    it('asks for the password again 10 minutes after sign-in, and opens sensitive actions for 10 more', async () => {
      const { browser } = await newAccount();
      time += 9 * MINUTE;
      const early = await browser.send('POST', '/api/account/email', {
        email: `early${unique}@example.com`,
      });
      expect(early.status).toBe(202);
      time += 2 * MINUTE;
      const late = await browser.send('POST', '/api/account/email', {
        email: `late${unique}@example.com`,
      });
      expect([late.status, code(late)]).toEqual([403, 'reauth_required']);
      const deleting = await browser.send('POST', '/api/account/delete', {
        email: 'x@example.com',
      });
      expect(code(deleting)).toBe('reauth_required');

      const wrong = await browser.send('POST', '/api/auth/reauth', { password: 'not it at all' });
      expect([wrong.status, code(wrong)]).toEqual([401, 'invalid_credentials']);
      expect(await browser.me()).not.toBeNull();
      const right = await browser.send('POST', '/api/auth/reauth', { password: PASSWORD });
      expect(right.status).toBe(204);
      expect(
        (await browser.send('POST', '/api/account/email', { email: `late${unique}@example.com` }))
          .status,
      ).toBe(202);
      time += 11 * MINUTE;
      expect(
        code(await browser.send('POST', '/api/account/email', { email: `x${unique}@example.com` })),
      ).toBe('reauth_required');
      expect(
        code(await new Browser().send('POST', '/api/auth/reauth', { password: PASSWORD })),
      ).toBe('unauthenticated');
    });
  });

  describe('email change', () => {
    it('changes only when the link mailed to the new address is followed; the old one is told', async () => {
      const { email, browser } = await newAccount();
      const next = `moved${unique}@example.com`;
      expect((await browser.send('POST', '/api/account/email', { email: next })).status).toBe(202);
      expect(await browser.me()).toMatchObject({ email });
      const token = await tokenFor(next, '/auth/confirm-email');
      const confirmed = await new Browser().send('POST', '/api/account/email/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect((confirmed.body as AccountResponse).account).toMatchObject({
        email: next,
        emailVerified: true,
      });
      expect(await browser.me()).toMatchObject({ email: next });
      const told = (await outbox()).find((mail) => mail.to === email);
      expect(told?.subject).toBe('Your Tessera Admin email was changed');
      expect(told?.text).toContain(next);
      const reused = await new Browser().send('POST', '/api/account/email/confirm', { token });
      expect([reused.status, code(reused)]).toEqual([400, 'invalid_token']);
      await new Browser().login(next);
      expect(
        (await new Browser().send('POST', '/api/auth/login', { email, password: PASSWORD })).status,
      ).toBe(401);
    });

    it('refuses an expired, a wrong or a verification token, the same address, and one taken meanwhile', async () => {
      const { email, browser } = await newAccount();
      const same = await browser.send('POST', '/api/account/email', { email });
      expect(fields(same)).toEqual({ email: 'account.validation.emailSame' });
      const verify = await tokenFor(email, '/auth/verify-email');
      expect(
        (await new Browser().send('POST', '/api/account/email/confirm', { token: verify })).status,
      ).toBe(400);
      expect(
        (await new Browser().send('POST', '/api/account/email/confirm', { token: 'B'.repeat(43) }))
          .status,
      ).toBe(400);

      const wanted = `wanted${unique}@example.com`;
      await browser.send('POST', '/api/account/email', { email: wanted });
      const token = await tokenFor(wanted, '/auth/confirm-email');
      const rival = await new Browser().send('POST', '/api/auth/signup', {
        email: wanted,
        password: PASSWORD,
      });
      expect(rival.status).toBe(202);
      const taken = await new Browser().send('POST', '/api/account/email/confirm', { token });
      expect([taken.status, fields(taken)]).toEqual([
        422,
        { email: 'account.validation.emailTaken' },
      ]);

      const later = `later${unique}@example.com`;
      await browser.send('POST', '/api/account/email', { email: later });
      const lateToken = await tokenFor(later, '/auth/confirm-email');
      time += 24 * 60 * MINUTE + 1000;
      expect(
        (await new Browser().send('POST', '/api/account/email/confirm', { token: lateToken }))
          .status,
      ).toBe(400);
      expect(await browser.login(email).then((b) => b.me())).toMatchObject({ email });
    });

    it('is cancelled when the owner takes the account back: a new password, a reset, ending the other sessions', async () => {
      const takeBacks: [string, (email: string, owner: Browser) => Promise<unknown>][] = [
        [
          'a new password',
          (_, owner) =>
            owner.send('POST', '/api/account/password', {
              currentPassword: PASSWORD,
              newPassword: NEW_PASSWORD,
            }),
        ],
        [
          'a reset',
          async (email) => {
            await new Browser().send('POST', '/api/auth/forgot-password', { email });
            const token = await tokenFor(email, '/auth/reset-password');
            const reset = await new Browser().send('POST', '/api/auth/reset-password', {
              token,
              password: NEW_PASSWORD,
            });
            expect(reset.status).toBe(204);
          },
        ],
        ['signing out everywhere', (_, owner) => owner.send('POST', '/api/auth/logout-all')],
        [
          'ending the other sessions',
          (_, owner) => owner.send('POST', '/api/account/sessions/end-others'),
        ],
      ];
      for (const [how, takeBack] of takeBacks) {
        const { email, browser: owner } = await newAccount();
        // Someone else signed in to the account a moment asks to move it to an address of theirs.
        const intruder = await new Browser('Intruder').login(email);
        const theirs = `intruder${unique}@example.com`;
        const asked = await intruder.send('POST', '/api/account/email', { email: theirs });
        expect(asked.status).toBe(202);
        const token = await tokenFor(theirs, '/auth/confirm-email');
        await takeBack(email, owner);
        const confirmed = await new Browser().send('POST', '/api/account/email/confirm', { token });
        expect([how, confirmed.status, code(confirmed)]).toEqual([how, 400, 'invalid_token']);
      }
    });

    it('ends the reset links mailed to the old address once the new one is confirmed', async () => {
      const { email, browser } = await newAccount();
      await new Browser().send('POST', '/api/auth/forgot-password', { email });
      const reset = await tokenFor(email, '/auth/reset-password');
      const next = `fresh${unique}@example.com`;
      await browser.send('POST', '/api/account/email', { email: next });
      const token = await tokenFor(next, '/auth/confirm-email');
      expect(
        (await new Browser().send('POST', '/api/account/email/confirm', { token })).status,
      ).toBe(200);
      const used = await new Browser().send('POST', '/api/auth/reset-password', {
        token: reset,
        password: NEW_PASSWORD,
      });
      expect([used.status, code(used)]).toEqual([400, 'invalid_token']);
    });

    it('takes at most 3 changes from one account in 10 minutes', async () => {
      const { browser } = await newAccount();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const sent = await browser.send('POST', '/api/account/email', {
          email: `many${unique}.${i}@example.com`,
        });
        statuses.push(sent.status);
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    });

    it('mails no link to an address another account has, with the same answer', async () => {
      const { browser } = await newAccount();
      const sent = await browser.send('POST', '/api/account/email', {
        email: 'viewer@example.com',
      });
      expect([sent.status, sent.text]).toEqual([202, '{}']);
      const mails = await outbox();
      expect(
        mails.some(
          (mail) => mail.to === 'viewer@example.com' && mail.text.includes('confirm-email'),
        ),
      ).toBe(false);
    });
  });

  describe('sessions', () => {
    it('lists this account’s sessions with device, address and times; ends one, then all others', async () => {
      const { email, browser } = await newAccount();
      time += MINUTE;
      const phone = await new Browser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      ).login(email);
      const third = await new Browser('curl/8').login(email);
      const list = (await browser.send('GET', '/api/account/sessions')).body as SessionsResponse;
      expect(list.sessions).toHaveLength(3);
      const mine = list.sessions.find((session) => session.current);
      expect(mine).toMatchObject({ userAgent: FIREFOX, address: 'test-client' });
      expect(Date.parse(mine?.startedAt ?? '')).toBe(time - MINUTE);
      const iphone = list.sessions.find((session) => session.userAgent?.includes('iPhone'));
      expect(iphone).toMatchObject({ current: false, startedAt: new Date(time).toISOString() });

      // Another account cannot end them, nor see them.
      const stranger = await newAccount();
      expect(
        (await stranger.browser.send('DELETE', `/api/account/sessions/${iphone?.id}`)).status,
      ).toBe(404);
      const theirs = (await stranger.browser.send('GET', '/api/account/sessions'))
        .body as SessionsResponse;
      expect(theirs.sessions).toHaveLength(1);

      expect((await browser.send('DELETE', `/api/account/sessions/${iphone?.id}`)).status).toBe(
        204,
      );
      expect(await phone.me()).toBeNull();
      expect(await third.me()).toMatchObject({ email });
      expect((await browser.send('DELETE', `/api/account/sessions/${iphone?.id}`)).status).toBe(
        404,
      );
      expect((await browser.send('DELETE', '/api/account/sessions/99999999999')).status).toBe(404);

      const ended = await browser.send('POST', '/api/account/sessions/end-others');
      expect(ended.body).toEqual({ ended: 1 });
      expect(await third.me()).toBeNull();
      expect(await browser.me()).toMatchObject({ email });
    });

    it('records when a session was last seen', async () => {
      const { browser } = await newAccount();
      time += 5 * MINUTE;
      await browser.me();
      const [session] = (
        (await browser.send('GET', '/api/account/sessions')).body as SessionsResponse
      ).sessions;
      expect(session?.lastSeenAt).toBe(new Date(time).toISOString());
    });
  });

  describe('delete my account', () => {
    it('needs the email typed again, then deletes the account and signs it out', async () => {
      const { email, browser } = await newAccount();
      const mismatch = await browser.send('POST', '/api/account/delete', {
        email: 'other@example.com',
      });
      expect(fields(mismatch)).toEqual({ email: 'account.validation.confirmEmailMismatch' });
      const deleted = await browser.send('POST', '/api/account/delete', {
        email: email.toUpperCase(),
      });
      expect(deleted.status).toBe(204);
      // The cookie's last word clears it.
      expect(deleted.headers.get('set-cookie')).toMatch(/tessera_session=; Max-Age=0[^,]*$/);
      expect(await browser.me()).toBeNull();
      expect(
        (await new Browser().send('POST', '/api/auth/login', { email, password: PASSWORD })).status,
      ).toBe(401);
    });

    it('refuses the last admin', async () => {
      const admin = await new Browser().login('admin@example.com', DEMO_PASSWORD);
      const refused = await admin.send('POST', '/api/account/delete', {
        email: 'admin@example.com',
      });
      expect([refused.status, code(refused)]).toEqual([409, 'last_admin']);
      expect(await admin.me()).toMatchObject({ email: 'admin@example.com' });
    });
  });
});
