import { describe, expect, it } from 'vitest';

import { mergeStrings } from './merge-strings';

describe('mergeStrings', () => {
  it('adds the layers’ namespaces and keys, a later layer winning, and leaves its inputs as they were', () => {
    const base = { menu: { home: 'Home', users: 'Users' }, common: { save: 'Save' } };
    const demo = { menu: { charts: 'Charts', users: 'People' }, dashboard: { title: 'Dashboard' } };
    const extra = { menu: { charts: 'Graphs' } };
    const before = structuredClone({ base, demo, extra });

    expect(mergeStrings(base, [demo, extra])).toEqual({
      menu: { home: 'Home', users: 'People', charts: 'Graphs' },
      common: { save: 'Save' },
      dashboard: { title: 'Dashboard' },
    });
    expect({ base, demo, extra }).toEqual(before);
  });
});
