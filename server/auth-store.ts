import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, ne, notInArray, sql } from 'drizzle-orm';

import type { AccountLanguage, ApiAccount, Role } from './contract/auth';
import type { Db, Tx } from './db/client';
import { accounts, emailTokens, invites, passwordResets, sessions } from './db/schema';

/** What an answer says about an account (`ApiAccount`), computed in SQL so every read agrees. */
export const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  name: accounts.name,
  role: accounts.role,
  emailVerified: sql<boolean>`(${accounts.emailVerifiedAt} IS NOT NULL)`.as('email_verified'),
  avatarUrl: sql<
    string | null
  >`(CASE WHEN ${accounts.avatarVersion} IS NULL THEN NULL ELSE '/api/account/avatar/' || ${accounts.id} || '?v=' || ${accounts.avatarVersion} END)`.as(
    'avatar_url',
  ),
  language: accounts.language,
  timeZone: accounts.timeZone,
  dateFormat: accounts.dateFormat,
  preferences: accounts.preferences,
};

/** The account and its password hash, for checking a sign-in; null when the email is unknown. */
export async function findAccountForLogin(
  db: Db,
  email: string,
): Promise<{ account: ApiAccount; passwordHash: string } | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.email, email));
  if (!row) return null;
  const { passwordHash, ...account } = row;
  return { account, passwordHash };
}

/** Inserts an account; null when the email is already taken. */
export async function insertAccount(
  db: Db,
  account: {
    email: string;
    name: string;
    role: Role;
    passwordHash: string;
    language?: AccountLanguage;
    /** Null: not verified yet (sign-up). @default now: verified */
    emailVerifiedAt?: Date | null;
  },
): Promise<ApiAccount | null> {
  const [row] = await db
    .insert(accounts)
    .values(account)
    .onConflictDoNothing({ target: accounts.email })
    .returning(accountColumns);
  return row ?? null;
}

/** Sets an account's role and password (the create-admin command on an existing email). */
export async function updateAccount(
  db: Db,
  email: string,
  changes: { role: Role; passwordHash: string; name?: string },
): Promise<ApiAccount | null> {
  return db.transaction(async (tx) => {
    // Active, whatever it was: an invite not yet accepted, or a deactivation, would otherwise
    // keep the account out with the password just set.
    const [row] = await tx
      .update(accounts)
      .set({ ...changes, status: 'active' })
      .where(eq(accounts.email, email))
      .returning(accountColumns);
    if (row) await tx.delete(invites).where(eq(invites.accountId, row.id));
    return row ?? null;
  });
}

/** 256 random bits, base64url: the cookie's value and a password-reset link's token. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only a hash is stored: a leaked sessions table does not let anyone in. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionTimes = { now: number; ttlMs: number };

/** Where a session was started from, for the account's sessions list. */
export type SessionOrigin = { userAgent?: string | null; address?: string | null };

/**
 * Starts a session and returns the token for the cookie. An account keeps at most
 * `maxPerAccount` live sessions: beyond that its oldest ones end. Expired sessions of anyone
 * are cleared on the way.
 */
export async function createSession(
  db: Db,
  accountId: number,
  {
    now,
    ttlMs,
    maxPerAccount,
    userAgent = null,
    address = null,
  }: SessionTimes & { maxPerAccount: number } & SessionOrigin,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(lte(sessions.expiresAt, new Date(now)));
    await tx.insert(sessions).values({
      tokenHash: tokenHash(token),
      accountId,
      createdAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
      userAgent: userAgent?.slice(0, 512) ?? null,
      address,
      signedInAt: new Date(now),
      lastSeenAt: new Date(now),
    });
    // The new session and the newest others up to the cap stay.
    const others = and(eq(sessions.accountId, accountId), ne(sessions.tokenHash, tokenHash(token)));
    const kept = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(others)
      .orderBy(desc(sessions.createdAt), asc(sessions.tokenHash))
      .limit(maxPerAccount - 1);
    await tx.delete(sessions).where(and(others, notInArray(sessions.tokenHash, kept)));
  });
  return token;
}

/**
 * The account of a live session, pushing its expiry to `now + ttlMs` (a sliding expiry); null
 * for a malformed, unknown or expired token.
 */
export async function resumeSession(
  db: Db,
  token: string,
  times: SessionTimes,
): Promise<ApiAccount | null> {
  return (await resumeLiveSession(db, token, times))?.account ?? null;
}

/** A live session: its account, its id and when its password was last given. */
export type LiveSession = { account: ApiAccount; id: number; signedInAt: Date };

/** As `resumeSession`, with the session's id and sign-in time (and its last use recorded). */
export async function resumeLiveSession(
  db: Db,
  token: string,
  { now, ttlMs }: SessionTimes,
): Promise<LiveSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const live = db.$with('live').as(
    db
      .update(sessions)
      .set({ expiresAt: new Date(now + ttlMs), lastSeenAt: new Date(now) })
      .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, new Date(now))))
      .returning({
        accountId: sessions.accountId,
        sessionId: sessions.id,
        signedInAt: sessions.signedInAt,
      }),
  );
  const [row] = await db
    .with(live)
    .select({ ...accountColumns, sessionId: live.sessionId, signedInAt: live.signedInAt })
    .from(live)
    .innerJoin(accounts, and(eq(accounts.id, live.accountId), eq(accounts.status, 'active')));
  if (!row) return null;
  const { sessionId, signedInAt, ...account } = row;
  return { account, id: sessionId, signedInAt: new Date(signedInAt) };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}

/** Ends every session of an account ("sign out everywhere"); answers how many ended. */
export async function deleteAccountSessions(db: Db, accountId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.accountId, accountId))
      .returning({ tokenHash: sessions.tokenHash });
    await dropEmailChanges(tx, accountId);
    return ended.length;
  });
}

/**
 * Cancels the account's pending email change. Called wherever its owner takes the account back
 * (a new password, a reset, signing out everywhere, deactivation): whoever held a session could
 * have asked to move the account to an address of theirs, and confirming that link later would
 * hand them the account through a password reset.
 */
export async function dropEmailChanges(db: Db | Tx, accountId: number): Promise<void> {
  await db
    .delete(emailTokens)
    .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, 'change')));
}

/** Accounts by email (the seed's check for the demo accounts already there). */
export async function existingEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, [...emails]));
  return new Set(rows.map((row) => row.email));
}

function resetExpiry(now: number, ttlMs: number) {
  return new Date(now + ttlMs);
}

/**
 * Makes a password-reset token for the account with `email`, storing its hash. The statements
 * are the same whether or not the email has an account (the insert then adds no row), so an
 * unknown email takes as long as a known one. Expired tokens of anyone are cleared on the way.
 */
export async function createPasswordReset(
  db: Db,
  email: string,
  { now, ttlMs }: { now: number; ttlMs: number },
): Promise<{ token: string; account: (ApiAccount & { language: AccountLanguage }) | null }> {
  const token = randomBytes(32).toString('base64url');
  // Only an active account: an invite is accepted through its own link, and a deactivated
  // account stays shut until an admin reactivates it (the answer is the same either way).
  const resettable = and(eq(accounts.email, email), eq(accounts.status, 'active'));
  const [account] = await db
    .select({ ...accountColumns, language: accounts.language })
    .from(accounts)
    .where(resettable);
  await db.delete(passwordResets).where(lte(passwordResets.expiresAt, new Date(now)));
  await db.insert(passwordResets).select(
    db
      .select({
        tokenHash: sql<string>`${tokenHash(token)}`.as('token_hash'),
        accountId: accounts.id,
        createdAt: sql<Date>`${new Date(now).toISOString()}::timestamptz`.as('created_at'),
        expiresAt: sql<Date>`${resetExpiry(now, ttlMs).toISOString()}::timestamptz`.as(
          'expires_at',
        ),
      })
      .from(accounts)
      .where(resettable),
  );
  return { token, account: account ?? null };
}

/** The account a live (unused, unexpired) reset token belongs to; null otherwise. */
export async function findPasswordReset(
  db: Db,
  token: string,
  now: number,
): Promise<ApiAccount | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select(accountColumns)
    .from(passwordResets)
    .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash(token)),
        gt(passwordResets.expiresAt, new Date(now)),
      ),
    );
  return row ?? null;
}

/**
 * Uses a reset token: sets the account's password, ends every session of the account, drops its
 * other reset links and its pending email change, all or nothing. False when the token is not live any more (used by a
 * request that came first, or expired).
 */
export async function completePasswordReset(
  db: Db,
  token: string,
  { passwordHash, now }: { passwordHash: string; now: number },
): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  return db.transaction(async (tx) => {
    const [used] = await tx
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.tokenHash, tokenHash(token)),
          gt(passwordResets.expiresAt, new Date(now)),
        ),
      )
      .returning({ accountId: passwordResets.accountId });
    if (!used) return false;
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, used.accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, used.accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, used.accountId));
    await dropEmailChanges(tx, used.accountId);
    return true;
  });
}
