/**
 * The users resource: what its endpoints answer, who may do what, and the schemas of its bodies.
 * Imports nothing but `zod/mini` and its sibling contract modules.
 */
import { z } from 'zod/mini';

import { permits, type Role } from './auth';
import { defineListQuery, LIST_QUERY_LIMITS } from './list-query';
import {
  BULK_MAX,
  bulkIdsSchema,
  type BulkResult,
  type History,
  type HistoryAction,
  type HistoryEntry,
  type ListPage,
  type ResourcePermissions,
} from './resource';
import { emailField, textField } from './text';

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

/** @public The shared `HistoryAction` under the users' name, for code written against it. */
export type UserHistoryAction = HistoryAction;

/** `deleted` is the soft-delete flag (false → true on delete, true → false on restore). */
export type UserHistoryField =
  'name' | 'email' | 'score' | 'address.city' | 'address.country' | 'deleted';

/** @public One entry of a user's history, for code written against it. */
export type UserHistoryEntry = HistoryEntry<UserHistoryField>;
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

const userName = textField(
  {
    required: USER_MESSAGES.nameRequired,
    tooLong: USER_MESSAGES.nameTooLong,
    invalid: USER_MESSAGES.invalidCharacters,
  },
  USER_LIMITS.nameMax,
);
const userEmail = emailField({
  required: USER_MESSAGES.emailRequired,
  format: USER_MESSAGES.emailInvalid,
  tooLong: USER_MESSAGES.emailTooLong,
});
const userCity = textField(
  {
    required: USER_MESSAGES.cityRequired,
    tooLong: USER_MESSAGES.cityTooLong,
    invalid: USER_MESSAGES.invalidCharacters,
  },
  USER_LIMITS.cityMax,
);
const userCountry = textField(
  {
    required: USER_MESSAGES.countryRequired,
    tooLong: USER_MESSAGES.countryTooLong,
    invalid: USER_MESSAGES.invalidCharacters,
  },
  USER_LIMITS.countryMax,
);
const userScore = z
  .int({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? USER_MESSAGES.scoreRequired
        : USER_MESSAGES.scoreInteger,
  })
  .check(
    z.gte(USER_LIMITS.scoreMin, { error: USER_MESSAGES.scoreRange }),
    z.lte(USER_LIMITS.scoreMax, { error: USER_MESSAGES.scoreRange }),
  );

/**
 * Body of `POST /api/users`. Text is trimmed, the email lower-cased; unknown keys are dropped.
 * A missing `address` reports its two fields as required.
 */
export const userCreateSchema = z.object({
  name: userName,
  email: userEmail,
  score: userScore,
  // An absent address is parsed as `{}`, so its fields report "required" one by one.
  address: z.prefault(
    z.object({ city: userCity, country: userCountry }, { error: USER_MESSAGES.addressInvalid }),
    {} as { city: string; country: string },
  ),
});

/**
 * Body of `PATCH /api/users/:id`: the `version` last read plus any of the fields (the others keep
 * their value; `address` may carry one of its two fields).
 */
export const userPatchSchema = z.object({
  version: z
    .int({ error: USER_MESSAGES.versionRequired })
    .check(z.gte(1, { error: USER_MESSAGES.versionRequired })),
  name: z.optional(userName),
  email: z.optional(userEmail),
  score: z.optional(userScore),
  address: z.optional(
    z.object(
      { city: z.optional(userCity), country: z.optional(userCountry) },
      { error: USER_MESSAGES.addressInvalid },
    ),
  ),
});

/**
 * Body of `POST /api/users/bulk-delete` and `POST /api/users/bulk-restore`: 1 to
 * `USER_LIMITS.bulkMax` user ids.
 */
export const usersBulkSchema = bulkIdsSchema(USER_MESSAGES.idsInvalid);

/** What the form sends (before trimming) and what the server stores (after). */
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserPatchInput = z.input<typeof userPatchSchema>;
export type UserPatch = z.output<typeof userPatchSchema>;
