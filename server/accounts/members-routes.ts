import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';

import { countRequest } from '../auth-limits';
import { newPasswordHash, tooMany, type Auth, type AuthConfig } from '../auth-routes';
import { createPasswordReset } from '../auth-store';
import { accountLanguageOf, type AccountLanguage, type ApiAccount } from '../contract/auth';
import { fieldErrors } from '../contract/errors';
import { parseListQuery } from '../contract/list-query-schemas';
import {
  INVITE_TTL_DAYS,
  MEMBER_MESSAGES,
  MEMBER_PERMISSIONS,
  membersList,
  type ApiMemberDetail,
  type MemberAction,
  type MemberAudit,
  type MembersPage,
} from '../contract/members';
import { acceptInviteSchema, changeRoleSchema, inviteSchema } from '../contract/members-schemas';
import { ID_MAX } from '../contract/resource';
import { accounts } from '../db/schema';
import {
  errorBody,
  jsonError,
  methodNotAllowed,
  readJsonObject,
  readTokenBody,
  validationFailed,
} from '../http';
import { inviteMail } from '../mail/invite-mail';
import { mailedLink } from '../mail/mailed-link';
import type { Mailer } from '../mail/mailer';
import { mailPasswordReset, RESET_TTL_MS } from '../password-reset-routes';
import {
  acceptInvite,
  changeRole,
  deactivateMember,
  findInvite,
  getMember,
  inviteMember,
  listMembers,
  memberAudit,
  reactivateMember,
  recordPasswordResetSent,
  resendInvite,
  revokeInvite,
  type ActionRefusal,
} from './members-store';

export type MembersConfig = Pick<
  AuthConfig,
  'db' | 'now' | 'scryptCost' | 'limits' | 'hashQueue' | 'clientKey'
> & {
  auth: Auth;
  mailer: Mailer;
  /** The origin the mails' links open (the site's public one). */
  linkOrigin: (c: Context) => string;
};

const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60_000;

/** Ids are PostgreSQL `integer`s: anything else names nobody. */
function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

const REFUSALS: Record<ActionRefusal, { status: 404 | 409; message: string }> = {
  not_found: { status: 404, message: 'No such member.' },
  invalid_state: { status: 409, message: "This action does not apply to the member's status." },
  last_admin: {
    status: 409,
    message: 'The last active admin cannot be demoted or deactivated; make another admin first.',
  },
  self_deactivation: { status: 409, message: 'You cannot deactivate your own account.' },
};

function refused(c: Context, refusal: ActionRefusal) {
  const { status, message } = REFUSALS[refusal];
  return jsonError(c, status, refusal, message);
}

/**
 * The members API for admins (`/api/members…`: the list, one member, its audit log, invite,
 * resend and revoke an invite, change a role, deactivate and reactivate, send a password reset)
 * and the invite link's `POST /api/auth/accept-invite`.
 */
export function membersRoutes(app: Hono, config: MembersConfig): void {
  const { db, now, auth, mailer } = config;

  async function admin(c: Context, action: MemberAction): Promise<ApiAccount | Response> {
    return auth.require(c, MEMBER_PERMISSIONS, action, 'members');
  }

  async function languageOf(id: number): Promise<AccountLanguage> {
    const [row] = await db
      .select({ language: accounts.language })
      .from(accounts)
      .where(eq(accounts.id, id));
    return row?.language ?? 'en';
  }

  function sendInvite(
    c: Context,
    invite: { email: string; role: ApiMemberDetail['role']; language: AccountLanguage },
    token: string,
    inviter: ApiAccount,
  ) {
    mailer.queueMail({
      to: invite.email,
      ...inviteMail({
        language: invite.language,
        inviter: inviter.name,
        role: invite.role,
        link: mailedLink(config.linkOrigin(c), '/auth/accept-invite', {
          token,
          email: invite.email,
        }),
        days: INVITE_TTL_DAYS,
      }),
    });
  }

  /** The `:id` of a member route, or the 404 to answer. */
  function memberId(c: Context): number | Response {
    const id = parseId(c.req.param('id') ?? '');
    return id ?? c.json(errorBody('not_found', 'No such member.'), 404);
  }

  app.get('/api/members', async (c) => {
    const actor = await admin(c, 'list');
    if (actor instanceof Response) return actor;
    const parsed = parseListQuery(membersList, new URL(c.req.url).searchParams);
    if (!parsed.ok)
      return c.json(
        errorBody('invalid_parameter', parsed.error.message, { parameter: parsed.error.parameter }),
        400,
      );
    return c.json<MembersPage>(await listMembers(db, parsed.query));
  });
  app.all('/api/members', methodNotAllowed(['GET', 'HEAD']));

  app.post('/api/members/invites', async (c) => {
    const actor = await admin(c, 'invite');
    if (actor instanceof Response) return actor;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = inviteSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const { email, role } = parsed.data;
    const language = await languageOf(actor.id);
    const invited = await inviteMember(db, {
      email,
      role,
      language,
      actor,
      now: now(),
      ttlMs: INVITE_TTL_MS,
    });
    if (!invited) return validationFailed(c, { email: MEMBER_MESSAGES.emailTaken });
    sendInvite(c, { email, role, language }, invited.token, actor);
    c.header('Location', `/api/members/${invited.member.id}`);
    return c.json<ApiMemberDetail>(invited.member, 201);
  });
  app.all('/api/members/invites', methodNotAllowed(['POST']));

  app.get('/api/members/:id', async (c) => {
    const actor = await admin(c, 'list');
    if (actor instanceof Response) return actor;
    const id = memberId(c);
    if (id instanceof Response) return id;
    const member = await getMember(db, id);
    return member ? c.json<ApiMemberDetail>(member) : refused(c, 'not_found');
  });
  app.all('/api/members/:id', methodNotAllowed(['GET', 'HEAD']));

  app.get('/api/members/:id/audit', async (c) => {
    const actor = await admin(c, 'list');
    if (actor instanceof Response) return actor;
    const id = memberId(c);
    if (id instanceof Response) return id;
    // A revoked invite's account is gone, and its log stays readable.
    return c.json<MemberAudit>({ data: await memberAudit(db, id) });
  });
  app.all('/api/members/:id/audit', methodNotAllowed(['GET', 'HEAD']));

  app.post('/api/members/:id/invite/resend', async (c) => {
    const actor = await admin(c, 'invite');
    if (actor instanceof Response) return actor;
    const id = memberId(c);
    if (id instanceof Response) return id;
    const result = await resendInvite(db, id, { actor, now: now(), ttlMs: INVITE_TTL_MS });
    if (!result.ok) return refused(c, result.refusal);
    const { member, token, language } = result.value;
    sendInvite(c, { email: member.email, role: member.role, language }, token, actor);
    return c.json<ApiMemberDetail>(member);
  });
  app.all('/api/members/:id/invite/resend', methodNotAllowed(['POST']));

  app.delete('/api/members/:id/invite', async (c) => {
    const actor = await admin(c, 'invite');
    if (actor instanceof Response) return actor;
    const id = memberId(c);
    if (id instanceof Response) return id;
    const result = await revokeInvite(db, id, { actor, now: now() });
    return result.ok ? c.body(null, 204) : refused(c, result.refusal);
  });
  app.all('/api/members/:id/invite', methodNotAllowed(['DELETE']));

  app.post('/api/members/:id/role', async (c) => {
    const actor = await admin(c, 'manage');
    if (actor instanceof Response) return actor;
    const id = memberId(c);
    if (id instanceof Response) return id;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = changeRoleSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const result = await changeRole(db, id, parsed.data.role, { actor, now: now() });
    return result.ok ? c.json<ApiMemberDetail>(result.value) : refused(c, result.refusal);
  });

  for (const [path, act] of [
    ['deactivate', deactivateMember],
    ['reactivate', reactivateMember],
  ] as const) {
    app.post(`/api/members/:id/${path}`, async (c) => {
      const actor = await admin(c, 'manage');
      if (actor instanceof Response) return actor;
      const id = memberId(c);
      if (id instanceof Response) return id;
      const result = await act(db, id, { actor, now: now() });
      return result.ok ? c.json<ApiMemberDetail>(result.value) : refused(c, result.refusal);
    });
  }

  app.post('/api/members/:id/password-reset', async (c) => {
    const actor = await admin(c, 'manage');
    if (actor instanceof Response) return actor;
    const id = memberId(c);
    if (id instanceof Response) return id;
    const member = await getMember(db, id);
    if (!member) return refused(c, 'not_found');
    if (member.status !== 'active') return refused(c, 'invalid_state');
    const { token, account } = await createPasswordReset(db, member.email, {
      now: now(),
      ttlMs: RESET_TTL_MS,
    });
    if (!account) return refused(c, 'not_found');
    await recordPasswordResetSent(db, id, { actor, now: now() });
    mailPasswordReset(mailer, config.linkOrigin(c), account, token);
    return c.json({}, 202);
  });
  for (const path of ['role', 'deactivate', 'reactivate', 'password-reset'])
    app.all(`/api/members/:id/${path}`, methodNotAllowed(['POST']));

  app.post('/api/auth/accept-invite', async (c) => {
    const invalidToken = () =>
      jsonError(
        c,
        400,
        'invalid_token',
        'This invite link is unknown, has expired, was revoked or was used already.',
      );
    const body = await readTokenBody(c, acceptInviteSchema, invalidToken);
    if (!body.ok) return body.response;
    const { token, name, password, language } = body.data;
    // Counted with the password resets: both are guesses at a token from one client.
    const wait = await countRequest(db, `password-reset:${config.clientKey(c)}`, {
      max: config.limits.signUp,
      now: now(),
    });
    if (wait > 0) return tooMany(c, wait, 'Too many attempts from here; try again later.');
    // The token stays live until the password is accepted: a refused one can be fixed.
    const invite = await findInvite(db, token, now());
    if (!invite) return invalidToken();
    const passwordHash = await newPasswordHash(c, config, { password, email: invite.email });
    if (passwordHash instanceof Response) return passwordHash;
    const account = await acceptInvite(db, token, {
      name,
      passwordHash,
      language: language === undefined ? undefined : accountLanguageOf(language),
      now: now(),
    });
    return account ? c.json({ account }, 200) : invalidToken();
  });
  app.all('/api/auth/accept-invite', methodNotAllowed(['POST']));
}
