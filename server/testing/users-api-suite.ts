import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import type { ApiError } from '../contract/errors';
import { SORT_FIELDS, type SortField, type UsersPage } from '../contract/users';
import { toApiUser } from '../resources/users';
import { generateDemoUsers, type DemoUserRecord } from '../seed';

export type SuiteContext = { app: Hono; statements: () => number };

const USERS = generateDemoUsers();

export async function getJson<T>(app: Hono, path: string, init?: RequestInit) {
  const response = await app.request(path, init);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { status: response.status, body: (await response.json()) as T, headers: response.headers };
}

async function getPage(app: Hono, query: string): Promise<UsersPage> {
  const { status, body } = await getJson<UsersPage>(app, `/api/users?${query}`);
  expect(status).toBe(200);
  return body;
}

/** The expected order: byte order of the value (the columns use the "C" collation), ties by id. */
function sorted(field: SortField, direction: 'asc' | 'desc'): DemoUserRecord[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...USERS].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x !== y) return (x < y ? -1 : 1) * sign;
    return (a.id - b.id) * sign;
  });
}

function matching(text: string): DemoUserRecord[] {
  const needle = text.toLowerCase();
  return USERS.filter((u) =>
    [u.name, u.email, u.city].some((value) => value.toLowerCase().includes(needle)),
  );
}

/** Every bad request this API must answer with 400 (and without touching the database). */
export const BAD_REQUESTS: ReadonlyArray<readonly [query: string, parameter: string]> = [
  ['page=0', 'page'],
  ['page=-1', 'page'],
  ['page=1.5', 'page'],
  ['page=abc', 'page'],
  ['page=', 'page'],
  ['page=%201', 'page'],
  ['page=1e3', 'page'],
  ['page=0x10', 'page'],
  ['page=1000000001', 'page'],
  ['page=99999999999999999999999', 'page'],
  ['per_page=0', 'per_page'],
  ['per_page=101', 'per_page'],
  ['per_page=-5', 'per_page'],
  ['per_page=10.5', 'per_page'],
  ['per_page=ten', 'per_page'],
  ['per_page=', 'per_page'],
  ['sort=password%7Casc', 'sort'],
  ['sort=__proto__%7Casc', 'sort'],
  ['sort=constructor%7Casc', 'sort'],
  ['sort=name%7Cup', 'sort'],
  ['sort=name%7CASC', 'sort'],
  ['sort=name', 'sort'],
  ['sort=name%7Casc%7Cx', 'sort'],
  ['sort=%7Casc', 'sort'],
  ['sort=name%7C', 'sort'],
  ['sort=name%7Casc,', 'sort'],
  ['sort=name%7Casc,name%7Cdesc', 'sort'],
  ['sort=name%3B%20DROP%20TABLE%20demo_users%7Casc', 'sort'],
  [`sort=${'name|asc,'.repeat(30)}`, 'sort'],
  [`filter=${'a'.repeat(201)}`, 'filter'],
  [`filter=${'x'.repeat(10_000)}`, 'filter'],
  ['filter=a%00b', 'filter'],
];

/** API assertions shared by the PGlite and the real-PostgreSQL test files. */
export function usersApiSuite(context: () => SuiteContext): void {
  describe('GET /api/users', () => {
    it('serves the default page: 10 rows by id, Laravel paginator fields', async () => {
      const page = await getPage(context().app, '');
      expect(page).toEqual({
        data: USERS.slice(0, 10).map(toApiUser),
        total: 5000,
        per_page: 10,
        current_page: 1,
        last_page: 500,
        from: 1,
        to: 10,
      });
    });

    it('honours per_page up to 100', async () => {
      const { app } = context();
      expect((await getPage(app, 'per_page=25')).data).toHaveLength(25);
      const hundred = await getPage(app, 'per_page=100&page=2');
      expect(hundred.data.map((u) => u.id)).toEqual(USERS.slice(100, 200).map((u) => u.id));
      expect(hundred).toMatchObject({ per_page: 100, last_page: 50, from: 101, to: 200 });
    });

    for (const field of SORT_FIELDS) {
      for (const direction of ['asc', 'desc'] as const) {
        it(`sorts by ${field} ${direction}, ties by id`, async () => {
          const { app } = context();
          const expected = sorted(field, direction).map(toApiUser);
          const first = await getPage(app, `sort=${field}%7C${direction}&per_page=100`);
          expect(first.data).toEqual(expected.slice(0, 100));
          const later = await getPage(app, `sort=${field}|${direction}&per_page=100&page=37`);
          expect(later.data).toEqual(expected.slice(3600, 3700));
        });
      }
    }

    it('accepts an empty sort (default order), address.city as city, and several keys', async () => {
      const { app } = context();
      expect((await getPage(app, 'sort=')).data.map((u) => u.id)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      expect(await getPage(app, 'sort=address.city%7Cdesc')).toEqual(
        await getPage(app, 'sort=city%7Cdesc'),
      );
      const multi = await getPage(app, 'sort=city%7Casc,score%7Cdesc&per_page=100');
      const expected = [...USERS]
        .sort((a, b) =>
          a.city !== b.city ? (a.city < b.city ? -1 : 1) : b.score - a.score || b.id - a.id,
        )
        .slice(0, 100);
      expect(multi.data).toEqual(expected.map(toApiUser));
    });

    it.each([
      ['name', 'ANNA'],
      ['name', "o'brien"],
      ['email', 'EXAMPLE.ORG'],
      ['email', 'Smith'],
      ['city', 'new york'],
      ['city', 'TOKYO'],
      ['any field', 'an'],
    ])('filters case-insensitively on %s: %j', async (_field, text) => {
      const expected = matching(text);
      expect(expected.length).toBeGreaterThan(0);
      const page = await getPage(context().app, `per_page=100&filter=${encodeURIComponent(text)}`);
      expect(page.total).toBe(expected.length);
      expect(page.data).toEqual(expected.slice(0, 100).map(toApiUser));
      expect(page.last_page).toBe(Math.ceil(expected.length / 100));
    });

    it('decodes "+" as a space in the filter, as forms and axios send it', async () => {
      const { app } = context();
      expect(await getPage(app, 'filter=new+york')).toEqual(
        await getPage(app, 'filter=new%20york'),
      );
    });

    it('treats %, _ and \\ in the filter literally', async () => {
      const { app } = context();
      expect((await getPage(app, 'filter=%25')).total).toBe(0);
      expect((await getPage(app, 'filter=%5C')).total).toBe(0);
      expect((await getPage(app, 'filter=a%25e')).total).toBe(0);
      const underscores = matching('_');
      expect(underscores.length).toBeGreaterThan(0);
      expect(underscores.length).toBeLessThan(5000);
      const page = await getPage(app, 'filter=_&per_page=100');
      expect(page.total).toBe(underscores.length);
      expect(page.data.every((u) => u.email.includes('_'))).toBe(true);
      expect((await getPage(app, 'filter=a_b')).total).toBe(matching('a_b').length);
    });

    it('keeps SQL in the filter as plain text', async () => {
      const { app } = context();
      const page = await getPage(
        app,
        `filter=${encodeURIComponent("'; DROP TABLE demo_users; --")}`,
      );
      expect(page.total).toBe(0);
      expect((await getPage(app, '')).total).toBe(5000);
    });

    it('accepts a filter of exactly 200 characters', async () => {
      expect((await getPage(context().app, `filter=${'a'.repeat(200)}`)).total).toBe(0);
    });

    describe('pagination fields (per_page=7: 714 full pages and 2 rows on page 715)', () => {
      it.each([
        [1, { current_page: 1, from: 1, to: 7 }, 7],
        [300, { current_page: 300, from: 2094, to: 2100 }, 7],
        [715, { current_page: 715, from: 4999, to: 5000 }, 2],
        [716, { current_page: 716, from: null, to: null }, 0],
        [1_000_000_000, { current_page: 1_000_000_000, from: null, to: null }, 0],
      ])('page %i', async (pageNumber, fields, rows) => {
        const page = await getPage(context().app, `per_page=7&page=${pageNumber}`);
        expect(page).toMatchObject({ ...fields, total: 5000, per_page: 7, last_page: 715 });
        expect(page.data).toHaveLength(rows);
        if (rows > 0) expect(page.data[0]?.id).toBe(fields.from);
      });

      it('reports last_page 1 and null from/to when nothing matches', async () => {
        const page = await getPage(context().app, 'filter=zzzz-no-such-user&page=3');
        expect(page).toEqual({
          data: [],
          total: 0,
          per_page: 10,
          current_page: 3,
          last_page: 1,
          from: null,
          to: null,
        });
      });

      it('pages through a filtered result', async () => {
        const expected = matching('an');
        const last = Math.ceil(expected.length / 10);
        const page = await getPage(context().app, `filter=an&page=${last}`);
        expect(page).toMatchObject({
          total: expected.length,
          last_page: last,
          to: expected.length,
        });
        expect(page.data).toEqual(expected.slice((last - 1) * 10).map(toApiUser));
      });
    });

    it('takes the first value of a repeated parameter and ignores unknown ones', async () => {
      const { app } = context();
      expect((await getPage(app, 'page=2&page=abc&per_page=5&per_page=500&foo=bar')).from).toBe(6);
      const { status } = await getJson(app, '/api/users?page=abc&page=2');
      expect(status).toBe(400);
    });

    it.each(
      BAD_REQUESTS.map(([query, parameter]) => [
        query.length > 60 ? `${query.slice(0, 60)}…` : query,
        parameter,
        query,
      ]),
    )(
      'answers 400 to %s (parameter %s) without querying the database',
      async (_label, parameter, query) => {
        const { app, statements } = context();
        const before = statements();
        const { status, body } = await getJson<ApiError>(app, `/api/users?${query}`);
        expect(status).toBe(400);
        expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'parameter']);
        expect(body.error).toMatchObject({ code: 'invalid_parameter', parameter });
        expect(body.error.message).toMatch(/^.{10,300}$/);
        expect(statements()).toBe(before);
      },
    );
  });

  describe('other routes', () => {
    it("GET /api/health answers { ok: true } with the database's state", async () => {
      const { status, body } = await getJson(context().app, '/api/health');
      expect(status).toBe(200);
      expect(body).toEqual({ ok: true, database: 'ok' });
    });

    it.each(['/api/nope', '/api/users/', '/api/users/1/nope', '/api/auth', '/api', '/'])(
      '%s is a 404 JSON',
      async (path) => {
        const { status, body } = await getJson<ApiError>(context().app, path);
        expect(status).toBe(404);
        expect(body.error.code).toBe('not_found');
      },
    );

    it('answers 405 to other methods', async () => {
      const { status, body, headers } = await getJson<ApiError>(context().app, '/api/users', {
        method: 'PUT',
        headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
      });
      expect(status).toBe(405);
      expect(body.error.code).toBe('method_not_allowed');
      expect(headers.get('allow')).toBe('GET, HEAD, POST');
    });
  });
}
