import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN_PATTERN } from '@contract/auth';

import { AuthField } from './auth-field';
import { AuthFormFooter } from './auth-form-layout';
import { isEmailFormat, validatePassword, type FieldErrors } from './auth-validation';
import { PasswordStrength, usePasswordPolicy } from './password-strength';

/** `form` until the mailed link's action is done (`done`), or the link turns out dead (`invalid`). */
export type MailedLinkState = 'form' | 'done' | 'invalid';

/**
 * A page reached by a mailed link that sets a password (a reset, an invitation): the link's token,
 * what became of it, and the new password's rules, shared by both.
 */
export function useMailedLink() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const named = searchParams.get('email') ?? '';
  const email = isEmailFormat(named) ? named : '';
  const [state, setState] = useState<MailedLinkState>(() =>
    RESET_TOKEN_PATTERN.test(token) ? 'form' : 'invalid',
  );
  const policy = usePasswordPolicy();

  return {
    state,
    policy,
    /** The account's email, when the link names it: the form gives it to password managers. */
    email,
    /** Sign-up's rules: the length here, the shared policy once loaded, the server's last word. */
    passwordErrors: (password: string): FieldErrors<{ password: string }> => {
      const error =
        validatePassword(password, { minLength: PASSWORD_MIN_LENGTH }) ??
        policy.checkPassword?.(password, email).problem;
      return error ? { password: error } : {};
    },
    /** Sends with the token: done, or a dead link; any other failure is the form's to report. */
    send: async (request: (token: string) => Promise<unknown>) => {
      try {
        await request(token);
        setState('done');
      } catch (error) {
        if (error instanceof ApiError && error.code === 'invalid_token') setState('invalid');
        else throw error;
      }
    },
  };
}

/**
 * What became of the link, in place of the form, with where to go next. When it replaces a form
 * just sent (`announce`), it takes the focus, so it is read out.
 */
export function MailedLinkOutcome({
  message,
  to,
  linkText,
  announce,
}: {
  message: string;
  to: string;
  linkText: string;
  announce: boolean;
}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (announce) ref.current?.focus();
  }, [announce]);
  return (
    <>
      <p
        ref={ref}
        tabIndex={-1}
        className="rounded-md border border-border bg-surface-muted px-3 py-2.5 text-base"
      >
        {message}
      </p>
      <AuthFormFooter to={to}>{linkText}</AuthFormFooter>
    </>
  );
}

/** The new password's field, with the length hint and the strength meter. */
export function NewPasswordField({
  label,
  email,
  value,
  error,
  policy,
  onValueChange,
}: {
  label: string;
  /** The account's, when the link names it: a password built from it is weak. */
  email: string;
  value: string;
  error: string | undefined;
  policy: ReturnType<typeof usePasswordPolicy>;
  onValueChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <AuthField
      label={label}
      name="password"
      type="password"
      autoComplete="new-password"
      hint={t('auth.passwordHint', { min: format.integer(PASSWORD_MIN_LENGTH) })}
      status={
        <PasswordStrength
          password={value}
          email={email}
          checkPassword={policy.checkPassword}
          shownError={error}
        />
      }
      value={value}
      onFocus={policy.load}
      onChange={(event) => {
        policy.load();
        onValueChange(event.target.value);
      }}
      error={error}
    />
  );
}
