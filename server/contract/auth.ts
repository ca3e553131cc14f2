/**
 * Accounts, sessions and roles: what sign-in, sign-up and the session check answer, and the
 * schemas of their bodies. Imports nothing but `zod/mini` (and the demo accounts' plain list).
 */
import { z } from 'zod/mini';

import type { DateFormat } from './account';
import { emailField, isSingleLineText, isWellFormedText, textField } from './text';

export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The languages an account's mail is written in: the interface's languages (BCP 47 tags, as
 * i18next names them). Sign-up sends the interface's current one.
 */
export const ACCOUNT_LANGUAGES = ['en', 'es', 'pt-BR', 'ar'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/**
 * The signed-in person. The password (or its hash) is never part of any answer. The optional
 * fields are always in this server's answers; they are optional so that code which makes an
 * account by hand (tests, another back end) need not invent them.
 */
export type ApiAccount = {
  id: number;
  email: string;
  name: string;
  role: Role;
  /** Whether the sign-up address was shown to be the owner's (the mailed link followed). */
  emailVerified?: boolean;
  /** The avatar's URL (versioned: a new one is a new URL); null without one. */
  avatarUrl?: string | null;
  /** The language of the interface and of the account's mail. */
  language?: AccountLanguage;
  /** An IANA time zone dates are shown in; null: the browser's. */
  timeZone?: string | null;
  /** How dates are written. */
  dateFormat?: DateFormat;
};

/** `POST /api/auth/login` (200) and `POST /api/auth/signup` (201). */
export type AuthResponse = { account: ApiAccount };

/** `GET /api/auth/me`: `account` is null when no valid session cookie came with the request. */
export type MeResponse = { account: ApiAccount | null };

// The seeded accounts live in a module of their own (no zod), so a login page can offer them
// without loading the schemas.
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';

/**
 * `GET /api/auth/demo-accounts`: the seeded accounts a login page may offer to fill in. Only the
 * demo API has this endpoint; their shared password is `DEMO_PASSWORD`, never part of an answer.
 */
export type DemoAccountsResponse = { accounts: Array<{ email: string; name: string; role: Role }> };

/**
 * Whether an account with `role` may do `action` under a resource's `permissions` (false when
 * nobody is signed in).
 */
export function permits<A extends string>(
  permissions: Readonly<Record<A, readonly Role[]>>,
  role: Role | null | undefined,
  action: A,
): boolean {
  return role != null && permissions[action].includes(role);
}

export const AUTH_MESSAGES = {
  emailRequired: 'auth.validation.emailRequired',
  emailFormat: 'auth.validation.emailFormat',
  emailTooLong: 'auth.validation.emailTooLong',
  emailTaken: 'auth.validation.emailTaken',
  passwordRequired: 'auth.validation.passwordRequired',
  passwordLength: 'auth.validation.passwordLength',
  passwordCommon: 'auth.validation.passwordCommon',
  passwordFromEmail: 'auth.validation.passwordFromEmail',
  passwordTooLong: 'auth.validation.passwordTooLong',
  nameRequired: 'auth.validation.nameRequired',
  nameTooLong: 'auth.validation.nameTooLong',
  invalidCharacters: 'auth.validation.invalidCharacters',
} as const;
export type AuthMessageKey = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

/**
 * Counted in characters as people see them (code points), not UTF-16 units. Length is the rule
 * that matters (NIST SP 800-63B); common and email-derived passwords are refused on top of it.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

/** The longest account name. */
export const ACCOUNT_NAME_MAX_LENGTH = 100;

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

/** The account language a BCP 47 tag stands for: itself, its base language's, else English. */
export function accountLanguageOf(tag: string | null | undefined): AccountLanguage {
  if (!tag) return 'en';
  const exact = ACCOUNT_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const base = tag.split('-')[0]?.toLowerCase();
  return ACCOUNT_LANGUAGES.find((language) => language.split('-')[0] === base) ?? 'en';
}

/** Body of `POST /api/auth/forgot-password`: the email a reset link is asked for. */
export const forgotPasswordSchema = z.object({ email: loginSchema.shape.email });

/** A password-reset token: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Body of `POST /api/auth/reset-password`: the token from the mail's link and the new password,
 * under sign-up's password rules. A token that is missing or malformed is answered like an
 * unknown one (400 `invalid_token`), not as a field.
 */
export const resetPasswordSchema = z.object({
  token: z.string().check(z.regex(RESET_TOKEN_PATTERN)),
  password: signupSchema.shape.password,
});

/** How long a password-reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 30;
