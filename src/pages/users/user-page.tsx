import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { useAccount } from '@/lib/session';
import { usePageName } from '@/store/app-store';
import { Button } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { showToast } from '@/widgets/toast';
import { can } from '@contract/users';

import { UserForm } from './user-form';
import { UserHistory } from './user-history';
import { userKeys, usersApi } from './users-api';
import { UsersFrame } from './users-frame';

const backLinkClass =
  'inline-flex min-h-6 items-center gap-1.5 rounded-sm text-sm font-semibold text-primary-strong underline-offset-4 hover:underline';

function BackToUsers() {
  const { t } = useTranslation();
  return (
    <Link to={pathTo('users')} className={backLinkClass}>
      <ArrowLeft aria-hidden className="size-4 flip-rtl" />
      {t('users.backToList')}
    </Link>
  );
}

function NotFound({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <BackToUsers />
      <Card className="max-w-xl">
        <CardBody className="space-y-2">
          <h1 className="text-2xl font-semibold">{t('users.notFound.title')}</h1>
          <p>{t('users.notFound.text', { id })}</p>
        </CardBody>
      </Card>
    </div>
  );
}

function EditUser() {
  const { t } = useTranslation();
  const { id: rawId = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const account = useAccount();
  const id = /^[1-9]\d{0,15}$/.test(rawId) ? Number(rawId) : undefined;
  const user = useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: ({ signal }) => usersApi.get(id ?? 0, signal),
    enabled: id !== undefined,
  });
  usePageName(user.data?.name);

  // A user just created arrives here with a toast to show.
  const created = (location.state as { created?: string } | null)?.created;
  useEffect(() => {
    if (!created) return;
    showToast(t('users.created', { name: created }));
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [created, t, navigate, location.pathname, location.search]);

  if (id === undefined || (user.error instanceof ApiError && user.error.status === 404)) {
    return <NotFound id={rawId} />;
  }
  if (user.isError) {
    return (
      <div className="space-y-4">
        <PageHeader />
        <div role="alert" className="space-y-3">
          <p>{t('users.loadFailed')}</p>
          <Button onClick={() => void user.refetch()}>{t('common.retry')}</Button>
        </div>
      </div>
    );
  }
  if (!user.data) {
    return <PageHeader />;
  }

  const mayEdit = can(account?.role, 'edit');
  return (
    <div className="space-y-6">
      <BackToUsers />
      <div>
        <PageHeader title={user.data.name} className="wrap-anywhere" />
        {!mayEdit && <p className="mt-2 text-muted">{t('users.readOnly')}</p>}
      </div>
      <Card>
        <CardBody>
          <UserForm
            key={user.data.id}
            user={user.data}
            readOnly={!mayEdit}
            draftKey={location.pathname}
            onSaved={(saved) => void showToast(t('users.saved', { name: saved.name }))}
          />
        </CardBody>
      </Card>
      <UserHistory id={user.data.id} />
    </div>
  );
}

function NewUser() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <BackToUsers />
      <PageHeader />
      <Card>
        <CardBody>
          <UserForm
            draftKey={location.pathname}
            onSaved={(saved) =>
              navigate(pathTo('user-edit', { id: String(saved.id) }), {
                state: { created: saved.name },
              })
            }
          />
        </CardBody>
      </Card>
    </div>
  );
}

/** One user: `/admin/users/new` creates one, `/admin/users/:id` shows and edits it. */
export default function UserPage() {
  const { id } = useParams();
  return <UsersFrame>{id === undefined ? <NewUser /> : <EditUser key={id} />}</UsersFrame>;
}
