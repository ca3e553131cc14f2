import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';

import type { UserHistoryEntry } from '../../../server/contract';
import { historyFieldKey } from './user-form-values';
import { userKeys, usersApi } from './users-api';

function Value({ value }: { value: UserHistoryEntry['changes'][number]['from'] }) {
  const { t } = useTranslation();
  if (value === null || value === '')
    return <span className="text-muted">{t('users.history.empty')}</span>;
  return <span className="wrap-anywhere">{String(value)}</span>;
}

/** Who changed the user, when and what, newest first (the API's audit table). */
export function UserHistory({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const history = useQuery({
    queryKey: userKeys.history(id),
    queryFn: ({ signal }) => usersApi.history(id, signal),
  });
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

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
                    {time.format(new Date(entry.at))}
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
