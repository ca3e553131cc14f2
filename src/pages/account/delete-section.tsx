import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { pathTo } from '@/config/routes';
import { isolate } from '@/lib/isolate';
import { session, type Account } from '@/lib/session';
import { Button } from '@/ui/button';

import { accountApi } from './account-api';
import { AccountField, AccountSection, FormStatus, useApiErrors } from './account-parts';

export function DeleteSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const apiErrors = useApiErrors();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<string>();
  const [pending, setPending] = useState(false);
  const matches = email.trim().toLowerCase() === account.email.toLowerCase();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!matches) {
      setError(t('account.validation.confirmEmailMismatch'));
      return;
    }
    setPending(true);
    setStatus(undefined);
    try {
      await accountApi.deleteAccount(email.trim());
      session.set(null);
      await navigate(pathTo('login'));
    } catch (caught) {
      const { fields, message } = apiErrors(caught);
      setError(fields.email);
      setStatus(message);
      setPending(false);
    }
  }

  return (
    <AccountSection
      title={t('account.delete.title')}
      lead={t('account.delete.lead')}
      className="border-danger/40"
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-5">
        <AccountField
          label={t('account.delete.confirm', { email: isolate(account.email) })}
          name="confirmEmail"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <FormStatus message={status} tone="error" />
        <Button type="submit" variant="danger" pending={pending} className="justify-self-start">
          {t('account.delete.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
