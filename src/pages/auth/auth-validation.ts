import type { PasswordVerdict } from '../../../server/password-policy';

/**
 * The login and signup rules as pure functions. Each returns the i18n key of the message to show,
 * or `undefined` when the value passes, so the rules are testable without rendering anything.
 */
export type AuthErrorKey =
  | 'auth.validation.emailRequired'
  | 'auth.validation.emailFormat'
  | 'auth.validation.passwordRequired'
  | 'auth.validation.passwordLength'
  | 'auth.validation.terms'
  // The shared password policy's, checked here once its chunk has loaded, always by the server.
  | 'auth.validation.passwordCommon'
  | 'auth.validation.passwordFromEmail'
  // Only the server knows these (a taken email) or checks them first (lengths, characters).
  | 'auth.validation.emailTooLong'
  | 'auth.validation.emailTaken'
  | 'auth.validation.passwordTooLong'
  | 'auth.validation.nameRequired'
  | 'auth.validation.nameTooLong'
  | 'auth.validation.invalidCharacters';

const SERVER_KEYS: readonly string[] = [
  'auth.validation.emailRequired',
  'auth.validation.emailFormat',
  'auth.validation.passwordRequired',
  'auth.validation.passwordLength',
  'auth.validation.passwordCommon',
  'auth.validation.passwordFromEmail',
  'auth.validation.emailTooLong',
  'auth.validation.emailTaken',
  'auth.validation.passwordTooLong',
  'auth.validation.nameRequired',
  'auth.validation.nameTooLong',
  'auth.validation.invalidCharacters',
];

/** A message key from the server's 422 `fields`, when it is one this app can show. */
export const isAuthErrorKey = (key: unknown): key is AuthErrorKey =>
  typeof key === 'string' && SERVER_KEYS.includes(key);

/** `checkPassword` of the shared password policy, once its chunk has loaded. */
export type PasswordCheck = (password: string, email: string) => PasswordVerdict;

// Type aliases, not interfaces: the form hook needs them to fit `Record<string, …>`.
export type LoginValues = {
  email: string;
  password: string;
};

export type SignupValues = LoginValues & {
  terms: boolean;
};

export type FieldErrors<Values> = Partial<Record<keyof Values, AuthErrorKey>>;

/**
 * A deliberately loose shape check (the server has the last word): one `@`, something before it,
 * a domain of at least two non-empty dot-separated labels, and no whitespace anywhere.
 */
export function isEmailFormat(email: string): boolean {
  const at = email.indexOf('@');
  if (/\s/.test(email) || at < 1 || at !== email.lastIndexOf('@')) return false;
  const labels = email.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}

/** Browsers strip the outer whitespace of an `type=email` value; the rules do the same. */
export function validateEmail(email: string): AuthErrorKey | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'auth.validation.emailRequired';
  if (!isEmailFormat(trimmed)) return 'auth.validation.emailFormat';
  return undefined;
}

/** Passwords are taken as typed (spaces count); only signup asks for a minimum length. */
export function validatePassword(
  password: string,
  { minLength = 0 }: { minLength?: number } = {},
): AuthErrorKey | undefined {
  if (!password) return 'auth.validation.passwordRequired';
  // Count characters as people see them, not UTF-16 units.
  if (Array.from(password).length < minLength) return 'auth.validation.passwordLength';
  return undefined;
}

export function validateTerms(accepted: boolean): AuthErrorKey | undefined {
  return accepted ? undefined : 'auth.validation.terms';
}

/** Drops the passing fields, so `Object.keys(errors).length === 0` means valid. */
function compact<Values>(
  errors: Record<keyof Values, AuthErrorKey | undefined>,
): FieldErrors<Values> {
  const result: FieldErrors<Values> = {};
  for (const key of Object.keys(errors) as (keyof Values)[]) {
    const error = errors[key];
    if (error) result[key] = error;
  }
  return result;
}

export function validateLogin({ email, password }: LoginValues): FieldErrors<LoginValues> {
  return compact<LoginValues>({
    email: validateEmail(email),
    password: validatePassword(password),
  });
}

/** What the sign-up page knows of the password rule. */
export type SignupRules = {
  /**
   * The contract's `PASSWORD_MIN_LENGTH`. The page passes it: importing the contract here would
   * bring its zod schemas (7 KiB) to the login page, which shares this module.
   */
  minLength: number;
  /** The shared policy's check, once its chunk has loaded. */
  checkPassword?: PasswordCheck;
};

/**
 * The length rule always; with `checkPassword` also the rest of the server's password rule
 * (common, built from the email), so the person sees the message the server would send.
 */
export function validateSignup(
  { email, password, terms }: SignupValues,
  { minLength, checkPassword }: SignupRules,
): FieldErrors<SignupValues> {
  const passwordError =
    validatePassword(password, { minLength }) ?? checkPassword?.(password, email.trim()).problem;
  return compact<SignupValues>({
    email: validateEmail(email),
    password: passwordError,
    terms: validateTerms(terms),
  });
}
