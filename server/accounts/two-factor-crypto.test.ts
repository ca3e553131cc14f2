// @vitest-environment node
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';

import { readConfig } from '../config';
import { normaliseTwoFactorCode, RECOVERY_CODE_PATTERN } from '../contract/two-factor';
import {
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  totpStep,
} from './two-factor-crypto';

const KEY = new Uint8Array(32).fill(1);
const NOW = Date.parse('2030-01-01T09:00:10Z');

describe('two-factor secrets and codes', () => {
  it('seals a secret so that only the same key opens it, differently each time', () => {
    const secret = newTotpSecret();
    const sealed = sealSecret(secret, KEY);
    expect(sealed).not.toContain(secret);
    expect(sealSecret(secret, KEY)).not.toBe(sealed);
    expect(openSecret(sealed, KEY)).toBe(secret);
    expect(() => openSecret(sealed, new Uint8Array(32).fill(2))).toThrow();
    // One changed byte of the ciphertext fails the authentication tag.
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const bytes = Buffer.from(data, 'base64url');
    bytes[0] ^= 1;
    const tampered = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(() => openSecret(tampered, KEY)).toThrow();
  });

  it("gives a code's time step, one step of drift either way and no further", () => {
    const secret = newTotpSecret();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    const step = Math.floor(NOW / 30_000);
    for (const drift of [-1, 0, 1])
      expect(totpStep(secret, totp.generate({ timestamp: NOW + drift * 30_000 }), NOW)).toBe(
        step + drift,
      );
    expect(totpStep(secret, totp.generate({ timestamp: NOW + 2 * 30_000 }), NOW)).toBeNull();
  });

  it('makes ten distinct recovery codes in their shown form, hashed per account', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(RECOVERY_CODE_PATTERN);
      expect(normaliseTwoFactorCode(code.toLowerCase().replaceAll('-', ' '))).toEqual({
        kind: 'recovery',
        code,
      });
    }
    expect(recoveryCodeHash(1, codes[0])).not.toBe(recoveryCodeHash(2, codes[0]));
  });

  it('reads an app code typed in the digits of another script (Arabic-Indic, Persian)', () => {
    expect(normaliseTwoFactorCode('١٢٣ ٤٥٦')).toEqual({ kind: 'totp', code: '123456' });
    expect(normaliseTwoFactorCode('۱۲۳۴۵۶')).toEqual({ kind: 'totp', code: '123456' });
    expect(normaliseTwoFactorCode('١٢٣٤٥')).toBeNull();
  });

  it('reads TWO_FACTOR_KEY as 64 hexadecimal digits, and names it when it is not', () => {
    const base = { NODE_ENV: 'development', DATABASE_URL: 'memory:' };
    const good = readConfig({ ...base, TWO_FACTOR_KEY: 'ab'.repeat(32) });
    expect(good.ok && [...(good.config.twoFactorKey ?? [])]).toEqual(Array(32).fill(0xab));
    const unset = readConfig(base);
    expect(unset.ok && unset.config.twoFactorKey).toBeUndefined();
    const bad = readConfig({ ...base, TWO_FACTOR_KEY: 'short' });
    expect(bad.ok ? [] : bad.errors).toEqual([expect.stringMatching(/^TWO_FACTOR_KEY must be/)]);
  });
});
