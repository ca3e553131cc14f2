import { describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { checkPassword } from './password-policy';

const ADA = 'ada.lovelace@example.com';
const SOMEONE = 'sam.jones@example.com';

describe('checkPassword', () => {
  it('asks for a password when it is empty', () => {
    expect(checkPassword('', SOMEONE)).toEqual({
      score: 0,
      problem: 'auth.validation.passwordRequired',
    });
  });

  it('needs 12 characters, counted as code points', () => {
    expect(checkPassword('Xq7#mv9Lp2w', SOMEONE).problem).toBe('auth.validation.passwordLength');
    expect(checkPassword('Xq7#mv9Lp2wZ', SOMEONE).problem).toBeUndefined();
    // Eleven characters, twelve UTF-16 units: an emoji is one character.
    const elevenWithEmoji = 'Xq7#mv9Lp2😀';
    expect(elevenWithEmoji).toHaveLength(12);
    expect(checkPassword(elevenWithEmoji, SOMEONE).problem).toBe('auth.validation.passwordLength');
    expect(checkPassword('Xq7#mv9Lp2w😀', SOMEONE).problem).toBeUndefined();
  });

  it('accepts 1024 characters and refuses 1025', () => {
    const base = 'Xq7#mv9Lp2wZ-';
    const at = (length: number) => base.repeat(Math.ceil(length / base.length)).slice(0, length);
    expect(checkPassword(at(1024), SOMEONE).problem).toBeUndefined();
    expect(checkPassword(at(1025), SOMEONE).problem).toBe('auth.validation.passwordTooLong');
    // 1024 emoji are 2048 UTF-16 units and still 1024 characters.
    expect(checkPassword('Xq7#mv9Lp2wZ' + '😀'.repeat(1012), SOMEONE).problem).toBeUndefined();
    expect(checkPassword('Xq7#mv9Lp2wZ' + '😀'.repeat(1013), SOMEONE).problem).toBe(
      'auth.validation.passwordTooLong',
    );
  });

  it.each(['password1234', '123456789012', 'qwertyuiop12', 'sunshine1234', 'aaaaaaaaaaaa'])(
    'refuses the common or easily guessed %s',
    (password) => {
      const verdict = checkPassword(password, SOMEONE);
      expect(verdict.problem).toBe('auth.validation.passwordCommon');
      expect(verdict.score).toBeLessThan(3);
    },
  );

  it('refuses spaces alone, however many', () => {
    expect(checkPassword(' '.repeat(12), SOMEONE).problem).toBe('auth.validation.passwordCommon');
  });

  it.each(['adalovelace2024!', 'Ada.Lovelace-99', 'lovelace-ada-1', 'ADA_LOVELACE_xyz'])(
    'refuses %s, built from ada.lovelace@example.com',
    (password) => {
      expect(checkPassword(password, ADA).problem).toBe('auth.validation.passwordFromEmail');
    },
  );

  it('reads the email rule from the email given, not from any name', () => {
    expect(checkPassword('adalovelace2024!', SOMEONE).problem).toBeUndefined();
    expect(checkPassword('Sam.Jones-2024', 'sam.jones@example.com').problem).toBe(
      'auth.validation.passwordFromEmail',
    );
  });

  it('does not refuse a strong password that merely shares a short piece with the email', () => {
    // "lovelace" is under half of it; the rest of the passphrase carries it.
    expect(checkPassword('lovelace rocks on tuesdays', ADA).problem).toBeUndefined();
    // One or two letters of the address are not looked for at all.
    expect(checkPassword('Xq7#mv9Lp2wZ', 'x.q@example.com').problem).toBeUndefined();
  });

  it.each(DEMO_ACCOUNTS.map((account) => account.email))(
    'keeps the demo password valid for %s',
    (email) => {
      expect(DEMO_PASSWORD).toBe('tessera-demo');
      expect(checkPassword(DEMO_PASSWORD, email).problem).toBeUndefined();
    },
  );

  it.each(['correct horse battery', 'Tr0ub4dor&3xy', 'horse staple 9'])(
    'accepts the strong %s with a score of 3 or more',
    (password) => {
      const verdict = checkPassword(password, ADA);
      expect(verdict.problem).toBeUndefined();
      expect(verdict.score).toBeGreaterThanOrEqual(3);
    },
  );

  it('scores a short password too, for the strength hint', () => {
    expect(checkPassword('Tr0ub4dor&3', SOMEONE)).toEqual({
      score: 4,
      problem: 'auth.validation.passwordLength',
    });
    expect(checkPassword('password', SOMEONE)).toEqual({
      score: 0,
      problem: 'auth.validation.passwordLength',
    });
  });

  it('judges a long password by its first 64 characters', () => {
    expect(checkPassword('a'.repeat(64) + 'Xq7#mv9Lp2wZ', SOMEONE).problem).toBe(
      'auth.validation.passwordCommon',
    );
    expect(checkPassword('Xq7#mv9Lp2wZ' + 'a'.repeat(900), SOMEONE).problem).toBeUndefined();
  });
});
