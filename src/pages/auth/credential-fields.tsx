import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { AuthField } from './auth-field';

type CredentialName = 'email' | 'password';

/** The part of a `useAuthForm` result the email and password fields need. */
interface CredentialForm {
  values: Record<CredentialName, string>;
  setValue: (name: CredentialName, value: string) => void;
  errorText: (name: CredentialName) => string | undefined;
}

/** The email and password fields both auth forms share. */
export function CredentialFields({
  form,
  passwordAutoComplete,
  passwordHint,
  passwordStatus,
  onPasswordActivity,
}: {
  form: CredentialForm;
  /** `current-password` to log in, `new-password` to sign up. */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
  /** Live feedback under the password (its strength, on sign-up). */
  passwordStatus?: ReactNode;
  /** Called when the password field is focused or typed into (a manager may fill it unfocused). */
  onPasswordActivity?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AuthField
        label={t('auth.email')}
        name="email"
        type="email"
        // The account's name for password managers (it is the email here): they save the
        // password under it and offer it on the next sign-in.
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
        error={form.errorText('email')}
      />
      <AuthField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete={passwordAutoComplete}
        hint={passwordHint}
        status={passwordStatus}
        value={form.values.password}
        onFocus={onPasswordActivity}
        onChange={(event) => {
          onPasswordActivity?.();
          form.setValue('password', event.target.value);
        }}
        error={form.errorText('password')}
      />
    </>
  );
}
