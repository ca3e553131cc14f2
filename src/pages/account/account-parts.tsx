import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useRetryWait } from '@/hooks/use-retry-wait';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { FieldMessage, Input, Label } from '@/ui/input';
import { PASSWORD_MIN_LENGTH } from '@contract/auth';

/** One section of the account page: a card whose heading names it. */
export function AccountSection({
  title,
  lead,
  children,
  className,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId} className={className}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardBody className="space-y-5">
        {lead && <p className="max-w-prose text-muted">{lead}</p>}
        {children}
      </CardBody>
    </Card>
  );
}

type AccountFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input with its hint and error tied to it. */
export function AccountField({ label, hint, error, className, ...props }: AccountFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid max-w-md grid-cols-1 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...props}
      />
      {hint && <FieldMessage id={hintId}>{hint}</FieldMessage>}
      {error && (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      )}
    </div>
  );
}

/** A labelled native select (long lists such as time zones stay fast and searchable by typing). */
export function AccountSelect({
  label,
  error,
  className,
  children,
  ...props
}: Omit<ComponentProps<'select'>, 'id'> & { label: string; error?: string }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('grid max-w-md grid-cols-1 gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        className="h-11 w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-text shadow-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        {...props}
      >
        {children}
      </select>
      {error && (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      )}
    </div>
  );
}

/** What a form says after a submit: always in the DOM, so a change is announced. */
export function FormStatus({
  message,
  tone = 'success',
}: {
  message: string | undefined;
  tone?: 'success' | 'error';
}) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'}>
      {message && (
        <p
          className={cn(
            'rounded-md border px-3 py-2 text-sm font-semibold',
            tone === 'error'
              ? 'border-danger/40 bg-danger/10 text-danger-strong'
              : 'border-border bg-surface-muted text-text',
          )}
        >
          {message}
        </p>
      )}
    </div>
  );
}

/** Translates an API refusal: a 422's fields, or one message for the whole form. */
export function useApiErrors() {
  const { t } = useTranslation();
  const retryWait = useRetryWait();
  return (error: unknown): { fields: Record<string, string>; message?: string } => {
    if (error instanceof ApiError && error.status === 422 && Object.keys(error.fields).length > 0) {
      const fields: Record<string, string> = {};
      // Keys from the shared schemas and the server: account.validation.*, auth.validation.*.
      for (const [name, key] of Object.entries(error.fields))
        fields[name] = t(key as 'account.validation.nameRequired', { min: PASSWORD_MIN_LENGTH });
      return { fields };
    }
    if (error instanceof ApiError && error.status === 429)
      return { fields: {}, message: `${t('account.tooMany')} ${retryWait(error.retryAfter)}` };
    if (error instanceof ApiError && error.code === 'last_admin')
      return { fields: {}, message: t('account.delete.lastAdmin') };
    return { fields: {}, message: t('account.failed') };
  };
}
