import { describe, expect, it } from 'vitest';
import {
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
    expect(validatePassword('', { minLength: 8 })).toBe('auth.validation.passwordRequired');
  });

  it('accepts any non-empty password when there is no minimum (login)', () => {
    expect(validatePassword('x')).toBeUndefined();
    expect(validatePassword(' ')).toBeUndefined();
  });

  it('rejects 7 characters and accepts 8 when the minimum is 8 (signup)', () => {
    expect(validatePassword('1234567', { minLength: 8 })).toBe('auth.validation.passwordLength');
    expect(validatePassword('12345678', { minLength: 8 })).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validatePassword('😀😀😀😀', { minLength: 8 })).toBe('auth.validation.passwordLength');
    expect(validatePassword('😀😀😀😀😀😀😀😀', { minLength: 8 })).toBeUndefined();
  });

  it('counts spaces as characters', () => {
    expect(validatePassword('pass word', { minLength: 8 })).toBeUndefined();
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
  it('reports the email, the password length and the terms', () => {
    expect(validateSignup({ email: 'name@example', password: '1234567', terms: false })).toEqual({
      email: 'auth.validation.emailFormat',
      password: 'auth.validation.passwordLength',
      terms: 'auth.validation.terms',
    });
  });

  it('returns no errors for a complete signup', () => {
    expect(
      validateSignup({ email: 'name@example.com', password: '12345678', terms: true }),
    ).toEqual({});
  });
});
