import { visibleErrors } from './field-errors';

describe('visibleErrors', () => {
  it('wraps a single string and shows one message by default', () => {
    expect(visibleErrors('Required')).toEqual(['Required']);
    expect(visibleErrors(['First', 'Second'])).toEqual(['First']);
  });

  it('shows the first N messages and never more than there are', () => {
    expect(visibleErrors(['a', 'b', 'c'], 2)).toEqual(['a', 'b']);
    expect(visibleErrors(['a'], 5)).toEqual(['a']);
  });

  it('shows nothing for no messages, blank messages or a count of zero or less', () => {
    expect(visibleErrors(undefined)).toEqual([]);
    expect(visibleErrors(['', '  '], 3)).toEqual([]);
    expect(visibleErrors(['a'], 0)).toEqual([]);
    expect(visibleErrors(['a'], -1)).toEqual([]);
  });
});
