import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { helpUrl } from '@/config/app-config';
import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { auth, SignUpMailedError } from '@/lib/auth';
import { Button } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { PASSWORD_MIN_LENGTH } from '@contract/auth';

import { AuthCheckbox, authLinkClass } from './auth-field';
import { AuthFormAlert, AuthFormFooter, AuthFormHeader } from './auth-form-layout';
import { validateSignup, type SignupValues } from './auth-validation';
import { CredentialFields } from './credential-fields';
import { PasswordStrength, usePasswordPolicy } from './password-strength';
import { useAuthForm } from './use-auth-form';
import { useSignUpOpen } from './use-sign-up-open';

export default function SignupPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
  const [mailed, setMailed] = useState(false);
  const signUpOpen = useSignUpOpen();
  const mailedRef = useRef<HTMLParagraphElement>(null);
  const form = useAuthForm<SignupValues>({
    action: 'signup',
    // Consent is never pre-ticked.
    initialValues: { email: '', password: '', terms: false },
    messageValues: { min: PASSWORD_MIN_LENGTH },
    validate: (values) =>
      validateSignup(values, {
        minLength: PASSWORD_MIN_LENGTH,
        checkPassword: policy.checkPassword,
      }),
    onSubmit: async ({ email, password }) => {
      // The account's mail is written in the language the person is reading now.
      try {
        await auth.signup({ email: email.trim(), password, language: i18n.resolvedLanguage });
      } catch (error) {
        if (!(error instanceof SignUpMailedError)) throw error;
        setMailed(true);
        return;
      }
      await navigate(pathTo('dashboard'));
    },
  });
  // The form is gone: the note takes the focus, so it is read out.
  useEffect(() => {
    if (mailed) mailedRef.current?.focus();
  }, [mailed]);
  const { values } = form;
  const pending = form.status === 'pending';
  const footer = (
    <AuthFormFooter lead={t('auth.alreadyJoined')} to={pathTo('login')}>
      {t('auth.logInInstead')}
    </AuthFormFooter>
  );

  // Accounts come by an admin's invitation: say so, and where to sign in.
  if (signUpOpen === false)
    return (
      <>
        <AuthFormHeader title={t('auth.signUpClosedTitle')} lead={t('auth.signUpClosedLead')} />
        {footer}
      </>
    );
  return (
    <>
      <AuthFormHeader title={t('auth.createNewAccount')} lead={t('auth.signupLead')} />
      {mailed ? (
        // The same words whether the email was free or had an account: the mail tells which.
        <p
          ref={mailedRef}
          tabIndex={-1}
          className="rounded-md border border-border bg-surface-muted px-3 py-2.5 text-base"
        >
          {t('auth.signupMailed')}
        </p>
      ) : (
        <>
          <AuthFormAlert status={form.status} failure={form.failure} />
          <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
            <CredentialFields
              form={form}
              passwordAutoComplete="new-password"
              passwordHint={t('auth.passwordHint', { min: format.integer(PASSWORD_MIN_LENGTH) })}
              onPasswordActivity={policy.load}
              passwordStatus={
                <PasswordStrength
                  password={values.password}
                  email={values.email}
                  checkPassword={policy.checkPassword}
                  shownError={form.errorText('password')}
                />
              }
            />
            <AuthCheckbox
              name="terms"
              checked={values.terms}
              onChange={(event) => form.setValue('terms', event.target.checked)}
              error={form.errorText('terms')}
              label={
                <>
                  {t('auth.agree')}{' '}
                  <a
                    href={helpUrl('terms-of-use')}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={authLinkClass}
                  >
                    {t('auth.termsOfUse')}{' '}
                    <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
                  </a>
                </>
              }
            />
            <Button type="submit" size="lg" pending={pending} className="mt-2 w-full">
              {pending ? t('auth.submitting') : t('auth.signUp')}
            </Button>
          </form>
        </>
      )}
      {footer}
    </>
  );
}
