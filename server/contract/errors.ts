/**
 * How the API says no: the error codes, the body every error answer has, and the field messages
 * of a 422. Shared by the server and the front end; imports nothing at run time.
 */
import type { AccountMessageKey } from './account';
import type { AuthMessageKey } from './auth';
import type { OrderMessageKey } from './demo/orders'; // demo

import type { MemberMessageKey } from './members';
import type { TwoFactorMessageKey } from './two-factor';
import type { UserMessageKey } from './users';

export type ApiErrorCode =
  | 'invalid_parameter' // 400: a query parameter; `parameter` names it
  | 'invalid_body' // 400: the body is not a JSON object
  | 'invalid_token' // 400: a password-reset token or pending two-factor sign-in unknown, expired or used
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
  | 'service_unavailable' // 503: too busy (password hashing queue full); see Retry-After
  | 'account_deactivated' // 403: sign-in to an account an admin has deactivated
  | 'sign_up_closed' // 403: sign-up when accounts are made by invitation only (SIGN_UP=closed)
  | 'last_admin' // 409: the change would leave no active admin (a demotion, a deactivation, a deleted account)
  | 'self_deactivation' // 409: an admin deactivating their own account
  | 'invalid_state' // 409: the action does not fit the record's state (a member's status, two-factor on already)
  | 'reauth_required'; // 403: a sensitive action, and the password was last given over 10 minutes ago

/** Every error answer. `message` is English, for developers; show users the message keys. */
export type ApiError = {
  error: {
    code: ApiErrorCode;
    /** The query parameter at fault (invalid_parameter only). */
    parameter?: string;
    message: string;
  };
};

/** An i18n key the front end translates: every resource's field messages. */
export type MessageKey =
  | OrderMessageKey // demo
  | AccountMessageKey
  | MemberMessageKey
  | TwoFactorMessageKey
  | AuthMessageKey
  | UserMessageKey;

/** 422: field path (`name`, `email`, `address.city`, …) → i18n message key. */
export type ValidationErrorBody = ApiError & { fields: Record<string, MessageKey> };

/** 409 from a `PATCH` with a stale version: the record as it is now, to reload or overwrite. */
export type ConflictErrorBody<T> = ApiError & { current: T };

/** Request bodies above this size are refused with 413. */
export const MAX_BODY_BYTES = 64 * 1024;

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
