import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { auth, safeNextPath, TwoFactorRequiredError } from '@/lib/auth';
import { session } from '@/lib/session';
import { Button } from '@/ui/button';

import { authLinkClass } from './auth-field';
import { AuthFormAlert, AuthFormFooter, AuthFormHeader } from './auth-form-layout';
import { validateLogin, type LoginValues } from './auth-validation';
import { CredentialFields } from './credential-fields';
import { DemoAccounts } from './demo-accounts';
import { useAuthForm } from './use-auth-form';
import { useSignUpOpen } from './use-sign-up-open';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  // Back to the page that sent the person here: only a path of this site (no open redirect).
  const next = safeNextPath(searchParams.get('next'));
  const signingIn = useRef(false);
  const signUpOpen = useSignUpOpen();
  const form = useAuthForm<LoginValues>({
    action: 'login',
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: async ({ email, password }) => {
      signingIn.current = true;
      try {
        await auth.login({ email: email.trim(), password });
      } catch (error) {
        signingIn.current = false;
        if (!(error instanceof TwoFactorRequiredError)) throw error;
        // The password was right: the code comes next, on a page of its own (carrying `next`).
        const search = next ? `?${new URLSearchParams({ next }).toString()}` : '';
        await navigate(`${pathTo('two-factor')}${search}`);
        return;
      }
      await navigate(next ?? pathTo('dashboard'), { replace: Boolean(next) });
    },
  });
  const pending = form.status === 'pending';
  // Signed in in another tab of this browser while this form was open: go on, as after signing in
  // here (this tab already acts as that account).
  useEffect(
    () =>
      session.onChange((before, after) => {
        if (!before && after && !signingIn.current) {
          void navigate(next ?? pathTo('dashboard'), { replace: true });
        }
      }),
    [navigate, next],
  );

  return (
    <>
      <AuthFormHeader title={t('auth.welcome')} lead={t('auth.loginLead')} />
      {next && (
        <p className="mb-6 rounded-md border border-border bg-surface-muted px-3 py-2.5 text-sm">
          {t('auth.signInToContinue')}
        </p>
      )}
      <AuthFormAlert status={form.status} failure={form.failure} />
      <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
        <CredentialFields form={form} passwordAutoComplete="current-password" />
        <p className="-mt-2 text-end text-sm">
          <Link to={pathTo('forgot-password')} className={authLinkClass}>
            {t('auth.forgotLink')}
          </Link>
        </p>
        <Button type="submit" size="lg" pending={pending} className="mt-2 w-full">
          {pending ? t('auth.submitting') : t('auth.login')}
        </Button>
      </form>
      {/* Where accounts come by invitation there is nothing to sign up for. */}
      {signUpOpen !== false && (
        <AuthFormFooter lead={t('auth.noAccount')} to={pathTo('signup')}>
          {t('auth.createAccount')}
        </AuthFormFooter>
      )}
      {/* Last: the list comes with an answer from the API after the form has painted; below
          everything else it pushes no line of the form down (a column centred on a wide screen
          still grows both ways). */}
      <DemoAccounts onPick={(email, password) => form.fill({ email, password })} />
    </>
  );
}
