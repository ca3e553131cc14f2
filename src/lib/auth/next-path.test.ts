import { describe, expect, it } from 'vitest';

import { safeNextPath, signInPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/admin/users?users_page=2&filter=a%20b#top')).toBe(
      '/admin/users?users_page=2&filter=a%20b#top',
    );
    expect(safeNextPath('/admin/users/12')).toBe('/admin/users/12');
  });

  it.each([
    ['a protocol-relative URL', '//evil.com'],
    ['a protocol-relative URL with a path', '//evil.com/admin'],
    ['a backslash the browser reads as a slash', '/\\evil.com'],
    ['a backslash further in', '/admin\\..\\\\evil.com'],
    ['an absolute URL', 'https://evil.com/admin'],
    ['another scheme', 'javascript:alert(1)'],
    ['a scheme behind a slash-less path', 'javascript://%0aalert(1)'],
    ['a relative path', 'admin/users'],
    ['a tab the browser strips into //', '/\t/evil.com'],
    ['a line break', '/\n/evil.com'],
    ['nothing', ''],
    ['null', null],
  ])('refuses %s', (_, next) => {
    expect(safeNextPath(next)).toBeUndefined();
  });

  it('normalises dot segments, refusing those that collapse into //host', () => {
    expect(safeNextPath('/admin/x/../users')).toBe('/admin/users');
    expect(safeNextPath('/admin/../..//evil.com')).toBeUndefined();
  });
});

describe('signInPath', () => {
  it('adds the path to come back to, encoded', () => {
    expect(signInPath('/auth/login', '/admin/users?filter=a&b=1')).toBe(
      '/auth/login?next=%2Fadmin%2Fusers%3Ffilter%3Da%26b%3D1',
    );
  });

  it('leaves out a path that could leave the site', () => {
    expect(signInPath('/auth/login', '//evil.com')).toBe('/auth/login');
  });
});
