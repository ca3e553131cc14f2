import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp, type AppOptions } from '../app';
import { DEMO_PASSWORD } from '../contract/auth';
import type { OutboxResponse } from '../contract/mail';
import type { Database, Db } from '../db/client';
import { seedDemo } from '../demo-seed';
import { createMailer, type Mail, type Mailer, type MailTransport } from '../mail/mailer';
import type { Logger, LogLine } from '../request-log';
import { generateDemoUsers } from '../seed';
import { TestBrowser, type Sent } from './test-browser';
import type { DatabaseFactory } from './test-database';
import { TEST_SCRYPT_COST, TEST_SITE } from './write-api-suite';

const START = Date.parse('2030-01-01T09:00:00Z');
const NEW_PASSWORD = 'violet-harbor-quantum-47';
const ROOMY_LIMITS = { signIn: 100_000, signUp: 100_000 };

/** One request of a browser that holds `cookie` as its session (or none). */
function send(
  app: Hono,
  method: string,
  path: string,
  { json, cookie }: { json?: unknown; cookie?: string } = {},
): Promise<Sent> {
  const browser = new TestBrowser(app);
  browser.cookie = cookie;
  return browser.request(method, path, { json });
}

/** The session cookie of a sign-in that worked; undefined when it was refused. */
async function signIn(app: Hono, email: string, password: string): Promise<string | undefined> {
  const browser = new TestBrowser(app);
  return (await browser.signIn(email, password)).status === 200 ? browser.cookie : undefined;
}

/** The token of the newest reset link in the outbox. */
function tokenOf(mail: { text: string } | undefined): string {
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error('no reset link in the mail');
  return match[1];
}

/**
 * The mail path and "forgot password": the outbox and its development route, the SMTP path on a
 * transport that sends nothing, the forgot and reset endpoints, on any database.
 */
export function mailSuite(databases: () => DatabaseFactory, { prefix }: { prefix: string }): void {
  let database: Database | undefined;
  let time = START;
  const lines: LogLine[] = [];
  const logger: Logger = { info: (line) => lines.push(line), error: (line) => lines.push(line) };
  let mailer: Mailer;
  let app: Hono;

  const db = (): Db => {
    if (!database) throw new Error('the database did not start');
    return database.db;
  };
  const appWith = (options: Partial<AppOptions>) =>
    createApp({
      db: db(),
      site: TEST_SITE,
      now: () => time,
      scryptCost: TEST_SCRYPT_COST,
      demoAccounts: true,
      signUp: 'open',
      authLimits: ROOMY_LIMITS,
      clientKey: () => 'test-client',
      logger,
      ...options,
    });
  const outbox = async () => {
    await mailer.idle();
    return ((await send(app, 'GET', '/api/dev/outbox')).body as OutboxResponse).mails;
  };
  const forgot = (email: string, target = app) =>
    send(target, 'POST', '/api/auth/forgot-password', { json: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    send(app, 'POST', '/api/auth/reset-password', { json: { token, password } });

  beforeAll(async () => {
    database = await databases()(`${prefix}_mail`);
    await seedDemo(database.db, {
      scryptCost: TEST_SCRYPT_COST,
      people: () => generateDemoUsers(1),
    });
    mailer = createMailer({
      db: database.db,
      settings: { kind: 'outbox' },
      logger,
      now: () => time,
    });
    app = appWith({ mailer, devRoutes: true });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  describe('mail and password reset', () => {
    it('keeps a reset mail in the outbox, logging its recipient and subject but never the link', async () => {
      lines.length = 0;
      const answer = await forgot('editor@example.com');
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({});
      const [mail] = await outbox();
      expect(mail).toMatchObject({
        to: 'editor@example.com',
        subject: 'Set a new password for Tessera Admin',
        sentAt: new Date(time).toISOString(),
      });
      const token = tokenOf(mail);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The link names the account too, for the page to give to password managers.
      const link = `http://localhost/auth/reset-password?token=${token}&email=editor%40example.com`;
      expect(mail?.text).toContain(link);
      expect(mail?.text).toContain('Hello Eddie Editor,');
      expect(mail?.html).toContain(`href="${link.replace('&', '&amp;')}"`);
      // No remote images, styles or pixels: the only address in it is the link.
      expect(mail?.html).not.toMatch(/<img|<link|url\(|src=/i);
      expect(lines).toContainEqual(
        expect.objectContaining({
          msg: 'mail kept in the outbox',
          to: 'editor@example.com',
          subject: 'Set a new password for Tessera Admin',
        }),
      );
      expect(JSON.stringify(lines)).not.toContain(token);
      // Only the hash is stored.
      const stored = await db().execute(sql`SELECT token_hash FROM password_resets`);
      expect(JSON.stringify(stored)).not.toContain(token);
    });

    it('answers a known and an unknown email alike, sending only to the known one', async () => {
      const before = (await outbox()).length;
      const known = await forgot('viewer@example.com');
      const unknown = await forgot('nobody-here@example.com');
      expect([unknown.status, unknown.text, unknown.headers.get('content-type')]).toEqual([
        known.status,
        known.text,
        known.headers.get('content-type'),
      ]);
      const mails = await outbox();
      expect(mails).toHaveLength(before + 1);
      expect(mails[0]?.to).toBe('viewer@example.com');
      expect((await forgot('not an email')).status).toBe(422);
      expect((await send(app, 'POST', '/api/auth/forgot-password', { json: ['x'] })).status).toBe(
        400,
      );
    });

    it('sets a new password once, ending every session of the account', async () => {
      const elsewhere = await signIn(app, 'viewer@example.com', DEMO_PASSWORD);
      expect(elsewhere).toBeDefined();
      await forgot('viewer@example.com');
      const token = tokenOf((await outbox())[0]);

      // A refused password keeps the link usable.
      const weak = await reset(token, 'password1234');
      expect(weak.status).toBe(422);
      expect(weak.body).toMatchObject({ fields: { password: 'auth.validation.passwordCommon' } });

      expect((await reset(token)).status).toBe(204);
      const me = await send(app, 'GET', '/api/auth/me', { cookie: elsewhere });
      expect(me.body).toMatchObject({ account: null });
      expect(await signIn(app, 'viewer@example.com', NEW_PASSWORD)).toBeDefined();
      expect(await signIn(app, 'viewer@example.com', DEMO_PASSWORD)).toBeUndefined();

      const reused = await reset(token, 'another-quiet-lantern-92');
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ error: { code: 'invalid_token' } });
      expect(await signIn(app, 'viewer@example.com', NEW_PASSWORD)).toBeDefined();
    });

    it('refuses unknown, malformed and expired tokens with 400 invalid_token', async () => {
      for (const token of ['A'.repeat(43), 'short', '', 42, null]) {
        const answer = await send(app, 'POST', '/api/auth/reset-password', {
          json: { token, password: NEW_PASSWORD },
        });
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({ error: { code: 'invalid_token' } });
      }
      await forgot('admin@example.com');
      const token = tokenOf((await outbox())[0]);
      time += 30 * 60_000 + 1;
      const expired = await reset(token);
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ error: { code: 'invalid_token' } });
      expect(await signIn(app, 'admin@example.com', DEMO_PASSWORD)).toBeDefined();
    });

    it("writes the mail in the account's language, chosen at sign-up", async () => {
      const cases = [
        { language: 'es', subject: 'Elige una nueva contraseña para Tessera Admin', dir: 'ltr' },
        { language: 'pt', subject: 'Defina uma nova senha no Tessera Admin', dir: 'ltr' },
        { language: 'ar', subject: 'تعيين كلمة مرور جديدة لـ Tessera Admin', dir: 'rtl' },
        { language: 'xx-YY', subject: 'Set a new password for Tessera Admin', dir: 'ltr' },
      ];
      for (const [index, { language, subject, dir }] of cases.entries()) {
        const email = `reader${index}@example.com`;
        const signup = await send(app, 'POST', '/api/auth/signup', {
          json: { email, password: NEW_PASSWORD, language },
        });
        expect(signup.status).toBe(202);
        await forgot(email);
        const [mail] = await outbox();
        expect(mail).toMatchObject({ to: email, subject });
        expect(mail?.html).toContain(`dir="${dir}"`);
      }
      const tooLong = await send(app, 'POST', '/api/auth/signup', {
        json: { email: 'reader9@example.com', password: NEW_PASSWORD, language: 'x'.repeat(99) },
      });
      expect(tooLong.status).toBe(422);
    });

    it('has the outbox route outside production only', async () => {
      const production = appWith({ mailer, devRoutes: false });
      const answer = await send(production, 'GET', '/api/dev/outbox');
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ error: { code: 'not_found' } });
      expect((await send(app, 'POST', '/api/dev/outbox', { json: {} })).status).toBe(405);
    });

    it('sends through SMTP when configured, keeping nothing in the outbox', async () => {
      const composed: Array<Record<string, unknown>> = [];
      const json = nodemailer.createTransport({ jsonTransport: true });
      const transport: MailTransport = {
        async sendMail(message) {
          const info = (await json.sendMail(message)) as { message: string };
          composed.push(JSON.parse(info.message) as Record<string, unknown>);
          return info;
        },
      };
      const smtp = createMailer({
        db: db(),
        settings: { kind: 'smtp', from: 'Tessera Admin <admin@example.com>', transport },
        logger,
      });
      expect(smtp.usesOutbox).toBe(false);
      const production = appWith({ mailer: smtp, devRoutes: false });
      const before = (await outbox()).length;
      lines.length = 0;
      expect((await forgot('editor@example.com', production)).status).toBe(202);
      await smtp.idle();
      expect(composed).toEqual([
        expect.objectContaining({
          from: { address: 'admin@example.com', name: 'Tessera Admin' },
          to: [{ address: 'editor@example.com', name: '' }],
          subject: 'Set a new password for Tessera Admin',
          text: expect.stringContaining('/auth/reset-password?token=') as unknown,
          html: expect.stringContaining('/auth/reset-password?token=') as unknown,
        }),
      ]);
      expect(await outbox()).toHaveLength(before);
      const token = tokenOf(composed[0] as { text: string });
      expect(lines).toContainEqual(expect.objectContaining({ msg: 'mail sent', via: 'smtp' }));
      expect(JSON.stringify(lines)).not.toContain(token);
    });

    it('logs a mail that could not be sent without failing the request', async () => {
      const failing = createMailer({
        db: db(),
        settings: {
          kind: 'smtp',
          from: 'admin@example.com',
          transport: { sendMail: () => Promise.reject(new Error('connection refused')) },
        },
        logger,
      });
      lines.length = 0;
      const answer = await forgot('editor@example.com', appWith({ mailer: failing }));
      expect(answer.status).toBe(202);
      await failing.idle();
      expect(lines).toContainEqual(
        expect.objectContaining({ msg: 'mail failed', error: 'connection refused' }),
      );
      const direct: Mail = { to: 'a@example.com', subject: 's', text: 't', html: '<p>h</p>' };
      await expect(failing.sendMail(direct)).rejects.toThrow('connection refused');
    });
  });
}
