import { formErrorsOf, valuesDrafts, wholeNumberOf } from '@/widgets/resource';
import { fieldErrors } from '@contract/errors';
import type { ApiUserDetail, UserHistoryField } from '@contract/users';
import { userCreateSchema, type UserCreateInput } from '@contract/users-schemas';

/** The form's fields, as typed (the score too: "" and "12.5" must reach the schema as typed). */
export type UserFormValues = {
  name: string;
  email: string;
  city: string;
  country: string;
  score: string;
};

export type UserFieldName = keyof UserFormValues;
export const USER_FIELDS: readonly UserFieldName[] = ['name', 'email', 'city', 'country', 'score'];

/** A field's message key (`users.validation.*`). */
export type UserFieldErrors = Partial<Record<UserFieldName, string>>;

export const EMPTY_USER: UserFormValues = { name: '', email: '', city: '', country: '', score: '' };

export function valuesOf(user: ApiUserDetail): UserFormValues {
  return {
    name: user.name,
    email: user.email,
    city: user.address.city,
    country: user.address.country,
    score: String(user.score),
  };
}

/** The body of a create (and, with `version`, of an update). */
export function bodyOf(values: UserFormValues): UserCreateInput {
  return {
    name: values.name,
    email: values.email,
    score: wholeNumberOf(values.score) as number,
    address: { city: values.city, country: values.country },
  };
}

/** The form field(s) an API field path belongs to (`address.city` → `city`). */
export function userFieldOf(path: string): UserFieldName | readonly UserFieldName[] | undefined {
  // `address` as a whole (not an object) belongs to both of its fields.
  if (path === 'address') return ['city', 'country'];
  const field = path.startsWith('address.') ? path.slice('address.'.length) : path;
  return (USER_FIELDS as readonly string[]).includes(field) ? (field as UserFieldName) : undefined;
}

/** Form fields → message keys, from the API's 422 `fields` or from a failed parse. */
export const userErrorsOf = (fields: Record<string, string>): UserFieldErrors =>
  formErrorsOf(fields, userFieldOf);

/** The unsaved drafts of user forms, by page path. */
export const userDrafts = valuesDrafts('tessera.userDraft', EMPTY_USER);

/** Validates with the schema the API uses, so the form and the server agree on every message. */
export function validateUser(values: UserFormValues): UserFieldErrors {
  const parsed = userCreateSchema.safeParse(bodyOf(values));
  return parsed.success ? {} : userErrorsOf(fieldErrors(parsed.error));
}

/** Translation key of a history field's name (the soft delete's is the history's own). */
export const historyFieldKey = (field: UserHistoryField) =>
  (
    ({
      name: 'users.fields.name',
      email: 'users.fields.email',
      score: 'users.fields.score',
      'address.city': 'users.fields.city',
      'address.country': 'users.fields.country',
      deleted: 'users.history.deletedField',
    }) as const
  )[field];
