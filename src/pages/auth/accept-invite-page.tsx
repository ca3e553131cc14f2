import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { Button } from '@/ui/button';
import { PASSWORD_MIN_LENGTH, RESET_TOKEN_PATTERN } from '@contract/auth';

import { acceptInviteApi } from './accept-invite-api';
import { AuthField, authLinkClass } from './auth-field';
import { AuthFormAlert, AuthFormFooter, AuthFormHeader } from './auth-form-layout';
import { validatePassword } from './auth-validation';
import { PasswordStrength, usePasswordPolicy } from './password-strength';
import { useAuthForm } from './use-auth-form';

type AcceptValues = { name: string; password: string };

/** `form` until the account is ready (`done`), or the link turns out dead (`invalid`). */
type AcceptState = 'form' | 'done' | 'invalid';

/** Where an invited person lands from the mail: a name and a password open their account. */
export default function AcceptInvitePage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [state, setState] = useState<AcceptState>(() =>
    RESET_TOKEN_PATTERN.test(token) ? 'form' : 'invalid',
  );
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const policy = usePasswordPolicy();
  const form = useAuthForm<AcceptValues>({
    action: 'passwordReset',
    initialValues: { name: '', password: '' },
    messageValues: { min: PASSWORD_MIN_LENGTH },
    validate: ({ name, password }) => {
      const passwordError =
        validatePassword(password, { minLength: PASSWORD_MIN_LENGTH }) ??
        policy.checkPassword?.(password, '').problem;
      return {
        ...(name.trim() ? {} : { name: 'auth.validation.nameRequired' as const }),
        ...(passwordError ? { password: passwordError } : {}),
      };
    },
    onSubmit: async ({ name, password }) => {
      try {
        await acceptInviteApi.accept({ token, name, password, language: i18n.language });
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
      <AuthFormHeader title={t('members.accept.title')} lead={t('members.accept.lead')} />
      {state !== 'form' && (
        <>
          <p ref={outcomeRef} tabIndex={-1} className={outcomeClass}>
            {t(state === 'done' ? 'members.accept.done' : 'members.accept.invalid')}
          </p>
          <AuthFormFooter>
            <Link to={pathTo('login')} className={authLinkClass}>
              {t('members.accept.logIn')}
            </Link>
          </AuthFormFooter>
        </>
      )}
      {state === 'form' && (
        <>
          <AuthFormAlert status={form.status} failure={form.failure} />
          <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
            <AuthField
              label={t('members.accept.name')}
              name="name"
              autoComplete="name"
              value={form.values.name}
              onChange={(event) => form.setValue('name', event.target.value)}
              error={form.errorText('name')}
            />
            <AuthField
              label={t('members.accept.password')}
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
              {pending ? t('auth.submitting') : t('members.accept.submit')}
            </Button>
          </form>
        </>
      )}
    </>
  );
}
