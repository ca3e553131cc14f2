import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { pathTo } from '@/config/routes';
import { auth } from '@/lib/auth';
import { Button } from '@/ui/button';
import { authLinkClass } from './auth-field';
import { AuthFormAlert, AuthFormFooter, AuthFormHeader } from './auth-form-layout';
import { validateLogin, type LoginValues } from './auth-validation';
import { CredentialFields } from './credential-fields';
import { useAuthForm } from './use-auth-form';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useAuthForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: validateLogin,
    onSubmit: async ({ email, password }) => {
      await auth.login({ email: email.trim(), password });
      await navigate(pathTo('dashboard'));
    },
  });
  const pending = form.status === 'pending';

  return (
    <>
      <AuthFormHeader title={t('auth.welcome')} lead={t('auth.loginLead')} />
      <AuthFormAlert status={form.status} />
      <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
        <CredentialFields form={form} passwordAutoComplete="current-password" />
        <Button type="submit" size="lg" disabled={pending} className="mt-2 w-full">
          {pending ? t('auth.submitting') : t('auth.login')}
        </Button>
      </form>
      <AuthFormFooter>
        {t('auth.noAccount')}{' '}
        <Link to={pathTo('signup')} className={authLinkClass}>
          {t('auth.createAccount')}
        </Link>
      </AuthFormFooter>
    </>
  );
}
