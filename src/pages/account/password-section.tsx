import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { useAccount } from '@/lib/session';
import { Button } from '@/ui/button';
import { UsernameForPasswordManagers } from '@/ui/input';
import { PASSWORD_MIN_LENGTH } from '@contract/auth';

import { accountApi } from './account-api';
import { AccountField, AccountSection, FormStatus, useApiErrors } from './account-parts';

type Values = { currentPassword: string; newPassword: string };

export function PasswordSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const account = useAccount();
  const apiErrors = useApiErrors();
  const [values, setValues] = useState<Values>({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [status, setStatus] = useState<{ message: string; tone: 'success' | 'error' }>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Partial<Record<keyof Values, string>> = {};
    if (!values.currentPassword) found.currentPassword = t('account.validation.passwordRequired');
    if (Array.from(values.newPassword).length < PASSWORD_MIN_LENGTH)
      found.newPassword = t('auth.validation.passwordLength', { min: PASSWORD_MIN_LENGTH });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const form = event.currentTarget;
      const first = Object.keys(found)[0];
      (form.elements.namedItem(first ?? '') as HTMLInputElement | null)?.focus();
      return;
    }
    setPending(true);
    setStatus(undefined);
    try {
      await accountApi.changePassword(values.currentPassword, values.newPassword);
      setValues({ currentPassword: '', newPassword: '' });
      setStatus({ message: t('account.password.done'), tone: 'success' });
    } catch (error) {
      const { fields, message } = apiErrors(error);
      setErrors(fields);
      if (message) setStatus({ message, tone: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountSection title={t('account.password.title')}>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-5">
        <UsernameForPasswordManagers email={account?.email ?? ''} />
        <AccountField
          label={t('account.password.current')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={(event) => setValues({ ...values, currentPassword: event.target.value })}
          error={errors.currentPassword}
        />
        <AccountField
          label={t('account.password.new')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint={t('account.password.hint', { min: format.integer(PASSWORD_MIN_LENGTH) })}
          value={values.newPassword}
          onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
          error={errors.newPassword}
        />
        <FormStatus message={status?.message} tone={status?.tone} />
        <Button type="submit" pending={pending} className="justify-self-start">
          {t('account.password.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
