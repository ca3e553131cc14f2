// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { readRecents, RECENTS_KEY, RECENTS_MAX, rememberPick } from './recents';

describe('recent picks', () => {
  it('keeps the newest five, each once, newest first', () => {
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) rememberPick({ id: `page:${id}` });
    rememberPick({ id: 'page:d' });
    expect(readRecents().map((pick) => pick.id)).toEqual([
      'page:d',
      'page:f',
      'page:e',
      'page:c',
      'page:b',
    ]);
    expect(readRecents()).toHaveLength(RECENTS_MAX);
  });

  it('ignores garbage in storage', () => {
    window.localStorage.setItem(RECENTS_KEY, '{not json');
    expect(readRecents()).toEqual([]);
    window.localStorage.setItem(RECENTS_KEY, JSON.stringify({ id: 'page:a' }));
    expect(readRecents()).toEqual([]);
    window.localStorage.setItem(
      RECENTS_KEY,
      JSON.stringify([
        null,
        'page:a',
        { id: 42 },
        { id: '' },
        { id: 'record:users:1', title: 3 },
        { id: 'record:users:2', title: 'Ingrid', path: 'https://elsewhere.example' },
        { id: 'record:users:3', title: 'Ingrid', detail: 'i@example.com', path: '/admin/users/3' },
      ]),
    );
    expect(readRecents()).toEqual([
      { id: 'record:users:3', title: 'Ingrid', detail: 'i@example.com', path: '/admin/users/3' },
    ]);
    // A pick after garbage starts a clean list.
    rememberPick({ id: 'page:tables' });
    expect(readRecents().map((pick) => pick.id)).toEqual(['page:tables', 'record:users:3']);
  });
});
