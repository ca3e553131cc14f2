/**
 * Password hashing (scrypt, 64 MiB each) runs on libuv's small thread pool: a flood of sign-ins
 * would queue there without bound and starve every other request that needs it (file reads, DNS).
 * This queue lets `concurrency` hashes run at once and `maxWaiting` wait; beyond that it refuses
 * at once with `BusyError`, which the API answers with 503 and `Retry-After`.
 */
export class BusyError extends Error {
  constructor() {
    super('Too many password checks are waiting.');
    this.name = 'BusyError';
  }
}

export type HashQueue = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting (tests and the health check). */
  readonly size: number;
};

export function createHashQueue({
  concurrency = 2,
  maxWaiting = 16,
}: { concurrency?: number; maxWaiting?: number } = {}): HashQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  };

  return {
    get size() {
      return running + waiting.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= maxWaiting) throw new BusyError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
