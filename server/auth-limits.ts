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

/**
 * Takes one try for the account and client pair before its password (or code) is checked: answers
 * the whole seconds to wait (0: go ahead). The try counts as a wrong one until
 * `clearSignInFailures` says it was right, and the pair's row is locked while it is counted, so
 * tries sent in parallel are counted one by one: the wait starts at the first one over the limit,
 * not once every parallel try has been checked.
 */
export async function takeSignInTry(
  db: Db,
  { email, client, now }: { email: string; client: string; now: number },
): Promise<number> {
  const pair = and(eq(signInFailures.email, email), eq(signInFailures.client, client));
  return db.transaction(async (tx) => {
    await tx
      .insert(signInFailures)
      .values({
        email,
        client,
        failures: 0,
        lastFailedAt: new Date(now),
        blockedUntil: new Date(0),
      })
      .onConflictDoNothing();
    const [row] = await tx.select().from(signInFailures).where(pair).for('update');
    if (!row) return 0;
    const left = row.blockedUntil.getTime() - now;
    if (left > 0) return Math.ceil(left / 1000);
    const forgotten = row.lastFailedAt.getTime() <= now - FORGET_AFTER_MS;
    const failures = forgotten ? 1 : row.failures + 1;
    await tx
      .update(signInFailures)
      .set({
        failures,
        lastFailedAt: new Date(now),
        blockedUntil: new Date(now + waitAfterFailures(failures)),
      })
      .where(pair);
    return 0;
  });
}

/**
 * A password check by someone already known (re-authentication, a password change, turning the
 * second factor off): the client's sign-in window, then the account and client pair's try, so a
 * stolen session guesses no faster than a stranger at the sign-in form. Answers the whole seconds
 * to wait (0: go ahead).
 */
export async function takePasswordCheck(
  db: Db,
  { email, client, now, max }: { email: string; client: string; now: number; max: number },
): Promise<number> {
  const clientWait = await countRequest(db, `sign-in:${client}`, { max, now });
  if (clientWait > 0) return clientWait;
  return takeSignInTry(db, { email, client, now });
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
