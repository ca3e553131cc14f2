import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { isolate } from '@/lib/isolate';
import type { Account } from '@/lib/session';
import { Button } from '@/ui/button';

import { accountApi } from './account-api';
import { AccountField, AccountSection, FormStatus, useApiErrors } from './account-parts';

export function EmailSection({ account }: { account: Account }) {
  const { t } = useTranslation();
  const apiErrors = useApiErrors();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<{ message: string; tone: 'success' | 'error' }>();
  const [pending, setPending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = email.trim();
    if (!next) {
      setError(t('account.validation.emailRequired'));
      return;
    }
    setPending(true);
    setStatus(undefined);
    try {
      await accountApi.changeEmail(next);
      setError(undefined);
      setEmail('');
      setStatus({
        message: t('account.email.sent', { email: isolate(next.toLowerCase()) }),
        tone: 'success',
      });
    } catch (caught) {
      const { fields, message } = apiErrors(caught);
      setError(fields.email);
      if (message) setStatus({ message, tone: 'error' });
    } finally {
      setPending(false);
    }
  }

  return (
    <AccountSection
      title={t('account.email.title')}
      lead={
        <>
          {t('account.email.current', { email: isolate(account.email) })}
          {account.emailVerified === false && <> {t('account.email.unverified')}</>}
        </>
      }
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid grid-cols-1 gap-5">
        <AccountField
          label={t('account.email.newEmail')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <FormStatus message={status?.message} tone={status?.tone} />
        <Button type="submit" pending={pending} className="justify-self-start">
          {t('account.email.submit')}
        </Button>
      </form>
    </AccountSection>
  );
}
