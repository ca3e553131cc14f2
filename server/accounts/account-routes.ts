import type { Context, Hono } from 'hono';

import { countRequest } from '../auth-limits';
import { newPasswordHash, tooMany, type AuthConfig, type SessionAuth } from '../auth-routes';
import {
  ACCOUNT_MESSAGES,
  AVATAR_MAX_BYTES,
  EMAIL_TOKEN_TTL_HOURS,
  type AccountResponse,
  type AvatarType,
  type SessionsResponse,
} from '../contract/account';
import {
  avatarSchema,
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  emailTokenSchema,
  preferencesSchema,
  profilePatchSchema,
  reauthSchema,
} from '../contract/account-schemas';
import type { ApiAccount } from '../contract/auth';
import { fieldErrors } from '../contract/errors';
import { jsonError, methodNotAllowed, readJsonObject, validationFailed } from '../http';
import {
  confirmEmailChangeMail,
  emailChangedMail,
  signUpExistingMail,
  verifyEmailMail,
} from '../mail/account-messages';
import { mailedLink } from '../mail/mailed-link';
import type { Mailer } from '../mail/mailer';
import {
  accountByEmail,
  changePassword,
  createEmailToken,
  deleteAccount,
  endOtherSessions,
  endSession,
  listSessions,
  markSignedIn,
  readAvatar,
  removeAvatar,
  setAvatar,
  setPreferences,
  updateProfile,
  useEmailToken,
} from './account-store';
import { checkOwnPassword, requireRecentSignIn } from './reauth';

export type AccountMailConfig = Pick<AuthConfig, 'db' | 'now'> & {
  mailer: Mailer;
  /** The origin the mails' links open (the site's public one). */
  linkOrigin: (c: Context) => string;
};

export type AccountRoutesConfig = AccountMailConfig &
  Pick<AuthConfig, 'scryptCost' | 'hashQueue' | 'clientKey' | 'limits'> & { auth: SessionAuth };

const EMAIL_TOKEN_TTL_MS = EMAIL_TOKEN_TTL_HOURS * 60 * 60_000;

/** Mails about one address per 10 minutes, whoever asks: nobody's inbox can be flooded. */
const MAILS_PER_ADDRESS = 5;
/**
 * Email changes one account may ask for per 10 minutes. Each mails an address nobody has confirmed
 * yet, so per client they count like sign-ups too: a few accounts must not make the server mail
 * strangers.
 */
const EMAIL_CHANGES_PER_ACCOUNT = 3;

function linkTo(config: AccountMailConfig, c: Context, path: string, token?: string): string {
  return mailedLink(config.linkOrigin(c), path, { token });
}

/** Whether another mail may go to `email` now (the per-address limit). */
async function mayMail(config: AccountMailConfig, email: string): Promise<boolean> {
  const wait = await countRequest(config.db, `account-mail:${email}`, {
    max: MAILS_PER_ADDRESS,
    now: config.now(),
  });
  return wait === 0;
}

/** Sends the verification link of a new or still unverified account. */
async function sendVerification(config: AccountMailConfig, c: Context, account: ApiAccount) {
  const token = await createEmailToken(config.db, {
    accountId: account.id,
    purpose: 'verify',
    email: account.email,
    now: config.now(),
    ttlMs: EMAIL_TOKEN_TTL_MS,
  });
  config.mailer.queueMail({
    to: account.email,
    ...verifyEmailMail({
      language: account.language ?? 'en',
      name: account.name,
      link: linkTo(config, c, '/auth/verify-email', token),
      hours: EMAIL_TOKEN_TTL_HOURS,
    }),
  });
}

/**
 * What follows an accepted sign-up (the answer is the same either way): a new account gets its
 * verification link; an address that has an account gets a note saying someone tried, with the
 * login link, so its owner is not left wondering.
 */
export function signUpMail(config: AccountMailConfig): NonNullable<AuthConfig['afterSignUp']> {
  return async (c, { email, created }) => {
    if (!(await mayMail(config, email))) return;
    if (created) return sendVerification(config, c, created);
    const owner = await accountByEmail(config.db, email);
    if (!owner) return;
    config.mailer.queueMail({
      to: owner.email,
      ...signUpExistingMail({
        language: owner.language ?? 'en',
        name: owner.name,
        link: linkTo(config, c, '/auth/login'),
      }),
    });
  };
}

/** What an avatar's first bytes say it is; null for anything but PNG, JPEG and WebP. */
export function sniffImageType(data: Uint8Array): AvatarType | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => data[at + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Your own account: `PATCH /api/account`, the avatar, password, email, sessions, deletion, the
 * email links (`POST /api/auth/verify-email`, `POST /api/account/email/confirm`) and
 * `POST /api/auth/reauth`, which opens the sensitive actions for 10 minutes.
 */
export function accountRoutes(app: Hono, config: AccountRoutesConfig): void {
  const { db, now, auth, clientKey, limits } = config;

  const signedIn = async (c: Context) => {
    const session = await auth.session(c);
    return session ?? jsonError(c, 401, 'unauthenticated', 'Sign in first.');
  };
  const accountAnswer = (c: Context, account: ApiAccount | null) =>
    account
      ? c.json<AccountResponse>({ account })
      : jsonError(c, 401, 'unauthenticated', 'Sign in first.');

  app.post('/api/auth/reauth', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = reauthSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    // Counted like sign-ins: a stolen session cannot be used to guess the password quickly.
    const right = await checkOwnPassword(c, config, session.account, parsed.data.password);
    if (right instanceof Response) return right;
    if (!right) return jsonError(c, 401, 'invalid_credentials', 'The password is not right.');
    await markSignedIn(db, session.id, now());
    return c.body(null, 204);
  });

  app.patch('/api/account', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = profilePatchSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    return accountAnswer(c, await updateProfile(db, session.account.id, parsed.data));
  });

  // The whole set each time (the customizer sends what is in effect): the last write wins.
  app.put('/api/account/preferences', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = preferencesSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    return accountAnswer(c, await setPreferences(db, session.account.id, parsed.data));
  });

  app.put('/api/account/avatar', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = avatarSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const [header = '', base64 = ''] = parsed.data.image.split(',');
    const data = Buffer.from(base64, 'base64');
    if (data.length > AVATAR_MAX_BYTES)
      return validationFailed(c, { image: ACCOUNT_MESSAGES.avatarTooLarge });
    // The bytes must be the image the data URL says, whatever it claims.
    const type = sniffImageType(data);
    if (!type || header !== `data:${type};base64`)
      return validationFailed(c, { image: ACCOUNT_MESSAGES.avatarType });
    return accountAnswer(
      c,
      await setAvatar(db, session.account.id, { contentType: type, data, now: now() }),
    );
  });

  app.delete('/api/account/avatar', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    return accountAnswer(c, await removeAvatar(db, session.account.id));
  });

  // Any signed-in account may see avatars (the top bar, the members list).
  app.get('/api/account/avatar/:id{[0-9]{1,9}}', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const avatar = await readAvatar(db, Number(c.req.param('id')));
    if (!avatar) return jsonError(c, 404, 'not_found', 'No such avatar.');
    return c.body(new Uint8Array(avatar.data), 200, {
      'Content-Type': avatar.contentType,
      'Content-Disposition': 'inline',
    });
  });

  // The current password is the proof asked for: no separate re-authentication.
  app.post('/api/account/password', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = changePasswordSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const { currentPassword, newPassword } = parsed.data;
    const right = await checkOwnPassword(c, config, session.account, currentPassword);
    if (right instanceof Response) return right;
    if (!right)
      return validationFailed(c, { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong });
    const passwordHash = await newPasswordHash(c, config, {
      password: newPassword,
      email: session.account.email,
      field: 'newPassword',
    });
    if (passwordHash instanceof Response) return passwordHash;
    await changePassword(db, session.account.id, {
      passwordHash,
      keepSessionId: session.id,
      now: now(),
    });
    return c.body(null, 204);
  });

  // The answer is the same whether or not another account has the address: the link goes only
  // to a free one, and following it checks again.
  app.post('/api/account/email', async (c) => {
    const session = await requireRecentSignIn(c, auth, now);
    if (session instanceof Response) return session;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = changeEmailSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const { email } = parsed.data;
    const { account } = session;
    if (email === account.email) return validationFailed(c, { email: ACCOUNT_MESSAGES.emailSame });
    const wait = Math.max(
      await countRequest(db, `email-change:${account.id}`, {
        max: EMAIL_CHANGES_PER_ACCOUNT,
        now: now(),
      }),
      await countRequest(db, `email-change-client:${clientKey(c)}`, {
        max: limits.signUp,
        now: now(),
      }),
    );
    if (wait > 0) return tooMany(c, wait, 'Too many email changes; try again later.');
    const token = await createEmailToken(db, {
      accountId: account.id,
      purpose: 'change',
      email,
      now: now(),
      ttlMs: EMAIL_TOKEN_TTL_MS,
    });
    if ((await mayMail(config, email)) && !(await accountByEmail(db, email)))
      config.mailer.queueMail({
        to: email,
        ...confirmEmailChangeMail({
          language: account.language ?? 'en',
          name: account.name,
          link: linkTo(config, c, '/auth/confirm-email', token),
          hours: EMAIL_TOKEN_TTL_HOURS,
        }),
      });
    return c.json({}, 202);
  });

  const invalidToken = (c: Context) =>
    jsonError(c, 400, 'invalid_token', 'This link is unknown, has expired or was used already.');

  // Public: the link may be opened in another browser than the one that asked.
  app.post('/api/account/email/confirm', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = emailTokenSchema.safeParse(body.value);
    if (!parsed.success) return invalidToken(c);
    const result = await useEmailToken(db, parsed.data.token, 'change', now());
    if (!result.ok)
      return result.reason === 'taken'
        ? validationFailed(c, { email: ACCOUNT_MESSAGES.emailTaken })
        : invalidToken(c);
    const { account, previousEmail } = result;
    config.mailer.queueMail({
      to: previousEmail,
      ...emailChangedMail({
        language: account.language ?? 'en',
        name: account.name,
        email: account.email,
      }),
    });
    return c.json<AccountResponse>({ account });
  });

  app.post('/api/auth/verify-email', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = emailTokenSchema.safeParse(body.value);
    if (!parsed.success) return invalidToken(c);
    const result = await useEmailToken(db, parsed.data.token, 'verify', now());
    if (!result.ok) return invalidToken(c);
    return c.json<AccountResponse>({ account: result.account });
  });

  app.post('/api/account/verification', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const { account } = session;
    if (account.emailVerified) return c.json({}, 202);
    const wait = await countRequest(db, `account-mail:${account.email}`, {
      max: MAILS_PER_ADDRESS,
      now: now(),
    });
    if (wait > 0) return tooMany(c, wait, 'Too many mails to this address; try again later.');
    await sendVerification(config, c, account);
    return c.json({}, 202);
  });

  app.get('/api/account/sessions', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const sessions = await listSessions(db, session.account.id, {
      now: now(),
      currentId: session.id,
    });
    return c.json<SessionsResponse>({ sessions });
  });

  app.post('/api/account/sessions/end-others', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const ended = await endOtherSessions(db, session.account.id, session.id);
    return c.json({ ended });
  });

  app.delete('/api/account/sessions/:id', async (c) => {
    const session = await signedIn(c);
    if (session instanceof Response) return session;
    const id = Number(c.req.param('id'));
    if (!/^[0-9]{1,9}$/.test(c.req.param('id')) || !(await endSession(db, session.account.id, id)))
      return jsonError(c, 404, 'not_found', 'No such session.');
    if (id === session.id) auth.clearCookie(c);
    return c.body(null, 204);
  });

  app.post('/api/account/delete', async (c) => {
    const session = await requireRecentSignIn(c, auth, now);
    if (session instanceof Response) return session;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = deleteAccountSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    if (parsed.data.email !== session.account.email)
      return validationFailed(c, { email: ACCOUNT_MESSAGES.confirmEmailMismatch });
    const result = await deleteAccount(db, session.account.id);
    if (result === 'last_admin')
      return jsonError(c, 409, 'last_admin', 'The last admin cannot delete their account.');
    auth.clearCookie(c);
    return c.body(null, 204);
  });

  for (const path of [
    '/api/auth/reauth',
    '/api/auth/verify-email',
    '/api/account/password',
    '/api/account/email',
    '/api/account/email/confirm',
    '/api/account/verification',
    '/api/account/sessions/end-others',
    '/api/account/delete',
  ])
    app.all(path, methodNotAllowed(['POST']));
  app.all('/api/account', methodNotAllowed(['PATCH']));
  app.all('/api/account/avatar', methodNotAllowed(['PUT', 'DELETE']));
  app.all('/api/account/preferences', methodNotAllowed(['PUT']));
  app.all('/api/account/sessions', methodNotAllowed(['GET', 'HEAD']));
  app.all('/api/account/sessions/:id', methodNotAllowed(['DELETE']));
}
