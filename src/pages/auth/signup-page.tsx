import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { helpUrl } from '@/config/app-config';
import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { auth } from '@/lib/auth';
import { Button } from '@/ui/button';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { PASSWORD_MIN_LENGTH } from '@contract/auth';

import { AuthCheckbox, authLinkClass } from './auth-field';
import { AuthFormAlert, AuthFormFooter, AuthFormHeader } from './auth-form-layout';
import { validateSignup, type SignupValues } from './auth-validation';
import { CredentialFields } from './credential-fields';
import { PasswordStrength, usePasswordPolicy } from './password-strength';
import { useAuthForm } from './use-auth-form';

export default function SignupPage() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const policy = usePasswordPolicy();
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
      await auth.signup({ email: email.trim(), password, language: i18n.resolvedLanguage });
      await navigate(pathTo('dashboard'));
    },
  });
  const { values } = form;
  const pending = form.status === 'pending';

  return (
    <>
      <AuthFormHeader title={t('auth.createNewAccount')} lead={t('auth.signupLead')} />
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
                {t('auth.termsOfUse')} <VisuallyHidden>{t('common.opensInNewTab')}</VisuallyHidden>
              </a>
            </>
          }
        />
        <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
          {pending ? t('auth.submitting') : t('auth.signUp')}
        </Button>
      </form>
      <AuthFormFooter>
        {t('auth.alreadyJoined')}{' '}
        <Link to={pathTo('login')} className={authLinkClass}>
          {t('auth.logInInstead')}
        </Link>
      </AuthFormFooter>
    </>
  );
}
