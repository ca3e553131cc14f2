/**
 * The users resource: what its endpoints answer, what its list accepts, who may do what, and the
 * limits and message keys of its fields. No zod here (the body schemas are in `users-schemas.ts`),
 * so a list page and its route loader can import it without the schema library.
 */
import { permits, type Role } from './auth';
import { defineListQuery, LIST_QUERY_LIMITS } from './list-query';
import {
  BULK_MAX,
  type BulkResult,
  type History,
  type ListPage,
  type MessageNumbers,
  type ResourcePermissions,
} from './resource';

/** One user as `GET /api/users` lists it. */
export type ApiUser = {
  id: number;
  name: string;
  email: string;
  score: number;
  address: { city: string; country: string };
};

/**
 * One user as `GET /api/users/:id` and every write answer it: with the `version` a `PATCH`
 * must send back (it grows by one on every write).
 */
export type ApiUserDetail = ApiUser & { version: number };

export type UsersPage = ListPage<ApiUser>;
export type UsersBulkResult = BulkResult;

/** Fields `sort` accepts (`address.city` is an alias of `city`). */
export const SORT_FIELDS = ['id', 'name', 'email', 'city', 'score'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const USERS_QUERY_LIMITS = {
  defaultPerPage: 10,
  maxPerPage: 100,
  ...LIST_QUERY_LIMITS,
} as const;

/** What `GET /api/users` accepts: page, per_page, sort (these fields) and filter. */
export const usersList = defineListQuery({
  sortFields: SORT_FIELDS,
  sortAliases: { 'address.city': 'city' },
  defaultPerPage: USERS_QUERY_LIMITS.defaultPerPage,
  maxPerPage: USERS_QUERY_LIMITS.maxPerPage,
});

/** `deleted` is the soft-delete flag (false → true on delete, true → false on restore). */
export type UserHistoryField =
  'name' | 'email' | 'score' | 'address.city' | 'address.country' | 'deleted';

export type UserHistory = History<UserHistoryField>;

/** What can be done to users, and which roles may do it (reading the list needs no session). */
export const USER_PERMISSIONS = {
  create: ['admin', 'editor'],
  edit: ['admin', 'editor'],
  delete: ['admin'],
  restore: ['admin'],
  history: ['admin', 'editor', 'viewer'],
} as const satisfies ResourcePermissions;
export type UserAction = keyof typeof USER_PERMISSIONS;

/** Whether an account with `role` may do `action` to users (false when nobody is signed in). */
export function can(role: Role | null | undefined, action: UserAction): boolean {
  return permits(USER_PERMISSIONS, role, action);
}

export const USER_MESSAGES = {
  nameRequired: 'users.validation.nameRequired',
  nameTooLong: 'users.validation.nameTooLong',
  emailRequired: 'users.validation.emailRequired',
  emailInvalid: 'users.validation.emailInvalid',
  emailTooLong: 'users.validation.emailTooLong',
  emailTaken: 'users.validation.emailTaken',
  cityRequired: 'users.validation.cityRequired',
  cityTooLong: 'users.validation.cityTooLong',
  countryRequired: 'users.validation.countryRequired',
  countryTooLong: 'users.validation.countryTooLong',
  addressInvalid: 'users.validation.addressInvalid',
  scoreRequired: 'users.validation.scoreRequired',
  scoreInteger: 'users.validation.scoreInteger',
  scoreRange: 'users.validation.scoreRange',
  invalidCharacters: 'users.validation.invalidCharacters',
  versionRequired: 'users.validation.versionRequired',
  idsInvalid: 'users.validation.idsInvalid',
} as const;
export type UserMessageKey = (typeof USER_MESSAGES)[keyof typeof USER_MESSAGES];

/** Limits the schemas enforce, for `maxLength`/`min`/`max` attributes and hint texts. */
export const USER_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  cityMax: 100,
  countryMax: 100,
  scoreMin: 0,
  scoreMax: 1000,
  bulkMax: BULK_MAX,
} as const;

/** The numbers the messages name (`{min}`, `{max}`), for the form to write in the reader's format. */
export const USER_MESSAGE_NUMBERS = {
  [USER_MESSAGES.scoreRange]: { min: USER_LIMITS.scoreMin, max: USER_LIMITS.scoreMax },
} as const satisfies MessageNumbers;
