import { ApiError } from '@/lib/api';
import type { ConflictErrorBody } from '@contract/errors';

/** The form field(s) an API field path belongs to (`address.city` → `city`); none: not shown. */
export type FieldOf<F extends string> = (path: string) => F | readonly F[] | undefined;

/** Field path → message key (a 422's `fields`, or a failed parse) onto form fields: the first message each. */
export function formErrorsOf<F extends string>(
  fields: Readonly<Record<string, string>>,
  fieldOf: FieldOf<F>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const [path, key] of Object.entries(fields)) {
    const targets = fieldOf(path);
    for (const target of typeof targets === 'string' ? [targets] : (targets ?? [])) {
      errors[target] ??= key;
    }
  }
  return errors;
}

/**
 * When `error` is the API's 422, puts its `fields` on the form's fields (`setErrors`) and returns
 * them, so the caller can focus the first; anything else returns `undefined` and sets nothing.
 */
export function applyServerErrors<F extends string>(
  error: unknown,
  setErrors: (errors: Partial<Record<F, string>>) => void,
  fieldOf: FieldOf<F>,
): Partial<Record<F, string>> | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const errors = formErrorsOf(error.fields, fieldOf);
  setErrors(errors);
  return errors;
}

/** The record as the server has it now, when `error` is the API's 409 `version_conflict`. */
export function conflictOf<T>(error: unknown): T | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return (error.body as Partial<ConflictErrorBody<T>> | undefined)?.current;
}
