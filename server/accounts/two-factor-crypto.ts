import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '../contract/two-factor';

/** The name authenticator apps show above the account's codes. */
export const TOTP_ISSUER = 'Tessera Admin';

/** 160 bits, the size RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

/**
 * A key that seals the secrets: 32 bytes. Stored apart from the database (a setting), so that a
 * copy of the database alone does not let anyone make codes.
 */
export type SecretKey = Uint8Array;

/** Development and preview only (`NODE_ENV=development`): known to all, so it protects nothing. */
export const DEVELOPMENT_TWO_FACTOR_KEY: SecretKey = new Uint8Array(32).fill(7);

/** A new secret, as base32 text (what apps take and the page shows). */
export function newTotpSecret(): string {
  return new Secret({ size: SECRET_BYTES }).base32;
}

function totpOf(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    secret: Secret.fromBase32(secret),
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    algorithm: 'SHA1',
  });
}

/** The `otpauth://` URI of a secret, for the QR code. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/**
 * The time step a code belongs to when it is right for `secret` at `now`, allowing one step of
 * clock drift either way; null when it is not.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now }) + delta;
}

const SEAL_VERSION = 'v1';

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealSecret(secret: string, key: SecretKey): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv, cipher.getAuthTag(), sealed]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret a `sealSecret` value holds; throws when the key is not the one it was sealed with. */
export function openSecret(sealed: string, key: SecretKey): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || !data) throw new Error('not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** Crockford's base32: digits and letters without I, L, O and U, 32 symbols, 5 bits each. */
const RECOVERY_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Ten codes of 16 symbols (80 random bits each), shown as `ABCD-EFGH-JKMN-PQRS`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const symbols = Array.from(
      { length: 16 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return symbols.match(/.{4}/g)!.join('-');
  });
}

/**
 * A recovery code's stored form. 80 random bits are beyond any search, so a fast hash is enough
 * (as for session tokens); the account is part of it, so equal codes of two accounts differ.
 */
export function recoveryCodeHash(accountId: number, code: string): string {
  return createHash('sha256').update(`${accountId}:${code}`).digest('hex');
}
