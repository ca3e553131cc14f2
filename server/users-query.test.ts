// @vitest-environment node
import { drizzle } from 'drizzle-orm/node-postgres';
import { describe, expect, it } from 'vitest';

import type { Db } from './db/client';
import { escapeLike, parseUsersQuery, usersPageQuery } from './users-query';

const parse = (query: string) => parseUsersQuery(new URLSearchParams(query));

describe('parseUsersQuery', () => {
  it('defaults: page 1, 10 per page, default order, no filter', () => {
    expect(parse('')).toEqual({ ok: true, query: { page: 1, perPage: 10, sort: [], filter: '' } });
  });

  it('reads every parameter', () => {
    expect(parse('page=3&per_page=100&sort=score|desc,name|asc&filter=New York')).toEqual({
      ok: true,
      query: {
        page: 3,
        perPage: 100,
        sort: [
          { field: 'score', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        filter: 'New York',
      },
    });
  });

  it('names the parameter at fault', () => {
    expect(parse('per_page=101')).toMatchObject({ ok: false, error: { parameter: 'per_page' } });
    const sort = parse('sort=salary|asc');
    expect(sort).toMatchObject({ ok: false, error: { parameter: 'sort' } });
    if (!sort.ok) expect(sort.error.message).toContain('allowed: id, name, email, city, score');
  });

  it('quotes at most 40 characters of user text in messages', () => {
    const result = parse(`page=${'9'.repeat(5000)}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message.length).toBeLessThan(120);
  });
});

describe('escapeLike', () => {
  it('escapes %, _ and backslash', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('plain')).toBe('plain');
  });
});

describe('usersPageQuery', () => {
  const db = drizzle.mock() as unknown as Db;

  it('puts user text only in parameters and adds id as the tie-breaker', () => {
    const { sql, params } = usersPageQuery(db, {
      page: 2,
      perPage: 20,
      sort: [{ field: 'name', direction: 'desc' }],
      filter: "x'; DROP TABLE users; --",
    }).toSQL();
    expect(sql).not.toContain('DROP');
    expect(sql).toMatch(
      /order by "users"\."name" desc, "users"\."id" desc limit \$\d offset \$\d$/,
    );
    expect(params).toEqual([
      "%x'; DROP TABLE users; --%",
      "%x'; DROP TABLE users; --%",
      "%x'; DROP TABLE users; --%",
      20,
      20,
    ]);
  });

  it('orders by id alone and only leaves out deleted rows without sort and filter', () => {
    const { sql, params } = usersPageQuery(db, {
      page: 1,
      perPage: 10,
      sort: [],
      filter: '',
    }).toSQL();
    expect(sql).toMatch(/where "users"\."deleted_at" is null order by "users"\."id" asc limit/);
    expect(params).toEqual([10]); // no OFFSET on the first page
  });
});
