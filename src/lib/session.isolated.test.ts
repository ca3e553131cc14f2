import { describe, expect, it, vi } from 'vitest';

import { session, type Account } from './session';

const ADA: Account = { email: 'ada@example.com', name: 'Ada', role: 'admin' };
const BOB: Account = { email: 'bob@example.com', name: 'Bob', role: 'viewer' };

// Its own module graph: the session starts "not known yet", as on a page load.
describe('session.onChange', () => {
  it('is not called on the first answer, then on every change between known accounts', () => {
    const changes = vi.fn();
    const stop = session.onChange(changes);

    session.set(ADA);
    expect(changes).not.toHaveBeenCalled();

    session.set(null);
    session.set(BOB);
    const renamed = { ...BOB, name: 'Robert' };
    session.set(renamed);
    expect(changes.mock.calls).toEqual([
      [ADA, null],
      [null, BOB],
      [BOB, renamed],
    ]);

    stop();
    session.set(null);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('is called on the first change when it starts following a known account', () => {
    const changes = vi.fn();
    session.onChange(changes);
    session.set(ADA);
    expect(changes).toHaveBeenCalledWith(null, ADA);
  });
});
