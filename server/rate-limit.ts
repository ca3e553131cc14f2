/**
 * Counts failures per key over a sliding window, in memory (one process; a restart forgets).
 * `retryAfter` is the number of whole seconds until the key may try again, 0 when it may now.
 */
export type FailureLimiter = {
  retryAfter(key: string): number;
  fail(key: string): void;
  reset(key: string): void;
};

export type FailureLimit = {
  /** Failures allowed within the window; the next attempt is refused. @default 5 */
  max: number;
  /** @default 60 000 (a minute) */
  windowMs: number;
};

export const DEFAULT_LOGIN_LIMIT: FailureLimit = { max: 5, windowMs: 60_000 };

/** Keys kept before old ones are swept, so a flood of distinct keys cannot grow memory forever. */
const SWEEP_AT = 10_000;

export function createFailureLimiter(
  { max, windowMs }: FailureLimit,
  now: () => number,
): FailureLimiter {
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - windowMs;
    const times = (failures.get(key) ?? []).filter((time) => time > cutoff);
    if (times.length === 0) failures.delete(key);
    else failures.set(key, times);
    return times;
  };

  return {
    retryAfter(key) {
      const times = recent(key);
      if (times.length < max) return 0;
      // The attempt is allowed again once enough old failures have left the window.
      const freeAt = (times[times.length - max] ?? now()) + windowMs;
      return Math.max(1, Math.ceil((freeAt - now()) / 1000));
    },
    fail(key) {
      if (failures.size >= SWEEP_AT) for (const old of [...failures.keys()]) recent(old);
      failures.set(key, [...recent(key), now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}
