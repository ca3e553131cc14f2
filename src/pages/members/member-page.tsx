import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';

import { pathTo } from '@/config/routes';
import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { usePageName } from '@/store/app-store';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { BackLink, LoadFailed, NotFoundCard } from '@/widgets/resource';
import type { ApiMemberDetail, MemberAuditEntry } from '@contract/members';

import { MemberActions } from './member-actions';
import { MemberStatusBadge } from './member-status-badge';
import { memberKeys, membersApi } from './members-data';
import { MembersFrame } from './members-frame';

function BackToMembers() {
  const { t } = useTranslation();
  return <BackLink to={pathTo('members')}>{t('members.detail.backToList')}</BackLink>;
}

/** A change's value in words: roles and statuses translated, anything else as it is. */
function useValueText() {
  const { t } = useTranslation();
  return (field: MemberAuditEntry['changes'][number]['field'], value: string | null) => {
    if (value === null || value === '') return t('members.audit.empty');
    if (field === 'role') return t(`navbar.roles.${value as 'admin'}`);
    if (field === 'status') return t(`members.statuses.${value as 'active'}`);
    return value;
  };
}

function AuditLog({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const valueText = useValueText();
  const log = useQuery({
    queryKey: memberKeys.history(id),
    queryFn: ({ signal }) => membersApi.audit(id, signal),
  });
  const entries = log.data?.data;
  const fieldLabel = (field: MemberAuditEntry['changes'][number]['field']) =>
    t(`members.fields.${field}`);
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('members.audit.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        {log.isError ? (
          <p className="text-danger-strong">{t('members.audit.failed')}</p>
        ) : !entries ? (
          <p className="text-muted">{t('members.audit.loading')}</p>
        ) : entries.length === 0 ? (
          <p className="text-muted">{t('members.audit.none')}</p>
        ) : (
          <ol className="grid gap-4">
            {entries.map((entry) => (
              <li key={entry.id} className="border-s border-primary ps-4">
                <p>
                  <span className="font-semibold">
                    {t(`members.audit.actions.${entry.action}`, { actor: entry.actor.name })}
                  </span>{' '}
                  <time dateTime={entry.at} className="text-sm text-muted">
                    {format.dateTime(entry.at)}
                  </time>
                </p>
                <p className="text-sm text-muted">
                  <bdi>{entry.actor.email}</bdi>
                </p>
                {entry.changes.length > 0 && (
                  <ul className="mt-1 grid gap-0.5 text-sm">
                    {entry.changes.map((change) => (
                      <li key={change.field}>
                        <span className="text-muted">{fieldLabel(change.field)}:</span>{' '}
                        {change.from !== null && (
                          <>
                            <bdi>{valueText(change.field, change.from)}</bdi> →{' '}
                          </>
                        )}
                        <bdi className="wrap-anywhere">{valueText(change.field, change.to)}</bdi>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}

function Details({ member, onRevoked }: { member: ApiMemberDetail; onRevoked: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const rows: Array<[string, ReactNode]> = [
    [t('members.fields.email'), <bdi key="email">{member.email}</bdi>],
    [t('members.fields.role'), t(`navbar.roles.${member.role}`)],
    [t('members.fields.status'), <MemberStatusBadge key="status" status={member.status} />],
    [
      t('members.fields.verified'),
      t(member.emailVerified ? 'members.verifiedYes' : 'members.verifiedNo'),
    ],
    [
      t('members.fields.twoFactor'),
      t(member.twoFactor ? 'members.twoFactorOn' : 'members.twoFactorOff'),
    ],
    [
      t('members.fields.lastSeen'),
      member.lastSeenAt ? (
        <time key="seen" dateTime={member.lastSeenAt}>
          {format.dateTime(member.lastSeenAt)}
        </time>
      ) : (
        t('members.never')
      ),
    ],
  ];
  if (member.inviteExpiresAt)
    rows.push([
      t('members.detail.inviteExpires'),
      <time key="expires" dateTime={member.inviteExpiresAt}>
        {format.dateTime(member.inviteExpiresAt)}
      </time>,
    ]);
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('members.detail.account')}</CardTitle>
      </CardHeader>
      <CardBody className="grid gap-6">
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="mb-2 min-w-0 break-words sm:mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <MemberActions member={member} withText onRevoked={onRevoked} />
      </CardBody>
    </Card>
  );
}

function Member() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id: rawId = '' } = useParams();
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : undefined;
  const member = useQuery({
    queryKey: memberKeys.detail(id ?? 0),
    queryFn: ({ signal }) => membersApi.get(id ?? 0, signal),
    enabled: id !== undefined,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });
  usePageName(member.data?.name);

  if (id === undefined || (member.error instanceof ApiError && member.error.status === 404)) {
    return (
      <div className="space-y-6">
        <BackToMembers />
        <NotFoundCard title={t('members.detail.notFoundTitle')}>
          {t('members.detail.notFoundText', { id: rawId })}
        </NotFoundCard>
        {id !== undefined && <AuditLog id={id} />}
      </div>
    );
  }
  if (member.isError)
    return (
      <div className="space-y-4">
        <PageHeader />
        <LoadFailed onRetry={() => void member.refetch()}>
          {t('members.detail.loadFailed')}
        </LoadFailed>
      </div>
    );
  return (
    <div className="space-y-6">
      <BackToMembers />
      <PageHeader title={member.data?.name} />
      {member.data && (
        <>
          <Details
            member={member.data}
            onRevoked={() => void navigate(pathTo('members'), { replace: true })}
          />
          <AuditLog id={id} />
        </>
      )}
    </div>
  );
}

export default function MemberPage() {
  return (
    <MembersFrame>
      <Member />
    </MembersFrame>
  );
}
