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
}: {
  form: CredentialForm;
  /** `current-password` to log in, `new-password` to sign up. */
  passwordAutoComplete: 'current-password' | 'new-password';
  passwordHint?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <AuthField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
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
        value={form.values.password}
        onChange={(event) => form.setValue('password', event.target.value)}
        error={form.errorText('password')}
      />
    </>
  );
}
