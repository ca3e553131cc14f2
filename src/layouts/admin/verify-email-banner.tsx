import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { apiRequest } from '@/lib/api';
import { isolate } from '@/lib/isolate';
import type { Account } from '@/lib/session';
import { Button } from '@/ui/button';

/** Over every admin page while the sign-up address is not verified: offers the link again. */
export function VerifyEmailBanner({ account }: { account: Account }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'pending' | 'sent' | 'failed'>('idle');
  if (account.emailVerified !== false) return null;

  async function resend() {
    setState('pending');
    try {
      await apiRequest<unknown>('/api/account/verification', { method: 'POST' });
      setState('sent');
    } catch {
      setState('failed');
    }
  }

  return (
    <div
      data-slot="verify-email-banner"
      className="mx-4 mt-4 flex flex-col items-start gap-3 rounded-md border border-warning/50 bg-warning/10 px-4 py-3 text-sm sm:flex-row sm:items-center lg:mx-0"
    >
      <p className="min-w-0 flex-1 break-words">
        {t('account.banner.text', { email: isolate(account.email) })}
      </p>
      <div role="status" className="contents">
        {state === 'sent' ? (
          <p className="font-semibold">{t('account.banner.resent')}</p>
        ) : (
          <Button
            variant="outline"
            size="sm"
            pending={state === 'pending'}
            onClick={() => void resend()}
          >
            {t('account.banner.resend')}
          </Button>
        )}
        {state === 'failed' && <p className="text-danger-strong">{t('account.failed')}</p>}
      </div>
    </div>
  );
}
