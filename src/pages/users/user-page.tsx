import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { CustomerOrders, useCustomerOrders } from '@/demo/pages/orders/customer-orders'; // demo
import { ApiError } from '@/lib/api';
import { useAccount } from '@/lib/session';
import { usePageName } from '@/store/app-store';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { BackLink, LoadFailed, NotFoundCard, ResourceHistory } from '@/widgets/resource';
import { showToast } from '@/widgets/toast';
import { can } from '@contract/users';

import { UserForm } from './user-form';
import { historyFieldKey } from './user-form-values';
import { userKeys, usersApi } from './users-data';
import { UsersFrame } from './users-frame';
import { useUsersLabels } from './users-labels';

function BackToUsers() {
  const { t } = useTranslation();
  return <BackLink to={pathTo('users')}>{t('users.backToList')}</BackLink>;
}

function UserHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: userKeys.history(id),
    queryFn: ({ signal }) => usersApi.history(id, signal),
  });
  return (
    <ResourceHistory
      query={history}
      fieldLabel={(field) => t(historyFieldKey(field))}
      labels={useUsersLabels().history}
    />
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
  useCustomerOrders(id); // demo

  // A user just created arrives here with a toast to show.
  const created = (location.state as { created?: string } | null)?.created;
  useEffect(() => {
    if (!created) return;
    showToast(t('users.created', { name: created }));
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [created, t, navigate, location.pathname, location.search]);

  if (id === undefined || (user.error instanceof ApiError && user.error.status === 404)) {
    return (
      <div className="space-y-6">
        <BackToUsers />
        <NotFoundCard title={t('users.notFound.title')}>
          {t('users.notFound.text', { id: rawId })}
        </NotFoundCard>
      </div>
    );
  }
  if (user.isError) {
    return (
      <div className="space-y-4">
        <PageHeader />
        <LoadFailed onRetry={() => void user.refetch()}>{t('users.loadFailed')}</LoadFailed>
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
      {/* demo:start */}
      <CustomerOrders customerId={user.data.id} customerName={user.data.name} />
      {/* demo:end */}
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
