import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useRetryWait } from '@/hooks/use-retry-wait';
import { ApiError, apiRequest } from '@/lib/api';
import { useAccount } from '@/lib/session';
import { Button } from '@/ui/button';
import { FieldMessage, Input, Label, UsernameForPasswordManagers } from '@/ui/input';
import { Modal } from '@/widgets/modal';

export type ReauthDialogProps = {
  /** Whether a refused request is waiting for the password. */
  open: boolean;
  /** The password was confirmed (true: send the request again) or the person cancelled (false). */
  onSettle: (confirmed: boolean) => void;
};

/**
 * Asks for the password of a request the API refused with `reauth_required` and re-authenticates
 * (`POST /api/auth/reauth`). `ReauthHost` shows it, mounted afresh for each such request.
 */
export function ReauthDialog({ open, onSettle }: ReauthDialogProps) {
  const { t } = useTranslation();
  const account = useAccount();
  const fieldId = useId();
  const errorId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const retryWait = useRetryWait();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setError(t('account.validation.passwordRequired'));
      return;
    }
    setPending(true);
    try {
      await apiRequest<void>('/api/auth/reauth', { method: 'POST', body: { password } });
      onSettle(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) setError(t('account.reauth.wrong'));
      else if (caught instanceof ApiError && caught.status === 429)
        setError(`${t('account.tooMany')} ${retryWait(caught.retryAfter)}`);
      else setError(t('account.failed'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && open) onSettle(false);
      }}
      size="sm"
      title={t('account.reauth.title')}
      footer={null}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <p className="text-muted">{t('account.reauth.lead')}</p>
        <UsernameForPasswordManagers email={account?.email ?? ''} />
        <div className="grid gap-1.5">
          <Label htmlFor={fieldId}>{t('account.reauth.password')}</Label>
          <Input
            id={fieldId}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
          {error && (
            <FieldMessage id={errorId} tone="error" role="alert">
              {error}
            </FieldMessage>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => onSettle(false)}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" pending={pending}>
            {t('account.reauth.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
