import { describe, expect, it, vi } from 'vitest';

import { PASSWORD_MIN_LENGTH } from '@contract/auth';

import { checkPassword } from '../../../server/password-policy';
import {
  isAuthErrorKey,
  isEmailFormat,
  validateEmail,
  validateLogin,
  validatePassword,
  validateSignup,
  validateTerms,
} from './auth-validation';

describe('validateEmail', () => {
  it('asks for an email when the field is empty or blank', () => {
    expect(validateEmail('')).toBe('auth.validation.emailRequired');
    expect(validateEmail('   ')).toBe('auth.validation.emailRequired');
  });

  it.each(['name@example.com', 'first.last+tag@mail.example.co.uk', 'a@b.io'])(
    'accepts %s',
    (email) => expect(validateEmail(email)).toBeUndefined(),
  );

  it('ignores the spaces around the address, as browsers do for type=email', () => {
    expect(validateEmail('  name@example.com ')).toBeUndefined();
  });

  it.each([
    ['no @ at all', 'name.example.com'],
    ['an empty local part', '@example.com'],
    ['two @', 'name@mail@example.com'],
    ['a domain without a dot', 'name@example'],
    ['an empty domain', 'name@'],
    ['a domain starting with a dot', 'name@.com'],
    ['a domain ending with a dot', 'name@example.'],
    ['an empty label in the domain', 'name@example..com'],
    ['a space inside', 'first last@example.com'],
    ['a space in the domain', 'name@exa mple.com'],
    ['a tab inside', 'name@example.\tcom'],
  ])('rejects an address with %s', (_, email) => {
    expect(validateEmail(email)).toBe('auth.validation.emailFormat');
    expect(isEmailFormat(email)).toBe(false);
  });
});

describe('validatePassword', () => {
  it('asks for a password when the field is empty', () => {
    expect(validatePassword('')).toBe('auth.validation.passwordRequired');
    expect(validatePassword('', { minLength: 12 })).toBe('auth.validation.passwordRequired');
  });

  it('accepts any non-empty password when there is no minimum (login)', () => {
    expect(validatePassword('x')).toBeUndefined();
    expect(validatePassword(' ')).toBeUndefined();
  });

  it('rejects 11 characters and accepts 12 when the minimum is 12 (signup)', () => {
    expect(validatePassword('12345678901', { minLength: 12 })).toBe(
      'auth.validation.passwordLength',
    );
    expect(validatePassword('123456789012', { minLength: 12 })).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validatePassword('😀'.repeat(6), { minLength: 12 })).toBe(
      'auth.validation.passwordLength',
    );
    expect(validatePassword('😀'.repeat(12), { minLength: 12 })).toBeUndefined();
  });

  it('counts spaces as characters', () => {
    expect(validatePassword('pass word 12', { minLength: 12 })).toBeUndefined();
  });
});

describe('isAuthErrorKey', () => {
  it("knows the server's password policy messages, and nothing unknown", () => {
    expect(isAuthErrorKey('auth.validation.passwordCommon')).toBe(true);
    expect(isAuthErrorKey('auth.validation.passwordFromEmail')).toBe(true);
    expect(isAuthErrorKey('auth.validation.somethingElse')).toBe(false);
    expect(isAuthErrorKey(42)).toBe(false);
  });
});

describe('validateTerms', () => {
  it('requires the terms to be accepted', () => {
    expect(validateTerms(false)).toBe('auth.validation.terms');
    expect(validateTerms(true)).toBeUndefined();
  });
});

describe('validateLogin', () => {
  it('reports every invalid field and only those', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'auth.validation.emailRequired',
      password: 'auth.validation.passwordRequired',
    });
    expect(validateLogin({ email: 'nope', password: 'short' })).toEqual({
      email: 'auth.validation.emailFormat',
    });
  });

  it('returns no errors for valid credentials, with no length rule', () => {
    expect(validateLogin({ email: 'name@example.com', password: 'x' })).toEqual({});
  });
});

describe('validateSignup', () => {
  const rules = { minLength: PASSWORD_MIN_LENGTH };

  it('reports the email, the password length and the terms', () => {
    expect(
      validateSignup({ email: 'name@example', password: '12345678901', terms: false }, rules),
    ).toEqual({
      email: 'auth.validation.emailFormat',
      password: 'auth.validation.passwordLength',
      terms: 'auth.validation.terms',
    });
  });

  it('asks for 12 characters, as the server does', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(12);
    expect(
      validateSignup({ email: 'name@example.com', password: 'Xq7#mv9Lp2w', terms: true }, rules),
    ).toEqual({ password: 'auth.validation.passwordLength' });
  });

  it('returns no errors for a complete signup, with or without the policy loaded', () => {
    const values = { email: 'name@example.com', password: 'correct horse battery', terms: true };
    expect(validateSignup(values, rules)).toEqual({});
    expect(validateSignup(values, { ...rules, checkPassword })).toEqual({});
  });

  it('without the policy, leaves common passwords to the server', () => {
    expect(
      validateSignup({ email: 'name@example.com', password: 'password1234', terms: true }, rules),
    ).toEqual({});
  });

  it('with the policy, refuses common and email-based passwords with the server messages', () => {
    expect(
      validateSignup(
        { email: 'name@example.com', password: 'password1234', terms: true },
        { ...rules, checkPassword },
      ),
    ).toEqual({ password: 'auth.validation.passwordCommon' });
    expect(
      validateSignup(
        { email: ' ada.lovelace@example.com ', password: 'Ada.Lovelace-99', terms: true },
        { ...rules, checkPassword },
      ),
    ).toEqual({ password: 'auth.validation.passwordFromEmail' });
  });

  it('checks the length itself first, so the policy never sees an empty or short one', () => {
    const check = vi.fn(checkPassword);
    const withCheck = { ...rules, checkPassword: check };
    validateSignup({ email: 'name@example.com', password: 'short', terms: true }, withCheck);
    validateSignup({ email: 'name@example.com', password: '', terms: true }, withCheck);
    expect(check).not.toHaveBeenCalled();
    validateSignup(
      { email: ' name@example.com', password: 'correct horse 1', terms: true },
      withCheck,
    );
    expect(check).toHaveBeenCalledWith('correct horse 1', 'name@example.com');
  });
});
