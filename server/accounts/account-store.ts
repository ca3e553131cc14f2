import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';

import { accountColumns, dropEmailChanges, TOKEN_PATTERN, tokenHash } from '../auth-store';
import type { AccountPreferences, ApiSession, EmailTokenPurpose } from '../contract/account';
import type { ProfilePatch } from '../contract/account-schemas';
import type { ApiAccount } from '../contract/auth';
import type { Db } from '../db/client';
import { accountAvatars, accounts, emailTokens, passwordResets, sessions } from '../db/schema';

/** The account with this id, as answers show it; null when it is gone. */
export async function accountById(db: Db, id: number): Promise<ApiAccount | null> {
  const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.id, id));
  return row ?? null;
}

/** The account that has this email; null when none has. */
export async function accountByEmail(db: Db, email: string): Promise<ApiAccount | null> {
  const [row] = await db.select(accountColumns).from(accounts).where(eq(accounts.email, email));
  return row ?? null;
}

/** The account's password hash, for checking the password given again. */
export async function passwordHashOf(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(eq(accounts.id, id));
  return row?.passwordHash ?? null;
}

/** Sets the profile fields the patch names; answers the account as it is now. */
export async function updateProfile(
  db: Db,
  id: number,
  patch: ProfilePatch,
): Promise<ApiAccount | null> {
  const changes = Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as ProfilePatch;
  if (Object.keys(changes).length === 0) return accountById(db, id);
  const [row] = await db
    .update(accounts)
    .set(changes)
    .where(eq(accounts.id, id))
    .returning(accountColumns);
  return row ?? null;
}

/** Replaces the account's appearance preferences; answers the account as it is now. */
export async function setPreferences(
  db: Db,
  id: number,
  preferences: AccountPreferences,
): Promise<ApiAccount | null> {
  const [row] = await db
    .update(accounts)
    .set({ preferences })
    .where(eq(accounts.id, id))
    .returning(accountColumns);
  return row ?? null;
}

/** Stores the account's avatar (replacing any) and gives it a new URL. */
export async function setAvatar(
  db: Db,
  id: number,
  avatar: { contentType: string; data: Buffer; now: number },
): Promise<ApiAccount | null> {
  return db.transaction(async (tx) => {
    const values = {
      accountId: id,
      contentType: avatar.contentType,
      data: avatar.data,
      updatedAt: new Date(avatar.now),
    };
    await tx
      .insert(accountAvatars)
      .values(values)
      .onConflictDoUpdate({ target: accountAvatars.accountId, set: values });
    const [row] = await tx
      .update(accounts)
      .set({ avatarVersion: sql`coalesce(${accounts.avatarVersion}, 0) + 1` })
      .where(eq(accounts.id, id))
      .returning(accountColumns);
    return row ?? null;
  });
}

export async function removeAvatar(db: Db, id: number): Promise<ApiAccount | null> {
  return db.transaction(async (tx) => {
    await tx.delete(accountAvatars).where(eq(accountAvatars.accountId, id));
    const [row] = await tx
      .update(accounts)
      .set({ avatarVersion: null })
      .where(eq(accounts.id, id))
      .returning(accountColumns);
    return row ?? null;
  });
}

export async function readAvatar(
  db: Db,
  id: number,
): Promise<{ contentType: string; data: Buffer } | null> {
  const [row] = await db
    .select({ contentType: accountAvatars.contentType, data: accountAvatars.data })
    .from(accountAvatars)
    .where(eq(accountAvatars.accountId, id));
  return row ?? null;
}

/** The password was just given again in this session: sensitive actions are open for a while. */
export async function markSignedIn(db: Db, sessionId: number, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ signedInAt: new Date(now) })
    .where(eq(sessions.id, sessionId));
}

/**
 * Sets a new password: every other session of the account ends, its reset links and its pending
 * email change die, and this session counts as freshly signed in. All or nothing.
 */
export async function changePassword(
  db: Db,
  accountId: number,
  {
    passwordHash,
    keepSessionId,
    now,
  }: { passwordHash: string; keepSessionId: number; now: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
    await dropEmailChanges(tx, accountId);
    await tx
      .delete(sessions)
      .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)));
    await tx
      .update(sessions)
      .set({ signedInAt: new Date(now) })
      .where(eq(sessions.id, keepSessionId));
  });
}

/** The account's live sessions, the most recently used first. */
export async function listSessions(
  db: Db,
  accountId: number,
  { now, currentId }: { now: number; currentId: number },
): Promise<ApiSession[]> {
  const rows = await db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      startedAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.accountId, accountId), gt(sessions.expiresAt, new Date(now))))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows.map((row) => ({
    ...row,
    startedAt: row.startedAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends one session of the account; false when it has no such session. */
export async function endSession(db: Db, accountId: number, sessionId: number): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.accountId, accountId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Ends every session of the account but `keepSessionId` and its pending email change (one of
 * those sessions may have asked for it); answers how many sessions ended.
 */
export async function endOtherSessions(
  db: Db,
  accountId: number,
  keepSessionId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.accountId, accountId), ne(sessions.id, keepSessionId)))
      .returning({ id: sessions.id });
    await dropEmailChanges(tx, accountId);
    return ended.length;
  });
}

/**
 * A new mailed link for the account: `email` is the address it goes to. The account's earlier
 * links for the same purpose die (only the newest mail works), and expired links of anyone go.
 */
export async function createEmailToken(
  db: Db,
  {
    accountId,
    purpose,
    email,
    now,
    ttlMs,
  }: { accountId: number; purpose: EmailTokenPurpose; email: string; now: number; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.delete(emailTokens).where(lte(emailTokens.expiresAt, new Date(now)));
    await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.accountId, accountId), eq(emailTokens.purpose, purpose)));
    await tx.insert(emailTokens).values({
      tokenHash: tokenHash(token),
      accountId,
      purpose,
      email,
      createdAt: new Date(now),
      expiresAt: new Date(now + ttlMs),
    });
  });
  return token;
}

export type EmailTokenResult =
  | { ok: true; account: ApiAccount; previousEmail: string; language: ApiAccount['language'] }
  | { ok: false; reason: 'invalid' | 'taken' };

/**
 * Follows a mailed link: a verification marks the address verified (if it is still the
 * account's), an email change makes the link's address the account's (verified), unless another
 * account took it meanwhile. The link is used up either way; unknown, expired and used links are
 * `invalid`.
 */
export async function useEmailToken(
  db: Db,
  token: string,
  purpose: EmailTokenPurpose,
  now: number,
): Promise<EmailTokenResult> {
  if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'invalid' };
  return db.transaction(async (tx): Promise<EmailTokenResult> => {
    const [used] = await tx
      .delete(emailTokens)
      .where(
        and(
          eq(emailTokens.tokenHash, tokenHash(token)),
          eq(emailTokens.purpose, purpose),
          gt(emailTokens.expiresAt, new Date(now)),
        ),
      )
      .returning({ accountId: emailTokens.accountId, email: emailTokens.email });
    if (!used) return { ok: false, reason: 'invalid' };
    const [before] = await tx
      .select({ email: accounts.email, language: accounts.language, status: accounts.status })
      .from(accounts)
      .where(eq(accounts.id, used.accountId))
      .for('update');
    // A deactivated account's links wait for nobody: reactivation is an administrator's act.
    if (before?.status !== 'active') return { ok: false, reason: 'invalid' };
    if (purpose === 'verify') {
      if (before.email !== used.email) return { ok: false, reason: 'invalid' };
      const [account] = await tx
        .update(accounts)
        .set({ emailVerifiedAt: new Date(now) })
        .where(eq(accounts.id, used.accountId))
        .returning(accountColumns);
      return {
        ok: true,
        account: account,
        previousEmail: before.email,
        language: before.language,
      };
    }
    const [{ value: holders } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(accounts)
      .where(eq(accounts.email, used.email));
    if (holders > 0) return { ok: false, reason: 'taken' };
    const [account] = await tx
      .update(accounts)
      .set({ email: used.email, emailVerifiedAt: new Date(now) })
      .where(eq(accounts.id, used.accountId))
      .returning(accountColumns);
    // Links sent for the old address mean nothing now: neither its email links nor its reset
    // links, which whoever still reads that mailbox could otherwise use.
    await tx.delete(emailTokens).where(eq(emailTokens.accountId, used.accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, used.accountId));
    return { ok: true, account: account, previousEmail: before.email, language: before.language };
  });
}

/**
 * Deletes the account (its sessions, links and avatar go with it), unless it is the last admin.
 * The admins are locked first, so two admins deleting themselves at once cannot leave none.
 */
export async function deleteAccount(
  db: Db,
  accountId: number,
): Promise<'deleted' | 'last_admin' | 'gone'> {
  return db.transaction(async (tx) => {
    // Only an active admin can sign in to manage the others: invited and deactivated ones count not.
    const admins = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.role, 'admin'), eq(accounts.status, 'active')))
      .orderBy(accounts.id)
      .for('update');
    const isAdmin = admins.some((admin) => admin.id === accountId);
    if (isAdmin && admins.length <= 1) return 'last_admin';
    const gone = await tx
      .delete(accounts)
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id });
    return gone.length > 0 ? 'deleted' : 'gone';
  });
}
