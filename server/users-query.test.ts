// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildUsersSql, escapeLike, parseUsersQuery } from './users-query';

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

describe('buildUsersSql', () => {
  it('puts user text only in parameters and adds id as the tie-breaker', () => {
    const sql = buildUsersSql('demo_users', {
      page: 2,
      perPage: 20,
      sort: [{ field: 'name', direction: 'desc' }],
      filter: "x'; DROP TABLE demo_users; --",
    });
    expect(sql.rows.sql).not.toContain('DROP');
    expect(sql.rows.sql).toContain('ORDER BY name DESC, id DESC LIMIT $2 OFFSET $3');
    expect(sql.rows.params).toEqual(["%x'; DROP TABLE demo\\_users; --%", 20, 20]);
    expect(sql.count.params).toEqual(["%x'; DROP TABLE demo\\_users; --%"]);
  });

  it('orders by id alone and only leaves out deleted rows without sort and filter', () => {
    const sql = buildUsersSql('demo_users', { page: 1, perPage: 10, sort: [], filter: '' });
    expect(sql.rows.sql).toContain('WHERE deleted_at IS NULL ORDER BY');
    expect(sql.count.sql).toContain('WHERE deleted_at IS NULL');
    expect(sql.rows.sql).toContain('ORDER BY id ASC LIMIT $1 OFFSET $2');
    expect(sql.rows.params).toEqual([10, 0]);
  });

  it('refuses a table name that is not a plain identifier', () => {
    const query = { page: 1, perPage: 10, sort: [], filter: '' };
    expect(() => buildUsersSql('users"; DROP TABLE x; --', query)).toThrow(
      /Invalid users table name/,
    );
  });
});
