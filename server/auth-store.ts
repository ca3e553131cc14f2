import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, ne, notInArray } from 'drizzle-orm';

import type { ApiAccount, Role } from './contract/auth';
import type { Db } from './db/client';
import { accounts, sessions } from './db/schema';

const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  name: accounts.name,
  role: accounts.role,
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
  account: { email: string; name: string; role: Role; passwordHash: string },
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
  const [row] = await db
    .update(accounts)
    .set(changes)
    .where(eq(accounts.email, email))
    .returning(accountColumns);
  return row ?? null;
}

/** 256 random bits, base64url: the cookie's value. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Only a hash is stored: a leaked sessions table does not let anyone in. */
function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export type SessionTimes = { now: number; ttlMs: number };

/**
 * Starts a session and returns the token for the cookie. An account keeps at most
 * `maxPerAccount` live sessions: beyond that its oldest ones end. Expired sessions of anyone
 * are cleared on the way.
 */
export async function createSession(
  db: Db,
  accountId: number,
  { now, ttlMs, maxPerAccount }: SessionTimes & { maxPerAccount: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(lte(sessions.expiresAt, new Date(now)));
    await tx.insert(sessions).values({
      tokenHash: tokenHash(token),
      accountId,
      createdAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
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
  { now, ttlMs }: SessionTimes,
): Promise<ApiAccount | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const live = db.$with('live').as(
    db
      .update(sessions)
      .set({ expiresAt: new Date(now + ttlMs) })
      .where(and(eq(sessions.tokenHash, tokenHash(token)), gt(sessions.expiresAt, new Date(now))))
      .returning({ accountId: sessions.accountId }),
  );
  const [row] = await db
    .with(live)
    .select(accountColumns)
    .from(live)
    .innerJoin(accounts, eq(accounts.id, live.accountId));
  return row ?? null;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash(token)));
}

/** Ends every session of an account ("sign out everywhere"); answers how many ended. */
export async function deleteAccountSessions(db: Db, accountId: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.accountId, accountId))
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
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
