// @vitest-environment node
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { Hono, type Context } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';

import type { Auth } from '../auth-routes';
import { permits, type ApiAccount, type Role } from '../contract/auth';
import type { ApiError, MessageKey, ValidationErrorBody } from '../contract/errors';
import { defineListQuery } from '../contract/list-query';
import { HISTORY_LIMIT, type BulkResult, type History, type ListPage } from '../contract/resource';
import { bulkIdsSchema } from '../contract/resource-schemas';
import { auditTable } from '../db/audit-table';
import type { Database, Db } from '../db/client';
import { jsonError } from '../http';
import { pgliteDatabases } from '../testing/test-database';
import { defineResource } from './define';
import { escapeLike, listPageQuery } from './list';
import { resourceRoutes } from './routes';
import { setDeleted } from './store';

// A tiny resource of its own: what the users resource does not have (facets, days, timestamps,
// reads behind a session) is tried here.

const tasks = pgTable('kit_tasks', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull().unique(),
  status: text().notNull(),
  due: date({ mode: 'string' }).notNull(),
  doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  points: integer().notNull(),
  version: integer().notNull().default(1),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
});
const tasksAudit = auditTable('kit_tasks_audit', 'task_id');

const STATUSES = ['todo', 'doing', 'done'] as const;
const M = { bad: 'tasks.validation.bad', taken: 'tasks.validation.taken' } as const;

const tasksList = defineListQuery({
  sortFields: ['id', 'title', 'due'],
  filterFields: [
    { id: 'status', kind: 'facet', values: STATUSES },
    { id: 'due', kind: 'dateRange' },
    { id: 'done', kind: 'dateRange' },
  ],
});

const taskFields = {
  title: z.string({ error: M.bad }).check(z.minLength(1, { error: M.bad })),
  status: z.enum(STATUSES, { error: M.bad }),
  due: z.string({ error: M.bad }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: M.bad })),
  doneAt: z.nullable(z.string({ error: M.bad })),
  // No bounds on purpose: the database refuses what an integer column cannot hold.
  points: z.int({ error: M.bad }),
};
const createSchema = z.object(taskFields);
const patchSchema = z.object({
  version: z.int({ error: M.bad }),
  ...Object.fromEntries(
    Object.entries(taskFields).map(([key, schema]) => [key, z.optional(schema)]),
  ),
}) as unknown as z.ZodMiniType<
  { version: number } & Partial<z.output<typeof createSchema>>,
  unknown
>;

type ApiTask = {
  id: number;
  title: string;
  status: string;
  due: string;
  doneAt: string | null;
  points: number;
};
type Detail = ApiTask & { version: number };

const tasksResource = defineResource({
  name: 'tasks',
  table: tasks,
  audit: tasksAudit,
  columns: {
    id: tasks.id,
    title: tasks.title,
    status: tasks.status,
    due: tasks.due,
    doneAt: tasks.doneAt,
    points: tasks.points,
  },
  toApi: (row): ApiTask => ({ ...row, doneAt: row.doneAt?.toISOString() ?? null }),
  toValues: (input: z.output<typeof createSchema>) => ({
    ...input,
    doneAt: input.doneAt === null ? null : new Date(input.doneAt),
  }),
  patchValues: (_before, patch: z.output<typeof patchSchema>) => ({
    title: patch.title,
    status: patch.status,
    due: patch.due,
    doneAt:
      patch.doneAt === undefined || patch.doneAt === null ? patch.doneAt : new Date(patch.doneAt),
    points: patch.points,
  }),
  historyFields: [
    ['title', 'title'],
    ['status', 'status'],
    ['due', 'due'],
    ['doneAt', 'doneAt'],
    ['points', 'points'],
  ],
  list: tasksList,
  search: [tasks.title],
  sortColumns: { id: tasks.id, title: tasks.title, due: tasks.due },
  filterColumns: { status: tasks.status, due: tasks.due, done: tasks.doneAt },
  permissions: {
    create: ['admin', 'editor'],
    edit: ['admin', 'editor'],
    delete: ['admin'],
    restore: ['admin'],
    history: ['admin', 'editor', 'viewer'],
  },
  schemas: { create: createSchema, patch: patchSchema, bulk: bulkIdsSchema(M.bad) },
  // A real resource adds its keys to MessageKey (server/contract/errors.ts).
  unique: [{ column: 'title', field: 'title', message: M.taken as unknown as MessageKey }],
  messages: { notFound: 'No such task.' },
});

/** Whoever the `x-role` header names is signed in (id 1); no header, nobody. */
const headerAuth: Auth = {
  account: (c: Context) => {
    const role = c.req.header('x-role') as Role | undefined;
    return Promise.resolve(
      role ? { id: 1, name: `The ${role}`, email: `${role}@example.com`, role } : null,
    );
  },
  async require(c, permissions, action, what) {
    const account: ApiAccount | null = await headerAuth.account(c);
    if (!account) return jsonError(c, 401, 'unauthenticated', 'Sign in first.');
    if (!permits(permissions, account.role, action))
      return jsonError(c, 403, 'forbidden', `may not ${action} ${what}`);
    return account;
  },
};

let database: Database;
let app: Hono;
let time = Date.parse('2030-01-01T09:00:00Z');

beforeAll(async () => {
  database = await pgliteDatabases('kit');
  await database.db.execute(sql`CREATE TABLE kit_tasks (
    id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
    title text NOT NULL CONSTRAINT kit_tasks_title_unique UNIQUE,
    status text NOT NULL,
    due date NOT NULL,
    done_at timestamptz,
    points integer NOT NULL,
    version integer NOT NULL DEFAULT 1,
    deleted_at timestamptz)`);
  await database.db.execute(sql`CREATE TABLE kit_tasks_audit (
    id integer PRIMARY KEY GENERATED BY DEFAULT AS IDENTITY,
    task_id integer NOT NULL, action text NOT NULL, actor_id integer NOT NULL,
    actor_name text NOT NULL, actor_email text NOT NULL, changes jsonb NOT NULL,
    at timestamptz NOT NULL)`);
  await database.db.insert(tasks).values([
    { title: 'Plan 100%', status: 'todo', due: '2030-01-01', points: 1 },
    { title: 'Build_it', status: 'doing', due: '2030-01-15', points: 2 },
    {
      title: 'Ship',
      status: 'done',
      due: '2030-01-31',
      points: 3,
      doneAt: new Date('2030-01-31T23:59:59.999Z'),
    },
    {
      title: 'Party',
      status: 'done',
      due: '2030-02-01',
      points: 4,
      doneAt: new Date('2030-02-01T00:00:00.000Z'),
    },
  ]);
  app = new Hono();
  resourceRoutes(app, tasksResource, { db: database.db, auth: headerAuth, now: () => time });
  app.onError((error) => {
    throw error;
  });
}, 60_000);

afterAll(async () => {
  await database.close();
});

async function send<T = unknown>(
  method: string,
  path: string,
  { role, json }: { role?: Role; json?: unknown } = {},
) {
  const response = await app.request(`http://localhost${path}`, {
    method,
    headers: {
      ...(role ? { 'x-role': role } : {}),
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: (text ? JSON.parse(text) : undefined) as T,
  };
}

const list = async (query: string) => {
  const sent = await send<ListPage<ApiTask>>('GET', `/api/tasks?${query}`, { role: 'viewer' });
  expect(sent.status).toBe(200);
  return sent.body;
};
const titles = async (query: string) => (await list(query)).data.map((task) => task.title);

let counter = 0;
const newTask = (overrides: Partial<ApiTask> = {}) => ({
  title: `Task ${(counter += 1)}`,
  status: 'todo',
  due: '2031-06-01',
  doneAt: null,
  points: 5,
  ...overrides,
});

describe('resourceRoutes: reading', () => {
  it('needs a session to read a resource that is not public read', async () => {
    for (const path of ['/api/tasks', '/api/tasks/1', '/api/tasks/1/history']) {
      const sent = await send<ApiError>('GET', path);
      expect(sent.status, path).toBe(401);
      expect(sent.body.error.code).toBe('unauthenticated');
    }
    expect((await send('GET', '/api/tasks/1', { role: 'viewer' })).status).toBe(200);
  });

  it('sorts, searches (wildcards literal), filters by facet and by days, both ends included', async () => {
    expect(await titles('sort=title|desc')).toEqual(['Ship', 'Plan 100%', 'Party', 'Build_it']);
    expect(await titles('filter=100%25')).toEqual(['Plan 100%']);
    expect(await titles('filter=_')).toEqual(['Build_it']);
    expect(await titles('filter=PLAN')).toEqual(['Plan 100%']);
    expect(await titles('status=done,todo')).toEqual(['Plan 100%', 'Ship', 'Party']);
    expect(await titles('due_from=2030-01-15&due_to=2030-01-31')).toEqual(['Build_it', 'Ship']);
    expect(await titles('due_to=2030-01-01')).toEqual(['Plan 100%']);
    // timestamptz: a day is a UTC day, its last millisecond included.
    expect(await titles('done_from=2030-01-31&done_to=2030-01-31')).toEqual(['Ship']);
    expect(await titles('done_from=2030-02-01')).toEqual(['Party']);
    expect(await titles('status=done&due_from=2030-02-01&sort=id|desc')).toEqual(['Party']);
    const page = await list('per_page=3&page=2');
    expect(page).toMatchObject({ total: 4, last_page: 2, from: 4, to: 4 });
  });

  it('answers 400 naming the parameter, before reading anything', async () => {
    for (const [query, parameter] of [
      ['status=lost', 'status'],
      ['due_from=2030-02-30', 'due_from'],
      ['due_from=2030-02-02&due_to=2030-02-01', 'due_to'],
      ['sort=points|asc', 'sort'],
    ]) {
      const sent = await send<ApiError>('GET', `/api/tasks?${query}`, { role: 'viewer' });
      expect(sent.status, query).toBe(400);
      expect(sent.body.error).toMatchObject({ code: 'invalid_parameter', parameter });
    }
  });

  it('answers 404 for ids that are not PostgreSQL integers, and 405 with Allow elsewhere', async () => {
    for (const id of ['0', '-1', '2147483648', '99999999999999999999', '1e3', 'abc', '%00']) {
      const sent = await send<ApiError>('GET', `/api/tasks/${id}`, { role: 'viewer' });
      expect(sent.status, id).toBe(404);
      expect(sent.body.error.message).toBe('No such task.');
    }
    const put = await send('PUT', '/api/tasks/1', { role: 'admin', json: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, PATCH, DELETE');
  });
});

describe('resourceRoutes: writing', () => {
  it('creates (201, Location, version 1) with a create entry listing every field', async () => {
    const sent = await send<Detail>('POST', '/api/tasks', {
      role: 'editor',
      json: newTask({ doneAt: '2031-01-02T03:04:05.000Z' }),
    });
    expect(sent.status).toBe(201);
    expect(sent.headers.get('location')).toBe(`/api/tasks/${sent.body.id}`);
    expect(sent.body).toMatchObject({ version: 1, doneAt: '2031-01-02T03:04:05.000Z' });
    const history = await send<History>('GET', `/api/tasks/${sent.body.id}/history`, {
      role: 'viewer',
    });
    expect(history.body.data).toEqual([
      expect.objectContaining({
        action: 'create',
        actor: { id: 1, name: 'The editor', email: 'editor@example.com' },
        changes: [
          { field: 'title', from: null, to: sent.body.title },
          { field: 'status', from: null, to: 'todo' },
          { field: 'due', from: null, to: '2031-06-01' },
          { field: 'doneAt', from: null, to: '2031-01-02T03:04:05.000Z' },
          { field: 'points', from: null, to: 5 },
        ],
      }),
    ]);
  });

  it('answers 422 on the field of a unique violation, 400 to a value the column cannot hold', async () => {
    const taken = await send<ValidationErrorBody>('POST', '/api/tasks', {
      role: 'editor',
      json: newTask({ title: 'Ship' }),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.fields).toEqual({ title: M.taken });
    const huge = await send<ApiError>('POST', '/api/tasks', {
      role: 'editor',
      json: newTask({ points: 2 ** 40 }),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.error.code).toBe('invalid_body');
    const nul = await send<ApiError>('POST', '/api/tasks', {
      role: 'editor',
      json: newTask({ title: 'a\u0000b' }),
    });
    expect(nul.status).toBe(400);
  });

  it('updates at the current version; a patch that changes nothing makes no version or entry', async () => {
    const created = (await send<Detail>('POST', '/api/tasks', { role: 'editor', json: newTask() }))
      .body;
    time += 60_000;
    const done = await send<Detail>('PATCH', `/api/tasks/${created.id}`, {
      role: 'editor',
      json: {
        version: 1,
        status: 'done',
        doneAt: '2031-06-02T10:00:00.000Z',
        title: created.title,
      },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ version: 2, status: 'done' });
    const same = await send<Detail>('PATCH', `/api/tasks/${created.id}`, {
      role: 'editor',
      json: { version: 2, status: 'done', doneAt: '2031-06-02T10:00:00.000Z', points: 5 },
    });
    expect(same.body).toEqual(done.body);
    const stale = await send<{ current: Detail }>('PATCH', `/api/tasks/${created.id}`, {
      role: 'admin',
      json: { version: 1, points: 8 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual(done.body);
    const taken = await send<ValidationErrorBody>('PATCH', `/api/tasks/${created.id}`, {
      role: 'editor',
      json: { version: 2, title: 'Ship' },
    });
    expect(taken.body.fields).toEqual({ title: M.taken });
    const history = await send<History>('GET', `/api/tasks/${created.id}/history`, {
      role: 'viewer',
    });
    expect(history.body.data.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history.body.data[0]).toMatchObject({
      at: new Date(time).toISOString(),
      changes: [
        { field: 'status', from: 'todo', to: 'done' },
        { field: 'doneAt', from: null, to: '2031-06-02T10:00:00.000Z' },
      ],
    });
  });

  it('deletes softly, restores, and bulk-changes the ids it can, ascending', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(
        (await send<Detail>('POST', '/api/tasks', { role: 'editor', json: newTask() })).body.id,
      );
    const [a = 0, b = 0, c = 0] = ids;
    expect((await send('DELETE', `/api/tasks/${b}`, { role: 'editor' })).status).toBe(403);
    expect((await send('DELETE', `/api/tasks/${b}`, { role: 'admin' })).status).toBe(204);
    expect((await send('DELETE', `/api/tasks/${b}`, { role: 'admin' })).status).toBe(404);
    const gone = await send<BulkResult>('POST', '/api/tasks/bulk-delete', {
      role: 'admin',
      json: { ids: [c, b, a, 2147483647, c] },
    });
    expect(gone.body).toEqual({ ids: [a, c] });
    expect((await list(`filter=Task&per_page=100`)).data.map((t) => t.id)).not.toContain(a);
    const back = await send<BulkResult>('POST', '/api/tasks/bulk-restore', {
      role: 'admin',
      json: { ids: [c, a, b] },
    });
    expect(back.body).toEqual({ ids: [a, b, c] });
    const restored = await send<Detail>('POST', `/api/tasks/${b}/restore`, { role: 'admin' });
    expect(restored.body).toMatchObject({ id: b, version: 3 });
    const bad = await send<ValidationErrorBody>('POST', '/api/tasks/bulk-delete', {
      role: 'admin',
      json: { ids: [1, 2147483648] },
    });
    expect(bad.status).toBe(422);
    expect(Object.values(bad.body.fields)).toEqual([M.bad]);
  });

  it(`answers the newest ${HISTORY_LIMIT} history entries, newest first; 404 for no such record`, async () => {
    const created = (await send<Detail>('POST', '/api/tasks', { role: 'editor', json: newTask() }))
      .body;
    await database.db.execute(sql`
      INSERT INTO kit_tasks_audit (task_id, action, actor_id, actor_name, actor_email, changes, at)
      SELECT ${created.id}, 'update', 1, 'Bulk', 'bulk@example.com',
             jsonb_build_array(jsonb_build_object('field', 'points', 'from', n, 'to', n + 1)),
             now()
      FROM generate_series(1, ${HISTORY_LIMIT + 5}) AS n`);
    const { body } = await send<History>('GET', `/api/tasks/${created.id}/history`, {
      role: 'viewer',
    });
    expect(body.data).toHaveLength(HISTORY_LIMIT);
    expect(body.data[0]?.changes).toEqual([
      { field: 'points', from: HISTORY_LIMIT + 5, to: HISTORY_LIMIT + 6 },
    ]);
    expect(body.data.map((entry) => entry.id)).toEqual(
      [...body.data.map((entry) => entry.id)].sort((x, y) => y - x),
    );
    expect((await send('GET', '/api/tasks/999999/history', { role: 'viewer' })).status).toBe(404);
  });
});

describe('setDeleted', () => {
  it('leaves out ids no integer column can hold, whatever the bulk schema let through', async () => {
    const actor = { id: 1, name: 'The admin', email: 'admin@example.com', role: 'admin' as const };
    expect(
      await setDeleted(database.db, tasksResource, [2 ** 40, 1.5, -1, 0], true, actor, new Date()),
    ).toEqual([]);
    expect(
      await setDeleted(database.db, tasksResource, [2 ** 40, 1], true, actor, new Date()),
    ).toEqual([1]);
    expect(await setDeleted(database.db, tasksResource, [1], false, actor, new Date())).toEqual([
      1,
    ]);
  });
});

describe('the list statement', () => {
  const db = drizzle.mock() as unknown as Db;

  it('puts request text only in parameters and adds id as the tie-breaker', () => {
    const { sql: text, params } = listPageQuery(db, tasksResource, {
      page: 2,
      perPage: 20,
      sort: [{ field: 'title', direction: 'desc' }],
      filter: "x'; DROP TABLE tasks; --",
      filters: { status: ['done'], due: { from: '2030-01-01' } },
    }).toSQL();
    expect(text).not.toContain('DROP');
    expect(text).toMatch(
      /order by "kit_tasks"\."title" desc, "kit_tasks"\."id" desc limit \$\d+ offset \$\d+$/,
    );
    expect(params).toEqual(["%x'; DROP TABLE tasks; --%", 'done', '2030-01-01', 20, 20]);
  });

  it('orders by id alone and only leaves out deleted rows without sort and filters', () => {
    const { sql: text, params } = listPageQuery(db, tasksResource, {
      page: 1,
      perPage: 10,
      sort: [],
      filter: '',
      filters: {},
    }).toSQL();
    expect(text).toMatch(
      /where "kit_tasks"\."deleted_at" is null order by "kit_tasks"\."id" asc limit/,
    );
    expect(params).toEqual([10]); // no OFFSET on the first page
  });

  it('escapes %, _ and backslash for LIKE', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(escapeLike('plain')).toBe('plain');
  });
});

describe('defineResource', () => {
  it('refuses, at start-up, a sort field or filter without its column', () => {
    const config = {
      name: 'tasks',
      table: tasks,
      audit: tasksAudit,
      columns: { id: tasks.id },
      toApi: (row: { id: number }) => row,
      toValues: () => ({ title: 'x', status: 'todo', due: '2030-01-01', points: 1 }),
      patchValues: () => ({}),
      historyFields: [],
      list: tasksList,
      search: [],
      sortColumns: { id: tasks.id, title: tasks.title, due: tasks.due },
      filterColumns: { status: tasks.status, due: tasks.due, done: tasks.doneAt },
      permissions: tasksResource.permissions,
      schemas: { create: createSchema, patch: patchSchema, bulk: bulkIdsSchema(M.bad) },
    };
    expect(() => defineResource(config)).not.toThrow();
    expect(() =>
      defineResource({ ...config, sortColumns: { id: tasks.id, title: tasks.title } as never }),
    ).toThrow(/sort field "due"/);
    expect(() =>
      defineResource({ ...config, filterColumns: { status: tasks.status } as never }),
    ).toThrow(/filter "due"/);
    expect(() => defineResource({ ...config, name: '../users' })).toThrow(/name/);
    expect(() => defineResource({ ...config, computed: { id: sql<number>`1` } as never })).toThrow(
      /computed value "id"/,
    );
  });

  it('selects computed values beside the columns, for lists and records alike, and writes none', () => {
    const resource = defineResource({
      name: 'tasks',
      table: tasks,
      audit: tasksAudit,
      columns: { id: tasks.id, title: tasks.title },
      computed: { shout: sql<string>`upper(${tasks.title})` },
      toApi: (row: { id: number; title: string; shout: string }) => row,
      toValues: () => ({ title: 'x', status: 'todo', due: '2030-01-01', points: 1 }),
      patchValues: () => ({}),
      historyFields: [],
      list: defineListQuery({ sortFields: ['id'] }),
      search: [],
      sortColumns: { id: tasks.id },
      permissions: tasksResource.permissions,
      schemas: { create: createSchema, patch: patchSchema, bulk: bulkIdsSchema(M.bad) },
    });
    expect(Object.keys(resource.columns)).toEqual(['id', 'title', 'shout']);
    expect(Object.keys(resource.select)).toEqual(['id', 'title', 'shout', 'version']);
    expect([...resource.tableKeys.keys()]).toEqual(['id', 'title']);
  });
});
