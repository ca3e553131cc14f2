import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { pathTo } from '@/config/routes';
import { auth, signInPath } from '@/lib/auth';
import { useAccount } from '@/lib/session';
import { buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';

/** A page the signed-in account's role may not open: said inside the shell, with ways on. */
export default function ForbiddenPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const location = useLocation();
  const navigate = useNavigate();
  const switchAccount = () => {
    const back = signInPath(pathTo('login'), location.pathname + location.search);
    void auth.logout().finally(() => navigate(back));
  };

  return (
    <Card className="mx-auto mt-4 max-w-xl">
      <CardBody className="grid justify-items-center gap-4 text-center">
        <ShieldAlert aria-hidden className="size-12 text-danger-strong" />
        <h1 className="text-2xl font-semibold">{t('errors.forbiddenTitle')}</h1>
        <p className="text-muted">
          {account
            ? t('errors.forbiddenText', { role: t(`navbar.roles.${account.role}`) })
            : t('errors.forbiddenTextAnonymous')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={pathTo('dashboard')} className={buttonVariants()}>
            {t('errors.forbiddenHome')}
          </Link>
          <button
            type="button"
            onClick={switchAccount}
            className={buttonVariants({ variant: 'outline' })}
          >
            {t('errors.forbiddenSwitch')}
          </button>
        </div>
      </CardBody>
    </Card>
  );
}
