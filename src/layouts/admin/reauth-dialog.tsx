import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError, apiRequest, setReauthHandler } from '@/lib/api';
import { Button } from '@/ui/button';
import { FieldMessage, Input, Label } from '@/ui/input';
import { Modal } from '@/widgets/modal';

/**
 * Answers the API's `reauth_required` for every request of the app: asks for the password,
 * re-authenticates (`POST /api/auth/reauth`), and lets `apiRequest` send the refused request
 * again. Cancelling leaves the request refused.
 */
export function ReauthDialog() {
  const { t } = useTranslation();
  const fieldId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const settle = useRef<((ok: boolean) => void) | undefined>(undefined);

  useEffect(
    () =>
      setReauthHandler(
        () =>
          new Promise<boolean>((resolve) => {
            settle.current = resolve;
            setPassword('');
            setError(undefined);
            setOpen(true);
          }),
      ),
    [],
  );

  const finish = (ok: boolean) => {
    settle.current?.(ok);
    settle.current = undefined;
    setOpen(false);
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) {
      setError(t('account.validation.passwordRequired'));
      return;
    }
    setPending(true);
    try {
      await apiRequest<void>('/api/auth/reauth', { method: 'POST', body: { password } });
      finish(true);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 401
          ? t('account.reauth.wrong')
          : t('account.failed'),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && settle.current) finish(false);
      }}
      size="sm"
      title={t('account.reauth.title')}
      footer={null}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <p className="text-muted">{t('account.reauth.lead')}</p>
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
          <Button type="button" variant="outline" onClick={() => finish(false)}>
            {t('account.cancel')}
          </Button>
          <Button type="submit" disabled={pending}>
            {t('account.reauth.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
