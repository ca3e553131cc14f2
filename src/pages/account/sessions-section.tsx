import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import type { ApiSession } from '@contract/account';

import { accountApi } from './account-api';
import { AccountSection, FormStatus, useApiErrors } from './account-parts';
import { deviceOf } from './device-name';

type SessionsState =
  { kind: 'loading' } | { kind: 'ready'; sessions: ApiSession[] } | { kind: 'failed' };

export function SessionsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const apiErrors = useApiErrors();
  const [state, setState] = useState<SessionsState>({ kind: 'loading' });
  const [status, setStatus] = useState<{ message: string; tone: 'success' | 'error' }>();
  const [busy, setBusy] = useState(false);

  // Every change of `reloads` reads the list again.
  const [reloads, setReloads] = useState(0);
  const load = () => setReloads((count) => count + 1);
  useEffect(() => {
    let live = true;
    accountApi.sessions().then(
      (sessions) => live && setState({ kind: 'ready', sessions }),
      () => live && setState({ kind: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [reloads]);

  const deviceName = (session: ApiSession) => {
    const { browser, os } = deviceOf(session.userAgent);
    if (browser && os) return t('account.sessions.deviceOn', { browser, os });
    return browser ?? os ?? t('account.sessions.unknownDevice');
  };

  async function act(action: () => Promise<string>) {
    setBusy(true);
    setStatus(undefined);
    try {
      setStatus({ message: await action(), tone: 'success' });
    } catch (error) {
      setStatus({ message: apiErrors(error).message ?? t('account.failed'), tone: 'error' });
    } finally {
      setBusy(false);
      load();
    }
  }

  const endOne = (id: number) =>
    act(async () => {
      await accountApi.endSession(id);
      return t('account.sessions.ended');
    });
  const endOthers = () =>
    act(async () => {
      const count = await accountApi.endOtherSessions();
      return t('account.sessions.endedOthers', { count, n: format.integer(count) });
    });

  const others = state.kind === 'ready' ? state.sessions.filter((s) => !s.current).length : 0;

  return (
    <AccountSection title={t('account.sessions.title')} lead={t('account.sessions.lead')}>
      {state.kind === 'loading' && <p role="status">{t('account.sessions.loading')}</p>}
      {state.kind === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t('account.sessions.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={load}>
            {t('account.sessions.retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && (
        <ul className="divide-y divide-border rounded-md border border-border">
          {state.sessions.map((session) => {
            const device = deviceName(session);
            const started = format.dateTime(session.startedAt);
            return (
              <li
                key={session.id}
                data-slot="account-session"
                className="flex flex-wrap items-start justify-between gap-3 p-4"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold">
                    <bdi>{device}</bdi>
                    {session.current && (
                      <span className="ms-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary-strong">
                        {t('account.sessions.thisDevice')}
                      </span>
                    )}
                  </p>
                  <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm text-muted">
                    <dt>{t('account.sessions.address')}</dt>
                    <dd className="break-all">
                      <bdi>{session.address ?? '–'}</bdi>
                    </dd>
                    <dt>{t('account.sessions.started')}</dt>
                    <dd>
                      <time dateTime={session.startedAt}>{started}</time>
                    </dd>
                    <dt>{t('account.sessions.lastSeen')}</dt>
                    <dd>
                      <time dateTime={session.lastSeenAt}>
                        {format.dateTime(session.lastSeenAt)}
                      </time>
                    </dd>
                  </dl>
                </div>
                {!session.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    pending={busy}
                    aria-label={t('account.sessions.endNamed', { device, started })}
                    onClick={() => void endOne(session.id)}
                  >
                    {t('account.sessions.end')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {state.kind === 'ready' && others === 0 && (
        <p className="text-muted">{t('account.sessions.none')}</p>
      )}
      <FormStatus message={status?.message} tone={status?.tone} />
      <Button
        variant="outline"
        pending={busy}
        disabled={others === 0}
        onClick={() => void endOthers()}
        // Long in some languages: it wraps on the narrowest phones.
        wrap
      >
        {t('account.sessions.endOthers')}
      </Button>
    </AccountSection>
  );
}
