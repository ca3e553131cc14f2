import { useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, type AuthErrorKey, type FieldErrors } from './auth-validation';

export type AuthFormStatus = 'idle' | 'pending' | 'failed';

interface UseAuthFormOptions<Values> {
  initialValues: Values;
  validate: (values: Values) => FieldErrors<Values>;
  /** Called with valid values; a rejection shows the "failed" alert and keeps the input. */
  onSubmit: (values: Values) => Promise<void>;
}

/**
 * State for the login and signup forms: validate on submit, then re-validate each field as it is
 * edited; move focus to the first invalid field; track the pending and failed states.
 */
export function useAuthForm<Values extends Record<string, string | boolean>>({
  initialValues,
  validate,
  onSubmit,
}: UseAuthFormOptions<Values>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<AuthFormStatus>('idle');

  function setValue<Name extends keyof Values>(name: Name, value: Values[Name]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors((previous) => ({ ...previous, [name]: validate(next)[name] }));
  }

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'pending') return;
    const form = event.currentTarget;
    const found = validate(values);
    // Render the messages first, so the focused field is announced with its description.
    flushSync(() => {
      setSubmitted(true);
      setErrors(found);
    });
    const firstInvalid = Array.from(form.elements).find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.name in found,
    );
    if (firstInvalid) {
      firstInvalid.focus();
      return;
    }
    setStatus('pending');
    onSubmit(values).catch(() => setStatus('failed'));
  }

  /** The translated message for a field, when it has one. */
  function errorText(name: keyof Values): string | undefined {
    const key: AuthErrorKey | undefined = errors[name];
    return key && t(key, { min: PASSWORD_MIN_LENGTH });
  }

  return { values, status, setValue, handleSubmit, errorText };
}
