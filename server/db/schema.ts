import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import {
  DATE_FORMATS,
  type AccountPreferences,
  type DateFormat,
  type EmailTokenPurpose,
} from '../contract/account';
import { ACCOUNT_LANGUAGES, ROLES, type AccountLanguage, type Role } from '../contract/auth';
import { MEMBER_STATUSES, type MemberAuditAction, type MemberStatus } from '../contract/members';
import { auditTable } from './audit-table';

/**
 * The database's tables. `npm run db:generate` turns a change here into a new migration in
 * server/migrations/ (see docs/ARCHITECTURE.md, "Database"): never change the tables by hand.
 */

/**
 * Text that sorts in byte order on every server, whatever locale the database was created with,
 * so paging is the same on PGlite and on any PostgreSQL.
 */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The people who can sign in. */
export const accounts = pgTable(
  'accounts',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: byteText().notNull().unique(),
    name: text().notNull(),
    role: text().$type<Role>().notNull(),
    /** `scrypt$N$r$p$salt$key` (server/passwords.ts); never part of an answer or a log line. */
    passwordHash: text('password_hash').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The language of the account's mail (set at sign-up from the interface's). */
    language: text().$type<AccountLanguage>().notNull().default('en'),
    /** `invited` until the invite is accepted; `deactivated` accounts cannot sign in. */
    status: text().$type<MemberStatus>().notNull().default('active'),
    /** Set at sign-in and, at most once a minute, by the requests of a session. */
    lastSeenAt: instant('last_seen_at'),
    /**
     * When the email was shown to be the owner's. Sign-up alone leaves it null (the link in the
     * verification mail sets it); accounts made any other way (seed, create-admin) start verified.
     */
    emailVerifiedAt: instant('email_verified_at').defaultNow(),
    /** Grows with every new avatar (its URL carries it); null: no avatar. */
    avatarVersion: integer('avatar_version'),
    /** An IANA time zone dates are shown in; null: the browser's. */
    timeZone: text('time_zone'),
    /** How dates are written: the language's way, or one fixed pattern. */
    dateFormat: text('date_format').$type<DateFormat>().notNull().default('auto'),
    /** The appearance the person chose (validated on write); null: none saved, the brand's. */
    preferences: jsonb().$type<AccountPreferences>(),
  },
  (table) => [
    check(
      'accounts_role_check',
      sql.raw(`${table.role.name} IN (${ROLES.map((role) => `'${role}'`).join(', ')})`),
    ),
    check(
      'accounts_language_check',
      sql.raw(
        `${table.language.name} IN (${ACCOUNT_LANGUAGES.map((language) => `'${language}'`).join(', ')})`,
      ),
    ),
    check(
      'accounts_status_check',
      sql.raw(
        `${table.status.name} IN (${MEMBER_STATUSES.map((status) => `'${status}'`).join(', ')})`,
      ),
    ),
    check(
      'accounts_date_format_check',
      sql.raw(`${table.dateFormat.name} IN (${DATE_FORMATS.map((f) => `'${f}'`).join(', ')})`),
    ),
  ],
);

/** Server-side sessions: only a hash of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** Pushed forward by every request that uses the session (a sliding expiry). */
    expiresAt: instant('expires_at').notNull(),
    /** Names the session in the account's list (the token's hash never leaves the server). */
    id: integer().notNull().generatedByDefaultAsIdentity().unique(),
    /** The browser's User-Agent at sign-in, for the sessions list. */
    userAgent: text('user_agent'),
    /** The client's address at sign-in. */
    address: text(),
    /** The last time the password was given (sign-in or re-authentication): sensitive actions need it recent. */
    signedInAt: instant('signed_in_at').notNull().defaultNow(),
    /** The last request that used the session. */
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
  },
  (table) => [
    index('sessions_expires_at_idx').on(table.expiresAt),
    index('sessions_account_id_created_at_idx').on(table.accountId, table.createdAt),
  ],
);

/**
 * Password-reset links: only a hash of the token is stored, with the account and when the link
 * stops working. A row is deleted when its link is used, and with every other link of the account
 * when its password is reset.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('password_resets_expires_at_idx').on(table.expiresAt),
    index('password_resets_account_id_idx').on(table.accountId),
  ],
);

/**
 * Mail kept instead of sent, where no SMTP server is configured (development, preview, tests):
 * `GET /api/dev/outbox` reads it outside production.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recipient: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    sentAt: instant('sent_at').notNull(),
  },
  (table) => [index('outbox_sent_at_id_idx').on(table.sentAt, table.id)],
);

/**
 * Requests counted per key (an endpoint and a client) in a fixed window, shared by every instance
 * and kept across restarts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
});

/** Failed sign-ins in a row for one account from one client, and until when that pair waits. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: byteText().notNull(),
    client: text().notNull(),
    failures: integer().notNull(),
    lastFailedAt: instant('last_failed_at').notNull(),
    blockedUntil: instant('blocked_until').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.email, table.client] }),
    index('sign_in_failures_last_failed_at_idx').on(table.lastFailedAt),
  ],
);

/** The users resource: the records the Users pages list and edit. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: byteText().notNull(),
    email: byteText().notNull().unique(),
    city: byteText().notNull(),
    country: byteText().notNull(),
    score: integer().notNull(),
    /** Grows by one with every write; a PATCH must send the one it read. */
    version: integer().notNull().default(1),
    /** Soft delete: set while the user is deleted (a restore clears it). */
    deletedAt: instant('deleted_at'),
  },
  // Each (column, id) index serves `ORDER BY column, id` in both directions.
  (table) => [
    index('users_name_id_idx').on(table.name, table.id),
    index('users_city_id_idx').on(table.city, table.id),
    index('users_score_id_idx').on(table.score, table.id),
  ],
);

/** One row per write to a user: who, when, and field by field what changed. */
export const usersAudit = auditTable('users_audit', 'user_id');

/**
 * Invitations: only a hash of the link's token is stored, with the invited account (status
 * `invited`) and when the link stops working. Accepting, resending or revoking deletes the row.
 */
export const invites = pgTable(
  'invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => accounts.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [index('invites_expires_at_idx').on(table.expiresAt)],
);

/** One row per action on an account (invite, role, deactivation, …): who, when and what. */
export const accountsAudit = auditTable<'accounts_audit', MemberAuditAction>(
  'accounts_audit',
  'account_id',
);

/**
 * Two-factor sign-in (TOTP) of an account: the secret, sealed with the server's key (AES-256-GCM,
 * server/accounts/two-factor-crypto.ts), so a copy of the database alone does not give it away.
 * A row without `enabled_at` is a setup not yet confirmed with a first code. `last_step` is the
 * time step of the last code accepted: a code is taken only for a later step, so none works twice.
 */
export const twoFactor = pgTable('two_factor', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  createdAt: instant('created_at').notNull(),
  enabledAt: instant('enabled_at'),
  lastStep: integer('last_step'),
});

/** One-time recovery codes: only a hash of each is stored; `used_at` is set when it is spent. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    usedAt: instant('used_at'),
  },
  (table) => [index('recovery_codes_account_id_idx').on(table.accountId)],
);

/**
 * Sign-ins waiting for their second factor: a hash of the short-lived cookie's token, the
 * account, when it ends and the wrong codes tried. A row is deleted when its sign-in completes.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    attempts: integer().notNull().default(0),
  },
  (table) => [index('two_factor_challenges_expires_at_idx').on(table.expiresAt)],
);

/** Account pictures: a small square image each, checked for type and size when stored. */
export const accountAvatars = pgTable('account_avatars', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  data: bytea().notNull(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/**
 * Links sent by mail to prove an address: sign-up's verification and an email change (`email`
 * is the address the link was sent to). Only a hash of the token is stored; a row goes when used.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text().$type<EmailTokenPurpose>().notNull(),
    email: byteText().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('email_tokens_expires_at_idx').on(table.expiresAt),
    index('email_tokens_account_id_idx').on(table.accountId),
  ],
);
