import { createHash, randomBytes } from 'node:crypto';
import { and, count, eq, gt, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';

import type { ApiAccount } from '../contract/auth';
import type { Db } from '../db/client';
import { accounts, recoveryCodes, twoFactor, twoFactorChallenges } from '../db/schema';
import { recoveryCodeHash } from './two-factor-crypto';

const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  name: accounts.name,
  role: accounts.role,
};

/** The account's two-factor row: its sealed secret, whether it is on and the last step used. */
export async function findTwoFactor(
  db: Db,
  accountId: number,
): Promise<{ secret: string; enabled: boolean; lastStep: number | null } | null> {
  const [row] = await db
    .select({
      secret: twoFactor.secret,
      enabledAt: twoFactor.enabledAt,
      lastStep: twoFactor.lastStep,
    })
    .from(twoFactor)
    .where(eq(twoFactor.accountId, accountId));
  return row
    ? { secret: row.secret, enabled: row.enabledAt !== null, lastStep: row.lastStep }
    : null;
}

/** Whether two-factor sign-in is on for the account. */
export async function twoFactorEnabled(db: Db, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ accountId: twoFactor.accountId })
    .from(twoFactor)
    .where(and(eq(twoFactor.accountId, accountId), isNotNull(twoFactor.enabledAt)));
  return row !== undefined;
}

/** Unused recovery codes of the account. */
export async function recoveryCodesLeft(db: Db, accountId: number): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/**
 * Keeps a new sealed secret waiting for its first code (replacing an unconfirmed one); false when
 * two-factor sign-in is already on, which this never changes.
 */
export async function startTwoFactorSetup(
  db: Db,
  accountId: number,
  { secret, now }: { secret: string; now: number },
): Promise<boolean> {
  const [row] = await db
    .insert(twoFactor)
    .values({ accountId, secret, createdAt: new Date(now) })
    .onConflictDoUpdate({
      target: twoFactor.accountId,
      set: { secret, createdAt: new Date(now), lastStep: null },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ accountId: twoFactor.accountId });
  return row !== undefined;
}

/**
 * Takes a code's time step for the account (two-factor sign-in on): only one later than the last
 * taken, in one statement, so a code (or an earlier one) never works twice, even sent twice at
 * once.
 */
export async function claimStep(db: Db, accountId: number, step: number): Promise<boolean> {
  const [row] = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(
      and(
        eq(twoFactor.accountId, accountId),
        isNotNull(twoFactor.enabledAt),
        or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
      ),
    )
    .returning({ accountId: twoFactor.accountId });
  return row !== undefined;
}

/**
 * Turns two-factor sign-in on with its first code's step and stores the recovery codes' hashes,
 * all or nothing; false when the setup is gone or the step was taken already.
 */
export async function enableTwoFactor(
  db: Db,
  accountId: number,
  { step, codes, now }: { step: number; codes: string[]; now: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(twoFactor)
      .set({ enabledAt: new Date(now), lastStep: step })
      .where(
        and(
          eq(twoFactor.accountId, accountId),
          isNull(twoFactor.enabledAt),
          or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
        ),
      )
      .returning({ accountId: twoFactor.accountId });
    if (!row) return false;
    await replaceCodes(tx, accountId, codes);
    return true;
  });
}

async function replaceCodes(db: Db, accountId: number, codes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ accountId, codeHash: recoveryCodeHash(accountId, code) })));
}

/** A new set of recovery codes in place of the old (only while two-factor sign-in is on). */
export async function replaceRecoveryCodes(
  db: Db,
  accountId: number,
  codes: string[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [on] = await tx
      .select({ accountId: twoFactor.accountId })
      .from(twoFactor)
      .where(and(eq(twoFactor.accountId, accountId), isNotNull(twoFactor.enabledAt)))
      .for('update');
    if (!on) return false;
    await replaceCodes(tx, accountId, codes);
    return true;
  });
}

/** Turns two-factor sign-in off: the secret, the recovery codes and pending sign-ins go. */
export async function disableTwoFactor(db: Db, accountId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.accountId, accountId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.accountId, accountId));
  });
}

/** Spends a recovery code: true the first time only, also when sent twice at once. */
export async function useRecoveryCode(
  db: Db,
  accountId: number,
  { code, now }: { code: string; now: number },
): Promise<boolean> {
  const [row] = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(recoveryCodes.codeHash, recoveryCodeHash(accountId, code)),
        eq(recoveryCodes.accountId, accountId),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: recoveryCodes.codeHash });
  return row !== undefined;
}

/** The pending sign-in's cookie: 256 random bits, base64url; only its SHA-256 is stored. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Starts a sign-in waiting for its second factor; answers the cookie's token. */
export async function createChallenge(
  db: Db,
  accountId: number,
  { now, ttlMs }: { now: number; ttlMs: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, new Date(now)));
  await db
    .insert(twoFactorChallenges)
    .values({ tokenHash: tokenHash(token), accountId, expiresAt: new Date(now + ttlMs) });
  return token;
}

/** The account (with its email) of a live pending sign-in; null for a dead or unknown token. */
export async function findChallenge(
  db: Db,
  token: string,
  now: number,
): Promise<ApiAccount | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select(accountColumns)
    .from(twoFactorChallenges)
    .innerJoin(accounts, eq(accounts.id, twoFactorChallenges.accountId))
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash(token)),
        gt(twoFactorChallenges.expiresAt, new Date(now)),
        // Deactivated since the password step: the sign-in ends here.
        eq(accounts.status, 'active'),
      ),
    );
  return row ?? null;
}

/**
 * Counts a wrong code against the pending sign-in; at `max` it ends. Answers whether it is still
 * live.
 */
export async function failChallenge(db: Db, token: string, max: number): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
    .where(eq(twoFactorChallenges.tokenHash, tokenHash(token)))
    .returning({ attempts: twoFactorChallenges.attempts });
  if (row && row.attempts < max) return true;
  await deleteChallenge(db, token);
  return false;
}

/**
 * Ends the pending sign-in; true only for the request that ended it, so a token completes one
 * sign-in at most.
 */
export async function consumeChallenge(db: Db, token: string, now: number): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .delete(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, tokenHash(token)),
        gt(twoFactorChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning({ accountId: twoFactorChallenges.accountId });
  return row !== undefined;
}

export async function deleteChallenge(db: Db, token: string): Promise<void> {
  if (!TOKEN_PATTERN.test(token)) return;
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.tokenHash, tokenHash(token)));
}
