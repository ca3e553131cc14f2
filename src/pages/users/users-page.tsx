import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';

import { pathTo } from '@/config/routes';
import { useRouterUrlState } from '@/hooks/use-router-url-state';
import { useAccount } from '@/lib/session';
import { Button, buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { DataTable, useDataTableQuery, type DataTableColumn } from '@/widgets/data-table';
import { useResourceMutations } from '@/widgets/resource';
import { can, USER_LIMITS, type ApiUser } from '@contract/users';

import { listAllUsers, userKeys, usersApi, usersListOptions, usersListQuery } from './users-data';
import { UsersFrame } from './users-frame';
import { useUsersLabels } from './users-labels';

const NO_USERS: readonly ApiUser[] = [];

function UsersList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const mayCreate = can(account?.role, 'create');
  const mayEdit = can(account?.role, 'edit');
  const mayDelete = can(account?.role, 'delete');
  const { state, tableProps } = useDataTableQuery({
    ...usersListOptions,
    urlState: useRouterUrlState(),
  });
  const list = useQuery({
    ...usersListQuery(state),
    // The shown page stays, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    // Signed out (the session ended, or Log out): the guard is on its way to the sign-in page.
    enabled: account != null,
  });
  const { remove, deleteSelected, selection, setSelection } = useResourceMutations({
    api: usersApi,
    keys: userKeys,
    name: (user: ApiUser) => user.name,
    labels: useUsersLabels().mutations,
    bulkMax: USER_LIMITS.bulkMax,
  });

  const columns = useMemo<DataTableColumn<ApiUser>[]>(
    () => [
      { id: 'name', header: t('users.fields.name'), accessor: 'name', sortable: true },
      { id: 'email', header: t('users.fields.email'), accessor: 'email', sortable: true },
      {
        id: 'city',
        header: t('users.fields.city'),
        accessor: 'address.city',
        sortField: 'city',
        sortable: true,
      },
      { id: 'country', header: t('users.fields.country'), accessor: 'address.country' },
      {
        id: 'score',
        header: t('users.fields.score'),
        accessor: 'score',
        sortable: true,
        align: 'end',
      },
      {
        id: 'actions',
        header: t('users.actions'),
        align: 'end',
        cell: (user) => (
          <span className="inline-flex gap-1">
            <Button
              variant="ghost"
              size="icon"
              className="size-9!"
              aria-label={t(mayEdit ? 'users.edit' : 'users.view', { name: user.name })}
              title={t(mayEdit ? 'users.edit' : 'users.view', { name: user.name })}
              onClick={() => void navigate(pathTo('user-edit', { id: String(user.id) }))}
            >
              {mayEdit ? <Pencil aria-hidden /> : <Eye aria-hidden />}
            </Button>
            {mayDelete && (
              <Button
                variant="ghost"
                size="icon"
                className="size-9! text-danger-strong"
                aria-label={t('users.delete', { name: user.name })}
                title={t('users.delete', { name: user.name })}
                onClick={() => remove(user)}
              >
                <Trash2 aria-hidden />
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, navigate, mayEdit, mayDelete, remove],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        actions={
          mayCreate && (
            <Link to={pathTo('user-new')} className={buttonVariants()}>
              <Plus aria-hidden />
              {t('users.newUser')}
            </Link>
          )
        }
      />
      <Card className="min-w-0">
        <CardBody>
          <DataTable<ApiUser>
            {...tableProps}
            columns={columns}
            rows={list.data?.data ?? NO_USERS}
            total={list.data?.total}
            loading={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            getAllRows={listAllUsers}
            caption={t('menu.users')}
            selectable={mayDelete}
            selection={selection}
            onSelectionChange={setSelection}
            rowLabel={(user) => user.name}
            bulkActions={mayDelete ? [deleteSelected] : []}
          />
        </CardBody>
      </Card>
    </div>
  );
}

export default function UsersPage() {
  return (
    <UsersFrame>
      <UsersList />
    </UsersFrame>
  );
}
