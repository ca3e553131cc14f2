import { useTranslation } from 'react-i18next';

import { pathTo } from '@/config/routes';
import { Button } from '@/ui/button';
import { UsernameForPasswordManagers } from '@/ui/input';
import { PASSWORD_MIN_LENGTH } from '@contract/auth';

import { AuthFormAlert, AuthFormHeader } from './auth-form-layout';
import { MailedLinkOutcome, NewPasswordField, useMailedLink } from './mailed-link-form';
import { passwordResetApi } from './password-reset-api';
import { useAuthForm } from './use-auth-form';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const link = useMailedLink();
  const form = useAuthForm<{ password: string }>({
    action: 'passwordReset',
    initialValues: { password: '' },
    messageValues: { min: PASSWORD_MIN_LENGTH },
    validate: ({ password }) => link.passwordErrors(password),
    onSubmit: ({ password }) => link.send((token) => passwordResetApi.setPassword(token, password)),
  });
  const pending = form.status === 'pending';

  return (
    <>
      <AuthFormHeader title={t('auth.reset.title')} lead={t('auth.reset.lead')} />
      {link.state === 'done' && (
        <MailedLinkOutcome
          message={t('auth.reset.done')}
          to={pathTo('login')}
          linkText={t('auth.reset.logIn')}
          announce={pending}
        />
      )}
      {link.state === 'invalid' && (
        <MailedLinkOutcome
          message={t('auth.reset.invalid')}
          to={pathTo('forgot-password')}
          linkText={t('auth.reset.askAgain')}
          announce={pending}
        />
      )}
      {link.state === 'form' && (
        <>
          <AuthFormAlert status={form.status} failure={form.failure} />
          <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
            {link.email && <UsernameForPasswordManagers email={link.email} />}
            <NewPasswordField
              label={t('auth.reset.newPassword')}
              email={link.email}
              value={form.values.password}
              error={form.errorText('password')}
              policy={link.policy}
              onValueChange={(value) => form.setValue('password', value)}
            />
            <Button type="submit" size="lg" pending={pending} className="mt-2 w-full">
              {pending ? t('auth.submitting') : t('auth.reset.submit')}
            </Button>
          </form>
        </>
      )}
    </>
  );
}
