import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { pathTo, type RouteName } from '@/config/routes';
import { ApiError } from '@/lib/api';
import { auth } from '@/lib/auth';
import { RESET_TOKEN_PATTERN } from '@contract/auth';

import { AuthFormFooter, AuthFormHeader } from './auth-form-layout';

type Outcome =
  | { state: 'pending' }
  | { state: 'done'; email: string }
  | { state: 'invalid' }
  | { state: 'taken' }
  | { state: 'failed' };

/** What a mailed link does: the endpoint, the words, and where to go next. */
export type EmailLinkKind = {
  follow: (token: string) => Promise<{ email: string }>;
  words: 'auth.verify' | 'auth.confirmEmail';
  next: RouteName;
};

/**
 * A page a mailed link opens: it sends the link's token once (a page load, never the GET a mail
 * scanner makes, uses it up) and says how it went.
 */
export function EmailLinkPage({ kind }: { kind: EmailLinkKind }) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>(() =>
    RESET_TOKEN_PATTERN.test(token) ? { state: 'pending' } : { state: 'invalid' },
  );
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (outcome.state !== 'pending' || sent.current) return;
    sent.current = true;
    kind.follow(token).then(
      ({ email }) => {
        setOutcome({ state: 'done', email });
        // A browser signed in to this account shows the change at once.
        void auth.refresh().catch(() => undefined);
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === 'invalid_token')
          setOutcome({ state: 'invalid' });
        else if (error instanceof ApiError && error.status === 422) setOutcome({ state: 'taken' });
        else setOutcome({ state: 'failed' });
      },
    );
  }, [kind, outcome.state, token]);

  useEffect(() => {
    if (outcome.state !== 'pending') outcomeRef.current?.focus();
  }, [outcome.state]);

  const { words } = kind;
  let message: string;
  if (outcome.state === 'pending') message = t(`${words}.pending`);
  else if (outcome.state === 'done') message = t(`${words}.done`, { email: outcome.email });
  else if (outcome.state === 'invalid') message = t(`${words}.invalid`);
  else if (outcome.state === 'taken') message = t('auth.confirmEmail.taken');
  else message = t('auth.failed');

  return (
    <>
      <AuthFormHeader title={t(`${words}.title`)} lead="" />
      <p
        ref={outcomeRef}
        tabIndex={-1}
        role={outcome.state === 'pending' ? 'status' : undefined}
        className="rounded-md border border-border bg-surface-muted px-3 py-2.5 text-base"
      >
        {message}
      </p>
      <AuthFormFooter to={pathTo(kind.next)}>{t(`${words}.continue`)}</AuthFormFooter>
    </>
  );
}
