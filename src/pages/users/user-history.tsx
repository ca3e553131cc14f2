import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import type { UserHistoryEntry } from '@contract/users';

import { historyFieldKey } from './user-form-values';
import { userKeys, usersApi } from './users-api';

function Value({ value }: { value: UserHistoryEntry['changes'][number]['from'] }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (value === null || value === '')
    return <span className="text-muted">{t('users.history.empty')}</span>;
  return (
    <span className="wrap-anywhere">
      {typeof value === 'number' ? format.number(value) : String(value)}
    </span>
  );
}

/** Who changed the user, when and what, newest first (the API's audit table). */
export function UserHistory({ id }: { id: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const history = useQuery({
    queryKey: userKeys.history(id),
    queryFn: ({ signal }) => usersApi.history(id, signal),
  });

  return (
    <Card aria-labelledby={`history-${id}`}>
      <CardHeader>
        <CardTitle id={`history-${id}`}>{t('users.history.title')}</CardTitle>
      </CardHeader>
      <CardBody>
        {history.isPending ? (
          <p className="text-muted">{t('users.history.loading')}</p>
        ) : history.isError ? (
          <p className="text-danger-strong">{t('users.history.failed')}</p>
        ) : history.data.data.length === 0 ? (
          <p className="text-muted">{t('users.history.none')}</p>
        ) : (
          <ol className="grid gap-4">
            {history.data.data.map((entry) => (
              <li key={entry.id} className="border-s border-primary ps-4">
                <p>
                  <span className="font-semibold">
                    {t(`users.history.${entry.action}`, { actor: entry.actor.name })}
                  </span>{' '}
                  <time dateTime={entry.at} className="text-sm text-muted">
                    {format.dateTime(entry.at)}
                  </time>
                </p>
                {entry.action !== 'delete' && entry.action !== 'restore' && (
                  <ul className="mt-1 grid gap-0.5 text-sm">
                    {entry.changes.map((change) => (
                      <li key={change.field}>
                        <span className="text-muted">{t(historyFieldKey(change.field))}:</span>{' '}
                        {entry.action === 'update' && (
                          <>
                            <Value value={change.from} /> →{' '}
                          </>
                        )}
                        <Value value={change.to} />
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
