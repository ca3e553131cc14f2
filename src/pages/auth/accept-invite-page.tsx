import { useTranslation } from 'react-i18next';

import { pathTo } from '@/config/routes';
import { Button } from '@/ui/button';
import { UsernameForPasswordManagers } from '@/ui/input';
import { PASSWORD_MIN_LENGTH } from '@contract/auth';

import { acceptInviteApi } from './accept-invite-api';
import { AuthField } from './auth-field';
import { AuthFormAlert, AuthFormHeader } from './auth-form-layout';
import { MailedLinkOutcome, NewPasswordField, useMailedLink } from './mailed-link-form';
import { useAuthForm } from './use-auth-form';

/** Where an invited person lands from the mail: a name and a password open their account. */
export default function AcceptInvitePage() {
  const { t, i18n } = useTranslation();
  const link = useMailedLink();
  const form = useAuthForm<{ name: string; password: string }>({
    action: 'passwordReset',
    initialValues: { name: '', password: '' },
    messageValues: { min: PASSWORD_MIN_LENGTH },
    validate: ({ name, password }) => ({
      ...(name.trim() ? {} : { name: 'auth.validation.nameRequired' as const }),
      ...link.passwordErrors(password),
    }),
    onSubmit: ({ name, password }) =>
      link.send((token) =>
        acceptInviteApi.accept({ token, name, password, language: i18n.language }),
      ),
  });
  const pending = form.status === 'pending';

  return (
    <>
      <AuthFormHeader title={t('members.accept.title')} lead={t('members.accept.lead')} />
      {link.state !== 'form' && (
        <MailedLinkOutcome
          message={t(link.state === 'done' ? 'members.accept.done' : 'members.accept.invalid')}
          to={pathTo('login')}
          linkText={t('members.accept.logIn')}
          announce={pending}
        />
      )}
      {link.state === 'form' && (
        <>
          <AuthFormAlert status={form.status} failure={form.failure} />
          <form noValidate onSubmit={form.handleSubmit} className="grid gap-5">
            {link.email && <UsernameForPasswordManagers email={link.email} />}
            <AuthField
              label={t('members.accept.name')}
              name="name"
              autoComplete="name"
              value={form.values.name}
              onChange={(event) => form.setValue('name', event.target.value)}
              error={form.errorText('name')}
            />
            <NewPasswordField
              label={t('members.accept.password')}
              email={link.email}
              value={form.values.password}
              error={form.errorText('password')}
              policy={link.policy}
              onValueChange={(value) => form.setValue('password', value)}
            />
            <Button type="submit" size="lg" pending={pending} className="mt-2 w-full">
              {pending ? t('auth.submitting') : t('members.accept.submit')}
            </Button>
          </form>
        </>
      )}
    </>
  );
}
