/**
 * The bodies the sign-in, sign-up and password-reset endpoints accept, as zod schemas: the server
 * parses each request with them.
 */
import { z } from 'zod/mini';

import {
  ACCOUNT_NAME_MAX_LENGTH,
  AUTH_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TOKEN_PATTERN,
} from './auth';
import { isSingleLineText, isWellFormedText } from './text';
import { emailField, textField } from './text-schemas';

/** The longest language tag sign-up takes (BCP 47 tags in use are far shorter). */
const LANGUAGE_TAG_MAX_LENGTH = 35;

/** Body of `POST /api/auth/login`. Only presence and shape: the password rules are sign-up's. */
export const loginSchema = z.object({
  email: emailField({
    required: AUTH_MESSAGES.emailRequired,
    format: AUTH_MESSAGES.emailFormat,
    tooLong: AUTH_MESSAGES.emailTooLong,
  }),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, { error: AUTH_MESSAGES.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
      z.refine(isWellFormedText, { error: AUTH_MESSAGES.invalidCharacters }),
    ),
});

/**
 * Body of `POST /api/auth/signup`. The password is taken as typed (spaces count). `name` is
 * optional: without it the part of the email before `@` is used.
 */
export const signupSchema = z.object({
  email: loginSchema.shape.email,
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).check(
    z.minLength(1, { error: AUTH_MESSAGES.passwordRequired }),
    z.refine((password) => Array.from(password).length >= PASSWORD_MIN_LENGTH, {
      error: AUTH_MESSAGES.passwordLength,
    }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
    z.refine(isWellFormedText, { error: AUTH_MESSAGES.invalidCharacters }),
  ),
  name: z.optional(
    textField(
      {
        required: AUTH_MESSAGES.nameRequired,
        tooLong: AUTH_MESSAGES.nameTooLong,
        invalid: AUTH_MESSAGES.invalidCharacters,
      },
      ACCOUNT_NAME_MAX_LENGTH,
    ),
  ),
  /**
   * The interface's language (a BCP 47 tag), for the account's mail. Any tag is taken: one the
   * mail is not written in falls back to its base language, else English.
   */
  language: z.optional(
    z
      .string({ error: AUTH_MESSAGES.invalidCharacters })
      .check(
        z.maxLength(LANGUAGE_TAG_MAX_LENGTH, { error: AUTH_MESSAGES.invalidCharacters }),
        z.refine(isSingleLineText, { error: AUTH_MESSAGES.invalidCharacters }),
      ),
  ),
});

/** Body of `POST /api/auth/forgot-password`: the email a reset link is asked for. */
export const forgotPasswordSchema = z.object({ email: loginSchema.shape.email });

/**
 * Body of `POST /api/auth/reset-password`: the token from the mail's link and the new password,
 * under sign-up's password rules. A token that is missing or malformed is answered like an
 * unknown one (400 `invalid_token`), not as a field.
 */
export const resetPasswordSchema = z.object({
  token: z.string().check(z.regex(RESET_TOKEN_PATTERN)),
  password: signupSchema.shape.password,
});
