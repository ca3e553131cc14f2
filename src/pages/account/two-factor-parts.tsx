import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import { FieldMessage, Input, Label, Textarea, UsernameForPasswordManagers } from '@/ui/input';
import type { TwoFactorSetup } from '@contract/two-factor';

import { QrCode } from './qr-code';

/** A labelled input with an optional hint and error, both tied to it. */
function Field({
  label,
  hint,
  error,
  ...props
}: React.ComponentProps<'input'> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...props}
      />
      {hint && <FieldMessage id={`${id}-hint`}>{hint}</FieldMessage>}
      {error && (
        <FieldMessage id={`${id}-error`} tone="error">
          {error}
        </FieldMessage>
      )}
    </div>
  );
}

/** The secret as apps show it: groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The key as text, for an app that cannot scan: it wraps rather than scroll out of sight. */
function SetupKey({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('twoFactor.section.secret')}</Label>
      <Textarea
        id={id}
        aria-describedby={`${id}-hint`}
        value={grouped(secret)}
        readOnly
        rows={2}
        dir="ltr"
        spellCheck={false}
        className="min-h-0! max-w-60 resize-none font-mono"
        onFocus={(event) => event.currentTarget.select()}
      />
      <FieldMessage id={`${id}-hint`}>{t('twoFactor.section.secretHint')}</FieldMessage>
    </div>
  );
}

/** Step one and two of turning it on: scan (or type) the secret, then confirm a first code. */
export function SetupView({
  setup,
  error,
  pending,
  onConfirm,
  onCancel,
}: {
  setup: TwoFactorSetup;
  error?: string;
  pending: boolean;
  onConfirm: (code: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A refused code: back to the field, which now says why.
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onConfirm(code);
  };
  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="grid content-start gap-3">
        <h3 className="font-semibold">{t('twoFactor.section.scanTitle')}</h3>
        <p className="max-w-prose text-sm text-muted">{t('twoFactor.section.scan')}</p>
        <QrCode value={setup.uri} label={t('twoFactor.section.qrLabel')} />
        <SetupKey secret={setup.secret} />
      </div>
      <form noValidate onSubmit={submit} className="grid content-start gap-4">
        <h3 className="font-semibold">{t('twoFactor.section.confirmTitle')}</h3>
        <Field
          ref={input}
          label={t('twoFactor.code')}
          hint={t('twoFactor.section.codeHint')}
          error={error}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          dir="ltr"
          className="max-w-48 font-mono"
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" pending={pending}>
            {t('twoFactor.section.confirm')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('twoFactor.section.cancel')}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** The recovery codes, shown once: a list, a .txt download and "saved". */
export function RecoveryCodesView({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form it replaces is gone: the heading takes the focus, so the codes are read next.
  useEffect(() => heading.current?.focus(), []);
  const download = () => {
    const text = [
      t('twoFactor.section.fileTitle', { email }),
      t('twoFactor.section.fileNote'),
      '',
      ...codes,
      '',
    ].join('\n');
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tessera-recovery-codes.txt';
    link.click();
    // The click has started the download; the address is not needed after this task.
    setTimeout(() => URL.revokeObjectURL(url));
  };
  return (
    <div className="grid gap-4" role="group" aria-labelledby={titleId}>
      <h3 ref={heading} id={titleId} tabIndex={-1} className="font-semibold">
        {t('twoFactor.section.recoveryTitle')}
      </h3>
      <p className="max-w-prose text-sm text-muted">{t('twoFactor.section.recoveryLead')}</p>
      <ul
        dir="ltr"
        className="grid max-w-md grid-cols-1 gap-2 rounded-md border border-border bg-surface-muted p-4 font-mono text-base sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button type="button" variant="outline" onClick={download}>
          {t('twoFactor.section.download')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('twoFactor.section.saved')}
        </Button>
      </div>
    </div>
  );
}

/** While on: the codes left, and the password form that turns it off or renews the codes. */
export function ManageView({
  email,
  remaining,
  error,
  pending,
  onDisable,
  onNewCodes,
}: {
  /** The account's, for password managers (the form asks for its password). */
  email: string;
  remaining: number;
  error?: string;
  pending: boolean;
  onDisable: (password: string) => void;
  onNewCodes: (password: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const [password, setPassword] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (error) input.current?.focus();
  }, [error]);
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onDisable(password);
  };
  return (
    <div className="grid gap-4">
      <p>{t('twoFactor.section.on')}</p>
      <p className="text-sm text-muted">
        {t('twoFactor.section.codesLeft', { count: remaining, n: format.integer(remaining) })}
      </p>
      <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
        <h3 className="font-semibold">{t('twoFactor.section.manageTitle')}</h3>
        <UsernameForPasswordManagers email={email} />
        <Field
          ref={input}
          label={t('twoFactor.section.password')}
          type="password"
          autoComplete="current-password"
          error={error}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="danger" pending={pending}>
            {t('twoFactor.section.disable')}
          </Button>
          <Button
            type="button"
            variant="outline"
            pending={pending}
            onClick={() => onNewCodes(password)}
          >
            {t('twoFactor.section.newCodes')}
          </Button>
        </div>
      </form>
    </div>
  );
}
