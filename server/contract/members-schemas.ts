/**
 * The bodies the members endpoints and the invite link accept, as zod schemas shared by the
 * server and the forms.
 */
import { z } from 'zod/mini';

import { ACCOUNT_NAME_MAX_LENGTH, AUTH_MESSAGES, RESET_TOKEN_PATTERN, ROLES } from './auth';
import { signupSchema } from './auth-schemas';
import { MEMBER_MESSAGES } from './members';
import { emailField, textField } from './text-schemas';

const role = z.enum(ROLES, { error: MEMBER_MESSAGES.roleInvalid });

/** Body of `POST /api/members/invites`. */
export const inviteSchema = z.object({
  email: emailField({
    required: MEMBER_MESSAGES.emailRequired,
    format: MEMBER_MESSAGES.emailInvalid,
    tooLong: MEMBER_MESSAGES.emailTooLong,
  }),
  role,
});

/** Body of `POST /api/members/:id/role`. */
export const changeRoleSchema = z.object({ role });

/** An invite token: 32 random bytes, base64url, like a password-reset token. */
export const INVITE_TOKEN_PATTERN = RESET_TOKEN_PATTERN;

/**
 * Body of `POST /api/auth/accept-invite`: the token from the mail's link, the name and password
 * the invited person chooses (sign-up's password rules) and, optionally, the interface's
 * language for their mail. A missing or malformed token is answered like an unknown one.
 */
export const acceptInviteSchema = z.object({
  token: z.string().check(z.regex(INVITE_TOKEN_PATTERN)),
  name: textField(
    {
      required: AUTH_MESSAGES.nameRequired,
      tooLong: AUTH_MESSAGES.nameTooLong,
      invalid: AUTH_MESSAGES.invalidCharacters,
    },
    ACCOUNT_NAME_MAX_LENGTH,
  ),
  password: signupSchema.shape.password,
  language: signupSchema.shape.language,
});

export type InviteInput = z.input<typeof inviteSchema>;
export type AcceptInviteInput = z.input<typeof acceptInviteSchema>;
