import { useState, type SubmitEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { ApiError, ServerUnreachableError } from '@/lib/api';

import { isAuthErrorKey, type AuthErrorKey, type FieldErrors } from './auth-validation';

export type AuthFormStatus = 'idle' | 'pending' | 'failed';

/** Which form: the rate limits and their messages differ. */
export type AuthAction = 'login' | 'signup' | 'passwordReset';

/** Why a submit failed, as the alert over the form says it. */
export type AuthFailure =
  | { reason: 'credentials' }
  /** `seconds`: the answer's `Retry-After`, if it gave one (`useRetryWait` words it). */
  | { reason: 'rate-limited'; action: AuthAction; seconds: number | undefined }
  | { reason: 'busy' }
  | { reason: 'unreachable' }
  | { reason: 'deactivated' }
  /** Sign-up where accounts are made by invitation only. */
  | { reason: 'closed' }
  | { reason: 'fields' }
  | { reason: 'other' };

function failureOf(error: unknown, action: AuthAction): AuthFailure {
  if (error instanceof ServerUnreachableError) return { reason: 'unreachable' };
  if (!(error instanceof ApiError)) return { reason: 'other' };
  if (error.status === 401) return { reason: 'credentials' };
  if (error.code === 'account_deactivated') return { reason: 'deactivated' };
  if (error.code === 'sign_up_closed') return { reason: 'closed' };
  if (error.status === 429) return { reason: 'rate-limited', action, seconds: error.retryAfter };
  // Too busy hashing passwords: a retry a few seconds later usually goes through.
  if (error.status === 503) return { reason: 'busy' };
  if (error.status === 422) return { reason: 'fields' };
  return { reason: 'other' };
}

interface UseAuthFormOptions<Values> {
  /** Which form this is, for the wording of a rate limit. */
  action: AuthAction;
  initialValues: Values;
  /** Values the field messages interpolate (`{min}` of the password length). @default {} */
  messageValues?: Record<string, string | number>;
  validate: (values: Values) => FieldErrors<Values>;
  /** Called with valid values; a rejection shows the "failed" alert and keeps the input. */
  onSubmit: (values: Values) => Promise<void>;
}

/**
 * State for the auth forms (log in, sign up, forgot and reset password): validate on submit, then re-validate each field as it is
 * edited; move focus to the first invalid field; track the pending and failed states.
 */
export function useAuthForm<Values extends Record<string, string | boolean>>({
  action,
  initialValues,
  messageValues,
  validate,
  onSubmit,
}: UseAuthFormOptions<Values>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<AuthFormStatus>('idle');
  const [failure, setFailure] = useState<AuthFailure>({ reason: 'other' });

  function setValue<Name extends keyof Values>(name: Name, value: Values[Name]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors((previous) => ({ ...previous, [name]: validate(next)[name] }));
  }

  /** Replaces several values at once (a demo account's email and password). */
  function fill(patch: Partial<Values>) {
    const next = { ...values, ...patch };
    setValues(next);
    if (submitted) setErrors(validate(next));
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
    onSubmit(values).catch((error: unknown) => {
      let found = failureOf(error, action);
      // A 422 puts the server's messages on their fields (a taken email, say).
      const fields: FieldErrors<Values> = {};
      if (error instanceof ApiError && found.reason === 'fields') {
        for (const [name, key] of Object.entries(error.fields)) {
          if (name in values && isAuthErrorKey(key)) fields[name as keyof Values] = key;
        }
      }
      if (found.reason === 'fields' && Object.keys(fields).length === 0)
        found = { reason: 'other' };
      flushSync(() => {
        setFailure(found);
        setErrors((previous) => ({ ...previous, ...fields }));
        setStatus('failed');
      });
      const firstInvalid = Array.from(form.elements).find(
        (element): element is HTMLInputElement =>
          element instanceof HTMLInputElement && element.name in fields,
      );
      firstInvalid?.focus();
    });
  }

  /** The translated message for a field, when it has one. */
  function errorText(name: keyof Values): string | undefined {
    const key: AuthErrorKey | undefined = errors[name];
    return key && t(key, messageValues);
  }

  return { values, status, failure, setValue, fill, handleSubmit, errorText };
}
