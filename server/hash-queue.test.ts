// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { waitAfterFailures } from './auth-limits';
import { BusyError, createHashQueue } from './hash-queue';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('createHashQueue', () => {
  it('runs `concurrency` tasks at once, queues `maxWaiting` more and refuses the rest at once', async () => {
    const queue = createHashQueue({ concurrency: 2, maxWaiting: 1 });
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(queue.size).toBe(3);
    await expect(queue.run(() => Promise.resolve('late'))).rejects.toBeInstanceOf(BusyError);
    gates[0]?.resolve();
    await expect(runs[0]).resolves.toBe(0);
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[1]?.resolve();
    gates[2]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(queue.size).toBe(0);
  });

  it('frees its place when a task fails', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('waitAfterFailures', () => {
  it('lets 4 wrong passwords pass, then waits 30 s, doubling, up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(waitAfterFailures)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9].map(waitAfterFailures)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(waitAfterFailures(10)).toBe(900_000);
    expect(waitAfterFailures(100)).toBe(900_000);
  });
});
