import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import { RESET_TOKEN_TTL_MINUTES } from '@contract/auth';

import { AuthField } from './auth-field';
import { AuthFormAlert, AuthFormFooter, AuthFormHeader } from './auth-form-layout';
import { validateEmail } from './auth-validation';
import { passwordResetApi } from './password-reset-api';
import { useAuthForm } from './use-auth-form';

type ForgotValues = { email: string };

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const form = useAuthForm<ForgotValues>({
    action: 'passwordReset',
    initialValues: { email: '' },
    validate: ({ email }) => {
      const error = validateEmail(email);
      return error ? { email: error } : {};
    },
    onSubmit: async ({ email }) => {
      await passwordResetApi.requestLink(email.trim());
      setSent(true);
    },
  });
  const pending = form.status === 'pending';

  // The form is gone: the confirmation takes the focus, so it is read out.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  return (
    <>
      <AuthFormHeader title={t('auth.forgot.title')} lead={t('auth.forgot.lead')} />
      {sent ? (
        // The same words whether or not the email has an account: nobody learns who has one.
        <p
          ref={sentRef}
          tabIndex={-1}
          className="rounded-md border border-border bg-surface-muted px-3 py-2.5 text-base"
        >
          {t('auth.forgot.sent', { minutes: format.integer(RESET_TOKEN_TTL_MINUTES) })}
        </p>
      ) : (
        <>
          <AuthFormAlert status={form.status} failure={form.failure} />
          <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
            <AuthField
              label={t('auth.email')}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              value={form.values.email}
              onChange={(event) => form.setValue('email', event.target.value)}
              error={form.errorText('email')}
            />
            <Button type="submit" size="lg" pending={pending} className="mt-2 w-full">
              {pending ? t('auth.submitting') : t('auth.forgot.submit')}
            </Button>
          </form>
        </>
      )}
      <AuthFormFooter to={pathTo('login')}>{t('auth.forgot.backToLogin')}</AuthFormFooter>
    </>
  );
}
