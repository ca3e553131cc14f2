import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { Button } from '@/ui/button';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN_PATTERN } from '@contract/auth';

import { AuthField, authLinkClass } from './auth-field';
import { AuthFormAlert, AuthFormFooter, AuthFormHeader } from './auth-form-layout';
import { validatePassword } from './auth-validation';
import { passwordResetApi } from './password-reset-api';
import { PasswordStrength, usePasswordPolicy } from './password-strength';
import { useAuthForm } from './use-auth-form';

type ResetValues = { password: string };

/** `form` until the password is set (`done`), or the link turns out dead (`invalid`). */
type ResetState = 'form' | 'done' | 'invalid';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<ResetState>(() =>
    RESET_TOKEN_PATTERN.test(token) ? 'form' : 'invalid',
  );
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const policy = usePasswordPolicy();
  const form = useAuthForm<ResetValues>({
    action: 'passwordReset',
    initialValues: { password: '' },
    messageValues: { min: PASSWORD_MIN_LENGTH },
    // Sign-up's rules: the length here, the shared policy once loaded, the server's last word.
    validate: ({ password }) => {
      const error =
        validatePassword(password, { minLength: PASSWORD_MIN_LENGTH }) ??
        policy.checkPassword?.(password, '').problem;
      return error ? { password: error } : {};
    },
    onSubmit: async ({ password }) => {
      try {
        await passwordResetApi.setPassword(token, password);
        setState('done');
      } catch (error) {
        if (error instanceof ApiError && error.code === 'invalid_token') setState('invalid');
        else throw error;
      }
    },
  });
  const pending = form.status === 'pending';

  // The form is gone: the outcome takes the focus, so it is read out.
  const submitted = state !== 'form' && form.status === 'pending';
  useEffect(() => {
    if (submitted) outcomeRef.current?.focus();
  }, [submitted]);

  const outcomeClass = 'rounded-md border border-border bg-surface-muted px-3 py-2.5 text-base';

  return (
    <>
      <AuthFormHeader title={t('auth.reset.title')} lead={t('auth.reset.lead')} />
      {state === 'done' && (
        <>
          <p ref={outcomeRef} tabIndex={-1} className={outcomeClass}>
            {t('auth.reset.done')}
          </p>
          <AuthFormFooter>
            <Link to={pathTo('login')} className={authLinkClass}>
              {t('auth.reset.logIn')}
            </Link>
          </AuthFormFooter>
        </>
      )}
      {state === 'invalid' && (
        <>
          <p ref={outcomeRef} tabIndex={-1} className={outcomeClass}>
            {t('auth.reset.invalid')}
          </p>
          <AuthFormFooter>
            <Link to={pathTo('forgot-password')} className={authLinkClass}>
              {t('auth.reset.askAgain')}
            </Link>
          </AuthFormFooter>
        </>
      )}
      {state === 'form' && (
        <>
          <AuthFormAlert status={form.status} failure={form.failure} />
          <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
            <AuthField
              label={t('auth.reset.newPassword')}
              name="password"
              type="password"
              autoComplete="new-password"
              hint={t('auth.passwordHint', { min: format.integer(PASSWORD_MIN_LENGTH) })}
              status={
                <PasswordStrength
                  password={form.values.password}
                  email=""
                  checkPassword={policy.checkPassword}
                  shownError={form.errorText('password')}
                />
              }
              value={form.values.password}
              onFocus={policy.load}
              onChange={(event) => {
                policy.load();
                form.setValue('password', event.target.value);
              }}
              error={form.errorText('password')}
            />
            <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
              {pending ? t('auth.submitting') : t('auth.reset.submit')}
            </Button>
          </form>
        </>
      )}
    </>
  );
}
