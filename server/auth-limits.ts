import { and, eq, lt, sql } from 'drizzle-orm';

import type { Db } from './db/client';
import { rateLimits, signInFailures } from './db/schema';

/**
 * The limits on sign-in and sign-up, kept in the database so that every instance shares them and
 * a restart does not reset them.
 *
 * - A fixed window per client and endpoint bounds the work (each attempt costs a password hash)
 *   one client can ask for: by default 20 sign-ins and 10 sign-ups per 10 minutes.
 * - Wrong passwords are counted per account AND client, with a growing wait: guessing from one
 *   place slows to a crawl, while a stranger elsewhere cannot lock the owner out.
 */

/** The window of the per-client limits. */
export const LIMIT_WINDOW_MS = 10 * 60_000;

export type AuthLimits = {
  /** Sign-in attempts per client per window. @default 20 */
  signIn: number;
  /** Sign-up attempts per client per window. @default 10 */
  signUp: number;
};

export const PRODUCTION_AUTH_LIMITS: AuthLimits = { signIn: 20, signUp: 10 };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Counts one request for `key` in its window and answers how many whole seconds to wait when it
 * is over `max` (0: go ahead). One statement, so concurrent requests on any instance count right.
 */
export async function countRequest(
  db: Db,
  key: string,
  { max, now }: { max: number; now: number },
): Promise<number> {
  const stale = sql`${rateLimits.windowStartedAt} <= ${iso(now - LIMIT_WINDOW_MS)}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStartedAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${stale} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${stale} THEN ${iso(now)}::timestamptz ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  if (!row || row.hits <= max) return 0;
  return Math.max(1, Math.ceil((row.windowStartedAt.getTime() + LIMIT_WINDOW_MS - now) / 1000));
}

/** Wrong passwords in a row allowed before the account and client pair has to wait. */
const FREE_FAILURES = 4;
const FIRST_WAIT_MS = 30_000;
const LONGEST_WAIT_MS = 15 * 60_000;
/** A failure this long after the last one starts counting afresh. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** How long the pair waits after its `failures`-th wrong password in a row. */
export function waitAfterFailures(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** (failures - FREE_FAILURES - 1));
}

/** Seconds this account and client pair must wait before its next try (0: none). */
export async function signInWait(
  db: Db,
  { email, client, now }: { email: string; client: string; now: number },
): Promise<number> {
  const [row] = await db
    .select({ blockedUntil: signInFailures.blockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), eq(signInFailures.client, client)));
  const left = (row?.blockedUntil.getTime() ?? 0) - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Records a wrong password for the pair and sets its wait. */
export async function recordSignInFailure(
  db: Db,
  { email, client, now }: { email: string; client: string; now: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const forgotten = sql`${signInFailures.lastFailedAt} <= ${iso(now - FORGET_AFTER_MS)}::timestamptz`;
    const [row] = await tx
      .insert(signInFailures)
      .values({
        email,
        client,
        failures: 1,
        lastFailedAt: new Date(now),
        blockedUntil: new Date(now),
      })
      .onConflictDoUpdate({
        target: [signInFailures.email, signInFailures.client],
        set: {
          failures: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
          lastFailedAt: new Date(now),
        },
      })
      .returning({ failures: signInFailures.failures });
    const wait = waitAfterFailures(row?.failures ?? 1);
    if (wait > 0)
      await tx
        .update(signInFailures)
        .set({ blockedUntil: new Date(now + wait) })
        .where(and(eq(signInFailures.email, email), eq(signInFailures.client, client)));
  });
}

/** A right password clears the pair's count. */
export async function clearSignInFailures(
  db: Db,
  { email, client }: { email: string; client: string },
): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, email), eq(signInFailures.client, client)));
}

/** Drops windows and failure counts that no longer limit anyone (called now and then). */
export async function sweepLimits(db: Db, now: number): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartedAt, new Date(now - LIMIT_WINDOW_MS)));
  await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailedAt, new Date(now - FORGET_AFTER_MS)),
        lt(signInFailures.blockedUntil, new Date(now)),
      ),
    );
}
