/**
 * Accounts, sessions and roles: what sign-in, sign-up and the session check answer, the message
 * keys and limits of their fields. No zod here (the body schemas are in `auth-schemas.ts`), so the
 * shell, the route loaders and the list pages can import it without the schema library.
 */
import type { AccountPreferences, DateFormat } from './account';

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
  /** The appearance the person chose (customizer and theme), on every device; null: none saved. */
  preferences?: AccountPreferences | null;
};

/** `POST /api/auth/login` (200) and `POST /api/auth/signup` (201). */
export type AuthResponse = { account: ApiAccount };

/**
 * Whether anyone may create an account (`SIGN_UP`): `open`, or `closed` and accounts come by an
 * admin's invitation.
 */
export const SIGN_UP_MODES = ['open', 'closed'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

/**
 * `GET /api/auth/me`: `account` is null when no valid session cookie came with the request;
 * `signUp` says whether anyone may create an account here (absent: open, as another server may
 * not say).
 */
export type MeResponse = { account: ApiAccount | null; signUp?: SignUpMode };

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

/** The account language a BCP 47 tag stands for: itself, its base language's, else English. */
export function accountLanguageOf(tag: string | null | undefined): AccountLanguage {
  if (!tag) return 'en';
  const exact = ACCOUNT_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const base = tag.split('-')[0]?.toLowerCase();
  return ACCOUNT_LANGUAGES.find((language) => language.split('-')[0] === base) ?? 'en';
}

/** A password-reset token: 32 random bytes, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** How long a password-reset link works. */
export const RESET_TOKEN_TTL_MINUTES = 30;
