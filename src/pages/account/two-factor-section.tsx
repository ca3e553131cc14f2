import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api';
import { useAccount } from '@/lib/session';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { normaliseTwoFactorCode, type TwoFactorSetup } from '@contract/two-factor';

import { twoFactorApi } from './two-factor-api';
import { ManageView, RecoveryCodesView, SetupView } from './two-factor-parts';

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'off' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'on'; remaining: number };

/** Keys of the messages the server may put on the code or password field. */
const FIELD_MESSAGES = new Set([
  'twoFactor.validation.codeRequired',
  'twoFactor.validation.codeFormat',
  'twoFactor.validation.codeWrong',
  'twoFactor.validation.passwordRequired',
  'twoFactor.validation.passwordWrong',
] as const);
type FieldMessageKey = typeof FIELD_MESSAGES extends Set<infer K> ? K : never;

const isFieldMessage = (key: unknown): key is FieldMessageKey =>
  FIELD_MESSAGES.has(key as FieldMessageKey);

/**
 * The account page's "Two-factor authentication" section: turn it on (scan a QR code or type the
 * key, confirm a first code, save ten recovery codes), and while it is on, turn it off or renew
 * the recovery codes with the password.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const account = useAccount();
  const titleId = useId();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<FieldMessageKey>();
  const [failure, setFailure] = useState<'unavailable' | 'other'>();

  useEffect(() => {
    const controller = new AbortController();
    twoFactorApi.status(controller.signal).then(
      (status) =>
        setView(
          status.enabled ? { kind: 'on', remaining: status.recoveryCodesLeft } : { kind: 'off' },
        ),
      () => {
        if (!controller.signal.aborted) setView({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  /** Runs one request: its refusal goes on the field (a 422) or in the alert. */
  async function run(action: () => Promise<void>) {
    setPending(true);
    setFieldError(undefined);
    setFailure(undefined);
    try {
      await action();
    } catch (error) {
      const field = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
      if (isFieldMessage(field)) setFieldError(field);
      else if (error instanceof ApiError && error.status === 503) setFailure('unavailable');
      else setFailure('other');
    } finally {
      setPending(false);
    }
  }

  const start = () =>
    run(async () => setView({ kind: 'setup', setup: await twoFactorApi.setup() }));

  const confirm = (code: string) => {
    const entered = normaliseTwoFactorCode(code);
    if (entered?.kind !== 'totp') {
      setFieldError(
        code.trim() ? 'twoFactor.validation.codeFormat' : 'twoFactor.validation.codeRequired',
      );
      return;
    }
    void run(async () => {
      const { recoveryCodes } = await twoFactorApi.enable(entered.code);
      setView({ kind: 'codes', codes: recoveryCodes });
    });
  };

  const withPassword = (password: string, action: () => Promise<void>) => {
    if (!password) {
      setFieldError('twoFactor.validation.passwordRequired');
      return;
    }
    void run(action);
  };

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{t('twoFactor.pageTitle')}</CardTitle>
      </CardHeader>
      <CardBody>
        <p className="mb-4 max-w-prose text-muted">{t('twoFactor.section.lead')}</p>
        {/* The live regions stay in place (empty, taking no room) so that their news is read. */}
        <div role="status">
          {view.kind === 'loading' && (
            <p className="mb-4 text-muted">{t('twoFactor.section.loading')}</p>
          )}
        </div>
        {view.kind === 'failed' && (
          <div role="alert" className="mb-4 flex flex-wrap items-center gap-3">
            <p className="font-semibold text-danger-strong">{t('twoFactor.section.failed')}</p>
            <Button variant="outline" onClick={() => setAttempt((count) => count + 1)}>
              {t('twoFactor.section.retry')}
            </Button>
          </div>
        )}
        <div role="alert">
          {failure && (
            <p className="mb-4 rounded-md border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm font-semibold text-danger-strong">
              {t(
                failure === 'unavailable'
                  ? 'twoFactor.section.unavailable'
                  : 'twoFactor.section.actionFailed',
              )}
            </p>
          )}
        </div>
        {view.kind === 'off' && (
          <div className="grid justify-items-start gap-4">
            <p>{t('twoFactor.section.off')}</p>
            <Button onClick={() => void start()} pending={pending} wrap>
              {t('twoFactor.section.enable')}
            </Button>
          </div>
        )}
        {view.kind === 'setup' && (
          <SetupView
            setup={view.setup}
            pending={pending}
            error={fieldError && t(fieldError)}
            onConfirm={confirm}
            onCancel={() => {
              setFieldError(undefined);
              setView({ kind: 'off' });
            }}
          />
        )}
        {view.kind === 'codes' && (
          <RecoveryCodesView
            codes={view.codes}
            email={account?.email ?? ''}
            onDone={() => setAttempt((count) => count + 1)}
          />
        )}
        {view.kind === 'on' && (
          <ManageView
            email={account?.email ?? ''}
            remaining={view.remaining}
            pending={pending}
            error={fieldError && t(fieldError)}
            onDisable={(password) =>
              withPassword(password, async () => {
                await twoFactorApi.disable(password);
                setView({ kind: 'off' });
              })
            }
            onNewCodes={(password) =>
              withPassword(password, async () => {
                const { recoveryCodes } = await twoFactorApi.newRecoveryCodes(password);
                setView({ kind: 'codes', codes: recoveryCodes });
              })
            }
          />
        )}
      </CardBody>
    </Card>
  );
}
