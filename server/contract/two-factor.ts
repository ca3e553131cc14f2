/**
 * Two-factor sign-in (TOTP, RFC 6238): what the endpoints answer, their limits and message keys.
 * Imports nothing at run time, so the front end may take it on any path; the body schemas are in
 * `two-factor-schemas.ts` (zod).
 */
import type { ApiAccount } from './auth';
import { asciiDigits } from './text';

/** Digits of an authenticator app's code, and how long one is valid (RFC 6238's defaults). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** Recovery codes given when two-factor sign-in is turned on; each works once. */
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code as shown: four groups of four letters or digits, `ABCD-EFGH-JKMN-PQRS`. */
export const RECOVERY_CODE_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;

/** Minutes the pending sign-in (password right, code still to come) lives. */
export const TWO_FACTOR_PENDING_MINUTES = 5;

/** Wrong codes one pending sign-in takes before it ends (the password is asked again). */
export const TWO_FACTOR_PENDING_ATTEMPTS = 5;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'twoFactor.validation.codeRequired',
  codeFormat: 'twoFactor.validation.codeFormat',
  codeWrong: 'twoFactor.validation.codeWrong',
  passwordRequired: 'twoFactor.validation.passwordRequired',
  passwordWrong: 'twoFactor.validation.passwordWrong',
} as const;
export type TwoFactorMessageKey = (typeof TWO_FACTOR_MESSAGES)[keyof typeof TWO_FACTOR_MESSAGES];

/** `GET /api/account/two-factor`. */
export type TwoFactorStatus = {
  enabled: boolean;
  /** Unused recovery codes (0 while off). */
  recoveryCodesLeft: number;
};

/**
 * `POST /api/account/two-factor/setup`: a new secret, not in force until a code made from it is
 * confirmed. `uri` is the `otpauth://` URI a QR code carries; `secret` the same key as text
 * (base32), for typing into an app.
 */
export type TwoFactorSetup = { secret: string; uri: string };

/** `POST /api/account/two-factor/enable` (and a new set): shown once, never again. */
export type RecoveryCodesResponse = { recoveryCodes: string[] };

/**
 * `POST /api/auth/login` for an account with two-factor sign-in on: 202 with this, and a pending
 * sign-in (a short-lived cookie) that `POST /api/auth/two-factor` completes.
 */
export type TwoFactorRequiredResponse = { twoFactor: 'required' };

/** `POST /api/auth/login` answers either a session or a pending second step. */
export type LoginResponse = { account: ApiAccount } | TwoFactorRequiredResponse;

/** Whether a login answer asks for the second step. */
export function isTwoFactorRequired(value: unknown): value is TwoFactorRequiredResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { twoFactor?: unknown }).twoFactor === 'required'
  );
}

/**
 * What the field holds, once spaces and dashes people type are ignored: an app's code (six
 * digits) or a recovery code (sixteen letters and digits), normalised to its shown form.
 */
export function normaliseTwoFactorCode(
  input: string,
): { kind: 'totp' | 'recovery'; code: string } | null {
  const compact = asciiDigits(input).replace(/[\s-]/g, '').toUpperCase();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: 'totp', code: compact };
  if (/^[A-Z0-9]{16}$/.test(compact))
    return { kind: 'recovery', code: compact.match(/.{4}/g)!.join('-') };
  return null;
}
