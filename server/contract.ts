/**
 * The HTTP contract of the demo API, shared by the server and the front end: response types,
 * error shapes, roles and what each may do, the i18n message keys of field errors, and the zod
 * schemas that validate request bodies on both sides. It imports nothing but `zod/mini`, so the
 * front end can bundle it without pulling server code.
 */
import { z } from 'zod/mini';

// ---------------------------------------------------------------------------------------------
// Users: what the API answers
// ---------------------------------------------------------------------------------------------

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

/** Laravel paginator shape, read by the data table from the response root. */
export type UsersPage = {
  data: ApiUser[];
  /** Rows matching the filter, all pages. */
  total: number;
  per_page: number;
  current_page: number;
  /** At least 1, also when nothing matches. */
  last_page: number;
  /** 1-based position of the first row on this page; null when the page is empty. */
  from: number | null;
  /** 1-based position of the last row on this page; null when the page is empty. */
  to: number | null;
};

/**
 * Answer of `POST /api/users/bulk-delete` and `POST /api/users/bulk-restore`: the ids the request
 * changed, ascending. Ids it could not change (unknown, or already deleted / not deleted) are
 * left out, so an Undo restores exactly what the delete removed.
 */
export type UsersBulkResult = { ids: number[] };

/** Fields `sort` accepts (`address.city` is an alias of `city`). */
export const SORT_FIELDS = ['id', 'name', 'email', 'city', 'score'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'asc' | 'desc';

export const USERS_QUERY_LIMITS = {
  defaultPerPage: 10,
  maxPerPage: 100,
  maxPage: 1_000_000_000,
  maxFilterLength: 200,
  maxSortLength: 200,
} as const;

/** What a write did to a user, as `GET /api/users/:id/history` lists it. */
export type UserHistoryAction = 'create' | 'update' | 'delete' | 'restore';

/** `deleted` is the soft-delete flag (false → true on delete, true → false on restore). */
export type UserHistoryField =
  'name' | 'email' | 'score' | 'address.city' | 'address.country' | 'deleted';

export type UserHistoryEntry = {
  id: number;
  action: UserHistoryAction;
  /** ISO 8601, UTC. */
  at: string;
  /** The signed-in account that made the change. */
  actor: { id: number; name: string; email: string };
  /** Field by field; a `create` lists every field with `from: null`. */
  changes: Array<{
    field: UserHistoryField;
    from: string | number | boolean | null;
    to: string | number | boolean | null;
  }>;
};

/** `GET /api/users/:id/history`: newest first, at most `HISTORY_LIMIT` entries. */
export type UserHistory = { data: UserHistoryEntry[] };
export const HISTORY_LIMIT = 100;

// ---------------------------------------------------------------------------------------------
// Accounts, sessions and roles
// ---------------------------------------------------------------------------------------------

export const ROLES = ['admin', 'editor', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in person. The password (or its hash) is never part of any answer. */
export type ApiAccount = { id: number; email: string; name: string; role: Role };

/** `POST /api/auth/login` (200) and `POST /api/auth/signup` (201). */
export type AuthResponse = { account: ApiAccount };

/** `GET /api/auth/me`: `account` is null when no valid session cookie came with the request. */
export type MeResponse = { account: ApiAccount | null };

// The seeded accounts live in a module of their own (no zod), so a login page can offer them
// without loading the schemas.
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';

/**
 * `GET /api/auth/demo-accounts`: the seeded accounts a login page may offer to fill in. Only the
 * demo API has this endpoint; their shared password is `DEMO_PASSWORD`, never part of an answer.
 */
export type DemoAccountsResponse = { accounts: Array<{ email: string; name: string; role: Role }> };

/** What can be done to users, and which roles may do it (reading the list needs no session). */
export const USER_PERMISSIONS = {
  create: ['admin', 'editor'],
  edit: ['admin', 'editor'],
  delete: ['admin'],
  restore: ['admin'],
  history: ['admin', 'editor', 'viewer'],
} as const satisfies Record<string, readonly Role[]>;
export type UserAction = keyof typeof USER_PERMISSIONS;

/** Whether an account with `role` may do `action` (false when nobody is signed in). */
export function can(role: Role | null | undefined, action: UserAction): boolean {
  return role != null && (USER_PERMISSIONS[action] as readonly Role[]).includes(role);
}

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

export type ApiErrorCode =
  | 'invalid_parameter' // 400: a query parameter; `parameter` names it
  | 'invalid_body' // 400: the body is not a JSON object
  | 'invalid_credentials' // 401: login refused (never says which of email or password)
  | 'unauthenticated' // 401: no valid session
  | 'csrf_rejected' // 403: a write without JSON content type or same-origin Origin
  | 'forbidden' // 403: signed in, but the role may not do this
  | 'not_found' // 404
  | 'method_not_allowed' // 405; the Allow header lists the methods
  | 'version_conflict' // 409: PATCH with a stale version; `current` is the row now
  | 'payload_too_large' // 413: body over MAX_BODY_BYTES
  | 'validation_failed' // 422: `fields` maps each bad field to a message key
  | 'too_many_requests' // 429: too many attempts from this client (sign-in, sign-up); see Retry-After
  | 'misdirected_request' // 421: the Host is not the site's public host
  | 'internal_error' // 500
  | 'service_unavailable'; // 503: too busy (password hashing queue full); see Retry-After

/** Every error answer. `message` is English, for developers; show users the message keys. */
export type ApiError = {
  error: {
    code: ApiErrorCode;
    /** The query parameter at fault (invalid_parameter only). */
    parameter?: string;
    message: string;
  };
};

/** 422: field path (`name`, `email`, `address.city`, …) → i18n message key. */
export type ValidationErrorBody = ApiError & { fields: Record<string, MessageKey> };

/** 409 from `PATCH /api/users/:id`: the row as it is now, to reload or overwrite. */
export type ConflictErrorBody = ApiError & { current: ApiUserDetail };

/** Request bodies above this size are refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

// ---------------------------------------------------------------------------------------------
// Field messages (i18n keys the front end translates) and the schemas that use them
// ---------------------------------------------------------------------------------------------

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

export const AUTH_MESSAGES = {
  emailRequired: 'auth.validation.emailRequired',
  emailFormat: 'auth.validation.emailFormat',
  emailTooLong: 'auth.validation.emailTooLong',
  emailTaken: 'auth.validation.emailTaken',
  passwordRequired: 'auth.validation.passwordRequired',
  passwordLength: 'auth.validation.passwordLength',
  passwordCommon: 'auth.validation.passwordCommon',
  passwordFromEmail: 'auth.validation.passwordFromEmail',
  passwordTooLong: 'auth.validation.passwordTooLong',
  nameRequired: 'auth.validation.nameRequired',
  nameTooLong: 'auth.validation.nameTooLong',
  invalidCharacters: 'auth.validation.invalidCharacters',
} as const;

export type MessageKey =
  | (typeof USER_MESSAGES)[keyof typeof USER_MESSAGES]
  | (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

/** Limits the schemas enforce, for `maxLength`/`min`/`max` attributes and hint texts. */
export const USER_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  cityMax: 100,
  countryMax: 100,
  scoreMin: 0,
  scoreMax: 1000,
  /** Ids in one bulk request (5000 ten-digit ids still fit in `MAX_BODY_BYTES`). */
  bulkMax: 5000,
} as const;

/**
 * Counted in characters as people see them (code points), not UTF-16 units. Length is the rule
 * that matters (NIST SP 800-63B); common and email-derived passwords are refused on top of it.
 */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * Whether every UTF-16 surrogate is paired. A lone one is not a character: it cannot be stored
 * as UTF-8 or JSON text, so a field holding one is refused like a control character.
 */
export function isWellFormedText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}

/** Control characters (NUL, line breaks, …) and lone surrogates have no place in a one-line field. */
function isSingleLineText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return isWellFormedText(text);
}

function textField(
  messages: { required: MessageKey; tooLong: MessageKey; invalid: MessageKey },
  max: number,
) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required }),
      z.maxLength(max, { error: messages.tooLong }),
      z.refine(isSingleLineText, { error: messages.invalid }),
    );
}

function emailField(messages: { required: MessageKey; format: MessageKey; tooLong: MessageKey }) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: messages.required }),
      z.maxLength(USER_LIMITS.emailMax, { error: messages.tooLong }),
      z.regex(z.regexes.email, { error: messages.format }),
    );
}

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
export const usersBulkSchema = z.object({
  ids: z
    .array(
      z
        .int({ error: USER_MESSAGES.idsInvalid })
        .check(
          z.gte(1, { error: USER_MESSAGES.idsInvalid }),
          z.lte(2_147_483_647, { error: USER_MESSAGES.idsInvalid }),
        ),
      { error: USER_MESSAGES.idsInvalid },
    )
    .check(
      z.minLength(1, { error: USER_MESSAGES.idsInvalid }),
      z.maxLength(USER_LIMITS.bulkMax, { error: USER_MESSAGES.idsInvalid }),
    ),
});

/** Body of `POST /api/auth/login`. Only presence and shape: the password rules are sign-up's. */
export const loginSchema = z.object({
  email: emailField({
    required: AUTH_MESSAGES.emailRequired,
    format: AUTH_MESSAGES.emailFormat,
    tooLong: AUTH_MESSAGES.emailTooLong,
  }),
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, { error: AUTH_MESSAGES.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
      z.refine(isWellFormedText, { error: AUTH_MESSAGES.invalidCharacters }),
    ),
});

/**
 * Body of `POST /api/auth/signup`. The password is taken as typed (spaces count). `name` is
 * optional: without it the part of the email before `@` is used.
 */
export const signupSchema = z.object({
  email: loginSchema.shape.email,
  password: z.string({ error: AUTH_MESSAGES.passwordRequired }).check(
    z.minLength(1, { error: AUTH_MESSAGES.passwordRequired }),
    z.refine((password) => Array.from(password).length >= PASSWORD_MIN_LENGTH, {
      error: AUTH_MESSAGES.passwordLength,
    }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: AUTH_MESSAGES.passwordTooLong }),
    z.refine(isWellFormedText, { error: AUTH_MESSAGES.invalidCharacters }),
  ),
  name: z.optional(
    textField(
      {
        required: AUTH_MESSAGES.nameRequired,
        tooLong: AUTH_MESSAGES.nameTooLong,
        invalid: AUTH_MESSAGES.invalidCharacters,
      },
      USER_LIMITS.nameMax,
    ),
  ),
});

/** What the form sends (before trimming) and what the server stores (after). */
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserPatchInput = z.input<typeof userPatchSchema>;
export type UserPatch = z.output<typeof userPatchSchema>;

/**
 * The `fields` of a 422 from a failed parse: each field path (`address.city`) → the message key
 * of its first problem. The server answers exactly this, so a form can run the same schema
 * before sending and show the same messages.
 */
export function fieldErrors(error: {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}): Record<string, MessageKey> {
  const fields: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= issue.message as MessageKey;
  }
  return fields;
}
