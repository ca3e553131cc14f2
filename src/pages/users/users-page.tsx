import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { useAccount } from '@/lib/session';
import { buttonVariants } from '@/ui/button';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { DataTable, type DataTableColumn } from '@/widgets/data-table';
import { useResourceLabels, useResourceList } from '@/widgets/resource';
import { can, USER_LIMITS, type ApiUser } from '@contract/users';

import { listAllUsers, userKeys, usersApi, usersListOptions, usersListQuery } from './users-data';
import { UsersFrame } from './users-frame';

const nameOf = (user: ApiUser) => user.name;
const pathOf = (id: number) => pathTo('user-edit', { id: String(id) });

function UsersList() {
  const { t } = useTranslation();
  const account = useAccount();
  const { tableProps, actionsColumn } = useResourceList({
    api: usersApi,
    keys: userKeys,
    listOptions: usersListOptions,
    listQuery: usersListQuery,
    listAll: listAllUsers,
    name: nameOf,
    pathOf,
    mayEdit: can(account?.role, 'edit'),
    mayDelete: can(account?.role, 'delete'),
    bulkMax: USER_LIMITS.bulkMax,
    labels: useResourceLabels('users').list,
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
      actionsColumn,
    ],
    [t, actionsColumn],
  );

  return (
    <div className="space-y-6">
      <PageHeader
        actions={
          can(account?.role, 'create') && (
            <Link to={pathTo('user-new')} className={buttonVariants()}>
              <Plus aria-hidden />
              {t('users.newUser')}
            </Link>
          )
        }
      />
      <Card className="min-w-0">
        <CardBody>
          <DataTable<ApiUser> {...tableProps} columns={columns} caption={t('menu.users')} />
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
