/**
 * Your own account: profile, email, password, sessions, deletion, and the re-authentication that
 * sensitive actions ask for. Types and constants only (the body schemas are in
 * `account-schemas.ts`, so a page that only reads these loads no zod).
 */
import type { ApiAccount } from './auth';
import { APPEARANCE_OPTIONS, THEME_CHOICES } from './preferences';

/** How dates are written: the language's own way, or one fixed pattern. */
export const DATE_FORMATS = ['auto', 'iso', 'dmy', 'mdy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** The appearance preferences an account keeps: the customizer's choices and the theme. */
export const PREFERENCE_OPTIONS = { ...APPEARANCE_OPTIONS, theme: THEME_CHOICES } as const;
export type AccountPreferences = {
  [Name in keyof typeof PREFERENCE_OPTIONS]?: (typeof PREFERENCE_OPTIONS)[Name][number];
};

/** What a mailed link proves: the sign-up address, or the new one of an email change. */
export type EmailTokenPurpose = 'verify' | 'change';

/** Sensitive actions need a password given this recently (sign-in or `POST /api/auth/reauth`). */
export const REAUTH_AFTER_MINUTES = 10;

/** How long a verification or email-change link works. */
export const EMAIL_TOKEN_TTL_HOURS = 24;

/** An avatar is stored as sent (a square the browser cropped): at most this many bytes. */
export const AVATAR_MAX_BYTES = 40_000;
/** The image types an avatar may be. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];
/** The side, in pixels, the browser scales a cropped avatar to before sending it. */
export const AVATAR_SIDE = 256;

export const ACCOUNT_MESSAGES = {
  nameRequired: 'account.validation.nameRequired',
  nameTooLong: 'account.validation.nameTooLong',
  invalidCharacters: 'account.validation.invalidCharacters',
  languageInvalid: 'account.validation.languageInvalid',
  timeZoneInvalid: 'account.validation.timeZoneInvalid',
  dateFormatInvalid: 'account.validation.dateFormatInvalid',
  emailRequired: 'account.validation.emailRequired',
  emailFormat: 'account.validation.emailFormat',
  emailTooLong: 'account.validation.emailTooLong',
  emailSame: 'account.validation.emailSame',
  emailTaken: 'account.validation.emailTaken',
  passwordRequired: 'account.validation.passwordRequired',
  currentPasswordWrong: 'account.validation.currentPasswordWrong',
  confirmEmailMismatch: 'account.validation.confirmEmailMismatch',
  lastAdmin: 'account.validation.lastAdmin',
  avatarType: 'account.validation.avatarType',
  avatarTooLarge: 'account.validation.avatarTooLarge',
  preferenceInvalid: 'account.validation.preferenceInvalid',
} as const;
export type AccountMessageKey = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];

/**
 * `PATCH /api/account`, `PUT|DELETE /api/account/avatar`, `PUT /api/account/preferences`, the
 * confirmations: the account now.
 */
export type AccountResponse = { account: ApiAccount };

/** One session of the signed-in account. Times are ISO 8601 instants. */
export type ApiSession = {
  id: number;
  /** The browser's User-Agent at sign-in (the page names the device from it); null if none. */
  userAgent: string | null;
  address: string | null;
  startedAt: string;
  lastSeenAt: string;
  /** The session of the request that asked. */
  current: boolean;
};

/** `GET /api/account/sessions`: newest first. */
export type SessionsResponse = { sessions: ApiSession[] };
