import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { auth, type DemoAccount } from '@/lib/auth';
import { Button } from '@/ui/button';

import { DEMO_PASSWORD } from '../../../server/demo-accounts';

/**
 * The demo API's seeded accounts, each with a button that fills the form in. Shown only when the
 * back end says it is the demo API (it lists them); a real back end has no such list.
 */
export function DemoAccounts({ onPick }: { onPick: (email: string, password: string) => void }) {
  const { t } = useTranslation();
  // Usually the answer is in before the page's code (the route's loader asked for both at once):
  // then the list is part of the form's first paint, and nothing below the form moves after it
  // (the same answer set again below changes nothing).
  const [accounts, setAccounts] = useState<DemoAccount[]>(() => auth.demoAccountsNow() ?? []);
  useEffect(() => {
    let live = true;
    // No answer from the server: no list (the form says so when it is used).
    auth.demoAccounts().then(
      (found) => live && setAccounts(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (accounts.length === 0) return null;

  return (
    <section
      aria-labelledby="demo-accounts-title"
      className="mt-8 rounded-md border border-border p-4"
    >
      <h2 id="demo-accounts-title" className="text-base font-semibold">
        {t('auth.demoAccounts')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {t('auth.demoAccountsLead', { password: DEMO_PASSWORD })}
      </p>
      <ul className="mt-3 grid gap-2">
        {accounts.map((account) => (
          <li key={account.email} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 text-sm">
              <span className="font-semibold">{account.name}</span>
              <bdi className="block text-muted">{account.email}</bdi>
            </span>
            <Button
              type="button"
              variant="outline"
              size="sm"
              // Its label ("Fill in Ada Admin (Administrator)") is wider than a 320 px phone's form.
              wrap
              onClick={() => onPick(account.email, DEMO_PASSWORD)}
            >
              {t('auth.demoFill', {
                name: account.name,
                role: t(`navbar.roles.${account.role}`),
              })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
