import type { Context, Hono } from 'hono';

import { countRequest } from './auth-limits';
import { newPasswordHash, tooMany, type AuthConfig } from './auth-routes';
import { completePasswordReset, createPasswordReset, findPasswordReset } from './auth-store';
import { RESET_TOKEN_TTL_MINUTES } from './contract/auth';
import { forgotPasswordSchema, resetPasswordSchema } from './contract/auth-schemas';
import { fieldErrors } from './contract/errors';
import {
  jsonError,
  methodNotAllowed,
  readJsonObject,
  readTokenBody,
  validationFailed,
} from './http';
import { mailedLink } from './mail/mailed-link';
import type { Mailer } from './mail/mailer';
import { resetPasswordMail } from './mail/messages';

export type PasswordResetConfig = Pick<
  AuthConfig,
  'db' | 'now' | 'scryptCost' | 'limits' | 'hashQueue' | 'clientKey'
> & {
  mailer: Mailer;
  /** The origin the mail's link opens (the site's public one). */
  linkOrigin: (c: Context) => string;
};

/** Reset mails one address may be sent per 10 minutes: nobody's inbox can be flooded. */
const MAILS_PER_ADDRESS = 5;

/** How long a password reset's link works. */
export const RESET_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60_000;

type ResetAccount = NonNullable<Awaited<ReturnType<typeof createPasswordReset>>['account']>;

/**
 * Mails `account` the link that sets a new password with `token` (from `createPasswordReset`), in
 * the account's language: the forgotten-password form and an admin's reset both send it.
 */
export function mailPasswordReset(
  mailer: Mailer,
  origin: string,
  account: ResetAccount,
  token: string,
): void {
  mailer.queueMail({
    to: account.email,
    ...resetPasswordMail({
      language: account.language,
      name: account.name,
      link: mailedLink(origin, '/auth/reset-password', { token, email: account.email }),
      minutes: RESET_TOKEN_TTL_MINUTES,
    }),
  });
}

/** `POST /api/auth/forgot-password` and `POST /api/auth/reset-password`. */
export function passwordResetRoutes(app: Hono, config: PasswordResetConfig): void {
  const { db, now, limits, clientKey, mailer } = config;

  // The answer is the same, in status, body and work done, whether or not the email has an
  // account, so it cannot be used to find out who has one. The mail leaves in the background.
  app.post('/api/auth/forgot-password', async (c) => {
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = forgotPasswordSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const { email } = parsed.data;
    const wait = await countRequest(db, `password-reset:${clientKey(c)}`, {
      max: limits.signUp,
      now: now(),
    });
    if (wait > 0) return tooMany(c, wait, 'Too many password resets from here; try again later.');
    const addressWait = await countRequest(db, `password-reset-mail:${email}`, {
      max: MAILS_PER_ADDRESS,
      now: now(),
    });
    const { token, account } = await createPasswordReset(db, email, {
      now: now(),
      ttlMs: RESET_TTL_MS,
    });
    if (account && addressWait === 0)
      mailPasswordReset(mailer, config.linkOrigin(c), account, token);
    return c.json({}, 202);
  });

  app.post('/api/auth/reset-password', async (c) => {
    const invalidToken = () =>
      jsonError(
        c,
        400,
        'invalid_token',
        'This reset link is unknown, has expired or was used already.',
      );
    const body = await readTokenBody(c, resetPasswordSchema, invalidToken);
    if (!body.ok) return body.response;
    const { token, password } = body.data;
    const wait = await countRequest(db, `password-reset:${clientKey(c)}`, {
      max: limits.signUp,
      now: now(),
    });
    if (wait > 0) return tooMany(c, wait, 'Too many password resets from here; try again later.');
    // The token stays live until the new password is accepted: a refused one can be fixed.
    const account = await findPasswordReset(db, token, now());
    if (!account) return invalidToken();
    const passwordHash = await newPasswordHash(c, config, { password, email: account.email });
    if (passwordHash instanceof Response) return passwordHash;
    if (!(await completePasswordReset(db, token, { passwordHash, now: now() })))
      return invalidToken();
    return c.body(null, 204);
  });

  for (const path of ['/api/auth/forgot-password', '/api/auth/reset-password'])
    app.all(path, methodNotAllowed(['POST']));
}
