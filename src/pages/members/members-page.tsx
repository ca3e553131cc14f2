import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { useRouterUrlState } from '@/hooks/use-router-url-state';
import { useAccount } from '@/lib/session';
import { AccountAvatar } from '@/ui/account-avatar';
import { Card, CardBody } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import {
  DataTable,
  useDataTableQuery,
  type DataTableColumn,
  type DataTableFilterFieldConfig,
} from '@/widgets/data-table';
import { ROLES } from '@contract/auth';
import { MEMBER_STATUSES, type ApiMember } from '@contract/members';

import { InviteDialog } from './invite-dialog';
import { MemberActions } from './member-actions';
import { MemberStatusBadge } from './member-status-badge';
import { membersListOptions, membersListQuery } from './members-data';
import { MembersFrame } from './members-frame';

const NO_MEMBERS: readonly ApiMember[] = [];

const linkClass =
  'rounded-sm font-semibold text-primary-strong underline decoration-1 underline-offset-4 hover:decoration-2';

function MembersList() {
  const { t } = useTranslation();
  const format = useFormat();
  const account = useAccount();
  const { state, tableProps } = useDataTableQuery({
    ...membersListOptions,
    urlState: useRouterUrlState(),
  });
  const list = useQuery({
    ...membersListQuery(state),
    // The shown page stays, dimmed, while the next one loads.
    placeholderData: keepPreviousData,
    // Signed out (the session ended, or Log out): the guard is on its way to the sign-in page.
    enabled: account != null,
  });

  const fieldFilterFields = useMemo<DataTableFilterFieldConfig[]>(
    () => [
      {
        id: 'role',
        kind: 'facet',
        label: t('members.fields.role'),
        options: ROLES.map((value) => ({ value, label: t(`navbar.roles.${value}`) })),
      },
      {
        id: 'status',
        kind: 'facet',
        label: t('members.fields.status'),
        options: MEMBER_STATUSES.map((value) => ({
          value,
          label: t(`members.statuses.${value}`),
        })),
      },
    ],
    [t],
  );

  const columns = useMemo<DataTableColumn<ApiMember>[]>(
    () => [
      {
        // The email sits under the name: the row keeps room for its actions on a laptop.
        id: 'name',
        header: t('members.fields.name'),
        accessor: 'name',
        sortable: true,
        cell: (member) => (
          <span className="flex items-center gap-3">
            <AccountAvatar name={member.name} avatarUrl={member.avatarUrl} />
            <span className="grid">
              <Link
                to={pathTo('member', { id: String(member.id) })}
                className={linkClass}
                aria-label={t('members.open', { name: member.name })}
              >
                {member.name}
              </Link>
              <bdi className="text-sm text-muted">{member.email}</bdi>
            </span>
          </span>
        ),
      },
      {
        id: 'role',
        header: t('members.fields.role'),
        accessor: 'role',
        sortable: true,
        cell: (member) => t(`navbar.roles.${member.role}`),
      },
      {
        id: 'status',
        header: t('members.fields.status'),
        accessor: 'status',
        sortable: true,
        cell: (member) => <MemberStatusBadge status={member.status} />,
      },
      {
        id: 'verified',
        header: t('members.fields.verified'),
        accessor: 'emailVerified',
        cell: (member) => t(member.emailVerified ? 'members.verifiedYes' : 'members.verifiedNo'),
      },
      {
        id: 'twoFactor',
        header: t('members.fields.twoFactor'),
        accessor: 'twoFactor',
        cell: (member) => t(member.twoFactor ? 'members.twoFactorOn' : 'members.twoFactorOff'),
      },
      {
        id: 'lastSeen',
        header: t('members.fields.lastSeen'),
        accessor: 'lastSeenAt',
        sortField: 'lastSeen',
        sortable: true,
        cell: (member) =>
          member.lastSeenAt ? (
            <time dateTime={member.lastSeenAt}>{format.relativeTime(member.lastSeenAt)}</time>
          ) : (
            <span className="text-muted">{t('members.never')}</span>
          ),
      },
      {
        id: 'actions',
        header: t('members.actions'),
        align: 'end',
        hideable: false,
        csv: null,
        cell: (member) => <MemberActions member={member} />,
      },
    ],
    [t, format],
  );

  return (
    <div className="space-y-6">
      <PageHeader actions={<InviteDialog />} />
      <Card className="min-w-0">
        <CardBody>
          <DataTable<ApiMember>
            {...tableProps}
            columns={columns}
            rows={list.data?.data ?? NO_MEMBERS}
            total={list.data?.total}
            loading={list.isFetching}
            error={list.error}
            onRetry={() => void list.refetch()}
            caption={t('menu.members')}
            fieldFilterFields={fieldFilterFields}
            rowLabel={(member) => member.name}
          />
        </CardBody>
      </Card>
    </div>
  );
}

export default function MembersPage() {
  return (
    <MembersFrame>
      <MembersList />
    </MembersFrame>
  );
}
