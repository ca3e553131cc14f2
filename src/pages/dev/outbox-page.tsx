import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { ApiError } from '@/lib/api';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import type { OutboxMail } from '@contract/mail';

import { outboxApi } from './outbox-api';

type OutboxState =
  | { kind: 'loading' }
  | { kind: 'ready'; mails: OutboxMail[] }
  /** The API has no outbox route: a production server. */
  | { kind: 'unavailable' }
  | { kind: 'failed' };

const linkClass =
  'rounded-sm font-semibold break-all text-primary-strong underline decoration-1 underline-offset-4 hover:decoration-2';

/** The text part with its web addresses as links (http and https only: nothing else is run). */
function withLinks(text: string): ReactNode[] {
  return text.split(/(https?:\/\/[^\s<>"]+)/g).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className={linkClass}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}

function MailCard({ mail }: { mail: OutboxMail }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        {/* A mail is in its recipient's language, whatever the interface's direction. */}
        <CardTitle id={titleId} dir="auto">
          {mail.subject}
        </CardTitle>
      </CardHeader>
      <CardBody className="space-y-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold">{t('devTools.outbox.to')}</dt>
          <dd className="break-all">
            <bdi>{mail.to}</bdi>
          </dd>
          <dt className="font-semibold">{t('devTools.outbox.sentAt')}</dt>
          <dd>
            <time dateTime={mail.sentAt}>
              {format.dateTime(mail.sentAt, { dateStyle: 'medium', timeStyle: 'medium' })}
            </time>
          </dd>
        </dl>
        <p dir="auto" className="text-start break-words whitespace-pre-wrap">
          {withLinks(mail.text)}
        </p>
      </CardBody>
    </Card>
  );
}

/** The mail the server kept instead of sending (development and preview servers only). */
export default function OutboxPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<OutboxState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    outboxApi.read(controller.signal).then(
      ({ mails }) => setState({ kind: 'ready', mails: Array.isArray(mails) ? mails : [] }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState(
          error instanceof ApiError && error.status === 404
            ? { kind: 'unavailable' }
            : { kind: 'failed' },
        );
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = () => setAttempt((count) => count + 1);

  return (
    <div className="space-y-6">
      <PageHeader
        description={t('devTools.outbox.lead')}
        actions={
          state.kind === 'ready' && (
            <Button variant="outline" onClick={reload}>
              {t('devTools.outbox.refresh')}
            </Button>
          )
        }
      />
      <div role="status">
        {state.kind === 'loading' && <p className="text-muted">{t('devTools.outbox.loading')}</p>}
        {state.kind === 'unavailable' && (
          <p className="max-w-prose rounded-md border border-border bg-surface-muted px-3 py-2.5">
            {t('devTools.outbox.unavailable')}
          </p>
        )}
        {state.kind === 'ready' && state.mails.length === 0 && (
          <p className="text-muted">{t('devTools.outbox.empty')}</p>
        )}
      </div>
      {state.kind === 'failed' && (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p className="font-semibold text-danger-strong">{t('devTools.outbox.failed')}</p>
          <Button variant="outline" onClick={reload}>
            {t('devTools.outbox.retry')}
          </Button>
        </div>
      )}
      {state.kind === 'ready' && state.mails.length > 0 && (
        <ol className="max-w-3xl space-y-4">
          {state.mails.map((mail, index) => (
            <li key={`${mail.sentAt}-${index}`}>
              <MailCard mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
