// @vitest-environment node
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, type ApiAccount, type MeResponse } from '../contract/auth';
import type { ApiError, ValidationErrorBody } from '../contract/errors';
import type { ApiMemberDetail, MemberAudit, MembersPage } from '../contract/members';
import { createAdmin } from '../create-admin';
import type { Database } from '../db/client';
import { createMailer, readOutbox, type Mailer } from '../mail/mailer';
import { silentLogger } from '../request-log';
import { eachDatabase } from '../testing/each-database';
import { TestBrowser, type Sent } from '../testing/test-browser';
import { prepareWriteSuite, TEST_SCRYPT_COST, type Clock } from '../testing/write-api-suite';

const PASSWORD = 'copper-lantern-meadow-58';
const DAY = 24 * 60 * 60_000;

const databases = eachDatabase('members');

let database: Database;
let app: Hono;
let clock: Clock;
let mailer: Mailer;

const browser = () => new TestBrowser(app);
type Browser = TestBrowser;

function signedIn(email: string, password = DEMO_PASSWORD): Promise<Browser> {
  return browser().login(email, password);
}

/**
 * The token of the newest invite link mailed to `email`. The link names the address too: the page
 * gives it to password managers.
 */
async function mailedToken(email: string, path = 'accept-invite'): Promise<string> {
  await mailer.idle();
  const mail = (await readOutbox(database.db)).find((one) => one.to === email);
  const address = encodeURIComponent(email).replace(/[.]/g, '\\.');
  const link = new RegExp(
    `http://localhost/auth/${path}\\?token=([A-Za-z0-9_-]+)&email=${address}(\\s|$)`,
  ).exec(mail?.text ?? '');
  expect(link, `a ${path} link mailed to ${email}`).not.toBeNull();
  return link![1];
}

let counter = 0;
const freshEmail = (label: string) => `${label}-${(counter += 1)}@example.org`;

async function invite(admin: Browser, email: string, role = 'editor') {
  const sent = await admin.send('POST', '/api/members/invites', { email, role });
  expect(sent.status).toBe(201);
  return sent.body as ApiMemberDetail;
}

/** Invites, accepts and answers the member with a browser signed in as them. */
async function member(admin: Browser, role = 'editor', name = 'New Member') {
  const email = freshEmail(role);
  const invited = await invite(admin, email, role);
  const accepted = await browser().send('POST', '/api/auth/accept-invite', {
    token: await mailedToken(email),
    name,
    password: PASSWORD,
  });
  expect(accepted.status).toBe(200);
  return { id: invited.id, email, tab: await signedIn(email, PASSWORD) };
}

const errorCode = (sent: Sent) => (sent.body as ApiError).error.code;

describe.each(databases)('members on %s', (_, open) => {
  let admin: Browser;
  let adminId: number;

  beforeAll(async () => {
    database = await open();
    const prepared = await prepareWriteSuite(database);
    clock = prepared.clock;
    mailer = createMailer({
      db: database.db,
      settings: { kind: 'outbox' },
      logger: silentLogger,
      now: clock.now,
    });
    app = prepared.appWith({ mailer });
    admin = await signedIn('admin@example.com');
    adminId = ((await admin.send('GET', '/api/auth/me')).body as MeResponse).account!.id;
  }, 60_000);

  afterAll(() => database.close());

  describe('who may', () => {
    it('answers 401 without a session and 403 to editors and viewers, on every endpoint', async () => {
      const stranger = browser();
      expect((await stranger.send('GET', '/api/members')).status).toBe(401);
      for (const email of ['editor@example.com', 'viewer@example.com']) {
        const tab = await signedIn(email);
        for (const [method, path, body] of [
          ['GET', '/api/members'],
          ['GET', `/api/members/${adminId}`],
          ['GET', `/api/members/${adminId}/audit`],
          ['POST', '/api/members/invites', { email: 'x@example.org', role: 'viewer' }],
          ['POST', `/api/members/${adminId}/role`, { role: 'viewer' }],
          ['POST', `/api/members/${adminId}/deactivate`],
          ['POST', `/api/members/${adminId}/password-reset`],
        ] as const) {
          const sent = await tab.send(method, path, body);
          expect(sent.status, `${method} ${path}`).toBe(403);
          expect(errorCode(sent)).toBe('forbidden');
        }
      }
    });
  });

  describe('the list', () => {
    it('lists every account that can sign in, with its status, role and extras', async () => {
      const sent = await admin.send('GET', '/api/members?sort=email|asc');
      expect(sent.status).toBe(200);
      const page = sent.body as MembersPage;
      expect(page.data.map((row) => row.email)).toEqual(
        expect.arrayContaining(['admin@example.com', 'editor@example.com', 'viewer@example.com']),
      );
      const ada = page.data.find((row) => row.email === 'admin@example.com')!;
      expect(ada).toMatchObject({
        name: 'Ada Admin',
        role: 'admin',
        status: 'active',
        // Accounts made by the seed start verified; two-factor sign-in is off until turned on.
        emailVerified: true,
        twoFactor: false,
        avatarUrl: null,
      });
      // Signing in marked her seen, on the suite's clock.
      expect(ada.lastSeenAt).toBe(new Date(clock.now()).toISOString());
      expect(page.data.map((row) => row.email)).toEqual(
        [...page.data.map((row) => row.email)].sort(),
      );
    });

    it('filters by text, role and status, sorts and pages on the server', async () => {
      const email = freshEmail('listed');
      await invite(admin, email, 'viewer');
      const invited = (await admin.send('GET', '/api/members?status=invited&role=viewer'))
        .body as MembersPage;
      expect(invited.data.map((row) => row.email)).toContain(email);
      expect(invited.data.every((row) => row.status === 'invited' && row.role === 'viewer')).toBe(
        true,
      );
      const found = (await admin.send('GET', `/api/members?filter=${encodeURIComponent(email)}`))
        .body as MembersPage;
      expect(found.total).toBe(1);
      expect(found.data[0]).toMatchObject({ email, status: 'invited', lastSeenAt: null });
      const literal = (await admin.send('GET', '/api/members?filter=%25')).body as MembersPage;
      expect(literal.total).toBe(0);
      const first = (await admin.send('GET', '/api/members?sort=name|desc&per_page=2&page=1'))
        .body as MembersPage;
      const second = (await admin.send('GET', '/api/members?sort=name|desc&per_page=2&page=2'))
        .body as MembersPage;
      expect(first).toMatchObject({ per_page: 2, current_page: 1, from: 1, to: 2 });
      expect(first.total).toBeGreaterThanOrEqual(4);
      const names = [...first.data, ...second.data].map((row) => row.name);
      expect(names).toEqual([...names].sort().reverse());
    });

    it('answers a hostile query with 400 naming the parameter, before any SQL', async () => {
      for (const [query, parameter] of [
        ['sort=password_hash|asc', 'sort'],
        ['sort=name|sideways', 'sort'],
        ['status=superuser', 'status'],
        ['role=root', 'role'],
        ['per_page=0', 'per_page'],
        ['per_page=101', 'per_page'],
        ['page=-1', 'page'],
        ['page=1e3', 'page'],
        ['filter=a%00b', 'filter'],
        [`filter=${'x'.repeat(201)}`, 'filter'],
      ]) {
        const sent = await admin.send('GET', `/api/members?${query}`);
        expect(sent.status, query).toBe(400);
        expect((sent.body as ApiError).error).toMatchObject({
          code: 'invalid_parameter',
          parameter,
        });
      }
    });

    it('answers 404 for ids that name nobody, and 405 for other methods', async () => {
      for (const id of ['0', 'abc', '99999999999', '2147483647', '-1'])
        expect((await admin.send('GET', `/api/members/${id}`)).status, id).toBe(404);
      expect((await admin.send('PUT', '/api/members')).status).toBe(405);
      expect((await admin.send('GET', `/api/members/${adminId}/deactivate`)).status).toBe(405);
    });
  });

  describe('invites', () => {
    it('mails a link; accepting it sets the name and password, and the member signs in with the role', async () => {
      const email = freshEmail('invitee');
      const invited = await invite(admin, email, 'viewer');
      expect(invited).toMatchObject({ email, role: 'viewer', status: 'invited' });
      expect(invited.inviteExpiresAt).toBe(new Date(clock.now() + 7 * DAY).toISOString());
      await mailer.idle();
      const mail = (await readOutbox(database.db)).find((one) => one.to === email)!;
      expect(mail.subject).toBe("You're invited to Tessera Admin");
      expect(mail.text).toContain('Ada Admin invited you to Tessera Admin as a viewer.');
      const token = await mailedToken(email);

      // Not before it is accepted, whatever password is tried.
      expect((await browser().signIn(email, PASSWORD)).status).toBe(401);

      const stranger = browser();
      const weak = await stranger.send('POST', '/api/auth/accept-invite', {
        token,
        name: 'Ivy',
        password: 'short',
      });
      expect(weak.status).toBe(422);
      expect((weak.body as ValidationErrorBody).fields).toEqual({
        password: 'auth.validation.passwordLength',
      });
      const accepted = await stranger.send('POST', '/api/auth/accept-invite', {
        token,
        name: 'Ivy Invited',
        password: PASSWORD,
        language: 'pt',
      });
      expect(accepted.status).toBe(200);
      expect((accepted.body as { account: ApiAccount }).account).toMatchObject({
        email,
        name: 'Ivy Invited',
        role: 'viewer',
      });

      const ivy = browser();
      const login = await ivy.signIn(email, PASSWORD);
      expect(login.status).toBe(200);
      expect((login.body as { account: ApiAccount }).account.role).toBe('viewer');

      const detail = (await admin.send('GET', `/api/members/${invited.id}`))
        .body as ApiMemberDetail;
      expect(detail).toMatchObject({
        status: 'active',
        name: 'Ivy Invited',
        inviteExpiresAt: null,
      });
      const log = (await admin.send('GET', `/api/members/${invited.id}/audit`)).body as MemberAudit;
      expect(log.data.map((entry) => entry.action)).toEqual(['acceptInvite', 'invite']);
      expect(log.data[1]).toMatchObject({
        actor: { id: adminId, name: 'Ada Admin', email: 'admin@example.com' },
        changes: [
          { field: 'email', from: null, to: email },
          { field: 'role', from: null, to: 'viewer' },
        ],
      });
      expect(log.data[0].actor).toMatchObject({ id: invited.id, name: 'Ivy Invited' });
    });

    it('refuses a used, wrong, malformed, expired or revoked token with 400 invalid_token', async () => {
      const accept = (token: unknown) =>
        browser().send('POST', '/api/auth/accept-invite', {
          token,
          name: 'Someone',
          password: PASSWORD,
        });

      // Used.
      const usedEmail = freshEmail('used');
      await invite(admin, usedEmail);
      const used = await mailedToken(usedEmail);
      expect((await accept(used)).status).toBe(200);
      const again = await accept(used);
      expect(again.status).toBe(400);
      expect(errorCode(again)).toBe('invalid_token');

      // Wrong and malformed.
      for (const token of ['A'.repeat(43), 'short', '', 42, undefined])
        expect(errorCode(await accept(token)), String(token)).toBe('invalid_token');

      // Expired: seven days later.
      const lateEmail = freshEmail('late');
      await invite(admin, lateEmail);
      const late = await mailedToken(lateEmail);
      clock.advance(7 * DAY);
      expect(errorCode(await accept(late))).toBe('invalid_token');
      // A week is longer than a session: the admin signs in again.
      admin = await signedIn('admin@example.com');
      // Resending gives a new week; the old link stays dead.
      const lateMember = (
        (await admin.send('GET', `/api/members?filter=${lateEmail}`)).body as MembersPage
      ).data[0];
      const resent = await admin.send('POST', `/api/members/${lateMember.id}/invite/resend`);
      expect(resent.status).toBe(200);
      const fresh = await mailedToken(lateEmail);
      expect(fresh).not.toBe(late);
      expect(errorCode(await accept(late))).toBe('invalid_token');
      expect((await accept(fresh)).status).toBe(200);
      expect(
        (
          (await admin.send('GET', `/api/members/${lateMember.id}/audit`)).body as MemberAudit
        ).data.map((entry) => entry.action),
      ).toEqual(['acceptInvite', 'resendInvite', 'invite']);

      // Revoked: the link dies and the invited account goes; its log stays.
      const revokedEmail = freshEmail('revoked');
      const revokedMember = await invite(admin, revokedEmail);
      const revoked = await mailedToken(revokedEmail);
      expect((await admin.send('DELETE', `/api/members/${revokedMember.id}/invite`)).status).toBe(
        204,
      );
      expect(errorCode(await accept(revoked))).toBe('invalid_token');
      expect((await admin.send('GET', `/api/members/${revokedMember.id}`)).status).toBe(404);
      expect(
        ((await admin.send('GET', `/api/members/${revokedMember.id}/audit`)).body as MemberAudit)
          .data[0],
      ).toMatchObject({ action: 'revokeInvite', actor: { id: adminId } });
      // The address may be invited again.
      await invite(admin, revokedEmail);
    });

    it('refuses an email that has an account (422), a bad role, and resend or revoke of an active member (409)', async () => {
      const taken = await admin.send('POST', '/api/members/invites', {
        email: 'Editor@Example.com',
        role: 'viewer',
      });
      expect(taken.status).toBe(422);
      expect((taken.body as ValidationErrorBody).fields).toEqual({
        email: 'members.validation.emailTaken',
      });
      const bad = await admin.send('POST', '/api/members/invites', {
        email: 'not-an-email',
        role: 'owner',
      });
      expect((bad.body as ValidationErrorBody).fields).toEqual({
        email: 'members.validation.emailInvalid',
        role: 'members.validation.roleInvalid',
      });
      expect((await admin.send('POST', '/api/members/invites', [])).status).toBe(400);
      expect(errorCode(await admin.send('POST', `/api/members/${adminId}/invite/resend`))).toBe(
        'invalid_state',
      );
      expect(errorCode(await admin.send('DELETE', `/api/members/${adminId}/invite`))).toBe(
        'invalid_state',
      );
    });
  });

  it('mails no reset link to an invited address: the invite is its way in', async () => {
    const email = freshEmail('invited-forgot');
    await invite(admin, email, 'viewer');
    await mailer.idle();
    const before = (await readOutbox(database.db)).filter((one) => one.to === email).length;
    const asked = await browser().send('POST', '/api/auth/forgot-password', { email });
    expect(asked.status).toBe(202);
    await mailer.idle();
    expect((await readOutbox(database.db)).filter((one) => one.to === email)).toHaveLength(before);
  });

  describe('roles and deactivation', () => {
    it('changes a role and logs who, when and what', async () => {
      const { id, tab } = await member(admin, 'editor', 'Rolf Role');
      clock.advance(60_000);
      const sent = await admin.send('POST', `/api/members/${id}/role`, { role: 'viewer' });
      expect(sent.status).toBe(200);
      expect((sent.body as ApiMemberDetail).role).toBe('viewer');
      // The member's own session has the new role at once.
      expect(((await tab.send('GET', '/api/auth/me')).body as MeResponse).account?.role).toBe(
        'viewer',
      );
      const [entry] = ((await admin.send('GET', `/api/members/${id}/audit`)).body as MemberAudit)
        .data;
      expect(entry).toEqual({
        id: entry.id,
        action: 'changeRole',
        at: new Date(clock.now()).toISOString(),
        actor: { id: adminId, name: 'Ada Admin', email: 'admin@example.com' },
        changes: [{ field: 'role', from: 'editor', to: 'viewer' }],
      });
      const invalid = await admin.send('POST', `/api/members/${id}/role`, { role: 'root' });
      expect(invalid.status).toBe(422);
    });

    it('deactivation ends every session at once and refuses sign-in with a clear answer; reactivation lets them in', async () => {
      const { id, email, tab } = await member(admin, 'editor', 'Dee Active');
      const second = await signedIn(email, PASSWORD);
      const sent = await admin.send('POST', `/api/members/${id}/deactivate`);
      expect(sent.status).toBe(200);
      expect((sent.body as ApiMemberDetail).status).toBe('deactivated');
      for (const session of [tab, second]) {
        expect(((await session.send('GET', '/api/auth/me')).body as MeResponse).account).toBeNull();
        expect((await session.send('POST', '/api/users', {})).status).toBe(401);
      }
      const refused = await browser().signIn(email, PASSWORD);
      expect(refused.status).toBe(403);
      expect((refused.body as ApiError).error).toEqual({
        code: 'account_deactivated',
        message: 'This account has been deactivated; ask an administrator.',
      });
      // A wrong password is still just wrong: the status is told only to who knows the password.
      expect(errorCode(await browser().signIn(email, 'wrong-password-here'))).toBe(
        'invalid_credentials',
      );
      expect(errorCode(await admin.send('POST', `/api/members/${id}/deactivate`))).toBe(
        'invalid_state',
      );
      expect((await admin.send('POST', `/api/members/${id}/reactivate`)).status).toBe(200);
      expect((await browser().signIn(email, PASSWORD)).status).toBe(200);
      expect(
        ((await admin.send('GET', `/api/members/${id}/audit`)).body as MemberAudit).data
          .slice(0, 2)
          .map((entry) => entry.action),
      ).toEqual(['reactivate', 'deactivate']);
    });

    it('keeps the last active admin: no demotion, no deactivation, and nobody deactivates themselves', async () => {
      const self = await admin.send('POST', `/api/members/${adminId}/deactivate`);
      expect(self.status).toBe(409);
      expect(errorCode(self)).toBe('self_deactivation');

      const other = await member(admin, 'admin', 'Otto Other');
      // Two admins: one may be deactivated, and then the other is the last.
      expect((await admin.send('POST', `/api/members/${other.id}/deactivate`)).status).toBe(200);
      const demoteLast = await admin.send('POST', `/api/members/${adminId}/role`, {
        role: 'editor',
      });
      expect(demoteLast.status).toBe(409);
      expect((demoteLast.body as ApiError).error).toEqual({
        code: 'last_admin',
        message:
          'The last active admin cannot be demoted or deactivated; make another admin first.',
      });
      expect((await admin.send('POST', `/api/members/${other.id}/reactivate`)).status).toBe(200);
      const otto = await signedIn(other.email, PASSWORD);
      // With two active admins, one may demote the other; then the other is the last.
      expect(
        (await otto.send('POST', `/api/members/${adminId}/role`, { role: 'editor' })).status,
      ).toBe(200);
      const lastByOther = await otto.send('POST', `/api/members/${other.id}/role`, {
        role: 'viewer',
      });
      expect(errorCode(lastByOther)).toBe('last_admin');
      expect(
        (await otto.send('POST', `/api/members/${adminId}/role`, { role: 'admin' })).status,
      ).toBe(200);
      expect(
        (await admin.send('POST', `/api/members/${other.id}/role`, { role: 'viewer' })).status,
      ).toBe(200);
    });

    it('mails a password-reset link to an active member and logs it', async () => {
      const { id, email } = await member(admin, 'viewer', 'Rita Reset');
      const sent = await admin.send('POST', `/api/members/${id}/password-reset`);
      expect(sent.status).toBe(202);
      const token = await mailedToken(email, 'reset-password');
      const reset = await browser().send('POST', '/api/auth/reset-password', {
        token,
        password: 'granite-orchard-velvet-93',
      });
      expect(reset.status).toBe(204);
      expect((await browser().signIn(email, 'granite-orchard-velvet-93')).status).toBe(200);
      expect(
        ((await admin.send('GET', `/api/members/${id}/audit`)).body as MemberAudit).data[0],
      ).toMatchObject({ action: 'sendPasswordReset', actor: { id: adminId } });
      const invitedOnly = await invite(admin, freshEmail('pending'));
      expect(
        errorCode(await admin.send('POST', `/api/members/${invitedOnly.id}/password-reset`)),
      ).toBe('invalid_state');
    });
  });

  describe('create-admin, the way back in', () => {
    it('makes an invited or a deactivated account an active administrator that signs in', async () => {
      const invitedEmail = freshEmail('invited');
      await invite(admin, invitedEmail, 'viewer');
      const { id: deactivatedId, email: deactivatedEmail } = await member(admin, 'viewer');
      expect((await admin.send('POST', `/api/members/${deactivatedId}/deactivate`)).status).toBe(
        200,
      );
      for (const email of [invitedEmail, deactivatedEmail]) {
        const made = await createAdmin(database.db, {
          email,
          password: 'walnut-orbit-canvas-93',
          scryptCost: TEST_SCRYPT_COST,
        });
        expect(made.ok).toBe(true);
        const tab = await signedIn(email, 'walnut-orbit-canvas-93');
        expect(((await tab.send('GET', '/api/auth/me')).body as MeResponse).account).toMatchObject({
          email,
          role: 'admin',
        });
      }
    });
  });
});
