import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { pathTo } from '@/config/routes';
import { useAccount } from '@/lib/session';
import { buttonVariants } from '@/ui/button-variants';

/** A page the signed-in account's role may not open (a 403 from its route's loader), in the shell. */
export default function Forbidden() {
  const { t } = useTranslation();
  const account = useAccount();
  const { pathname, search } = useLocation();
  return (
    <section className="mx-auto my-8 max-w-xl rounded-card border border-border bg-surface p-6 text-center shadow-card">
      <h1 className="text-2xl font-semibold">{t('errors.forbiddenTitle')}</h1>
      <p className="mt-3 text-muted">
        {account
          ? t('errors.forbiddenText', { role: t(`navbar.roles.${account.role}`) })
          : t('errors.forbiddenTextAnonymous')}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={pathTo('dashboard')} className={buttonVariants()}>
          {t('errors.forbiddenHome')}
        </Link>
        <Link
          to={`${pathTo('login')}?next=${encodeURIComponent(pathname + search)}`}
          className={buttonVariants({ variant: 'outline' })}
        >
          {t('errors.forbiddenSwitch')}
        </Link>
      </div>
    </section>
  );
}
