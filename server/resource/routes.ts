import type { Context, Hono } from 'hono';

import type { Auth } from '../auth-routes';
import { fieldErrors, type ConflictErrorBody } from '../contract/errors';
import { parseListQuery } from '../contract/list-query-schemas';
import { ID_MAX, type BulkResult, type History, type ResourceAction } from '../contract/resource';
import type { Db } from '../db/client';
import { errorBody, jsonError, methodNotAllowed, readJsonObject, validationFailed } from '../http';
import type { Resource } from './define';
import { listPage } from './list';
import {
  createRecord,
  getRecord,
  recordHistory,
  setDeleted,
  updateRecord,
  type WriteResult,
} from './store';

export type ResourceDeps = { db: Db; auth: Auth; now: () => number };

/** Ids are PostgreSQL `integer`s: anything else names no record. */
function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= ID_MAX ? id : null;
}

/**
 * The endpoints of a resource under `/api/<name>`: the list (`GET`), create (`POST`), a record
 * (`GET`, `PATCH` with its version, `DELETE` soft), `POST /:id/restore`, `POST /bulk-delete` and
 * `/bulk-restore`, `GET /:id/history`, and 405 with `Allow` for any other method on them.
 */
export function resourceRoutes<Api>(
  app: Hono,
  resource: Resource<Api>,
  { db, auth, now }: ResourceDeps,
): void {
  const base = `/api/${resource.name}`;
  const notFound = (c: Context) => jsonError(c, 404, 'not_found', resource.notFound);
  const at = () => new Date(now());

  /** Reading needs a session unless the resource is public: the 401 to send, or null. */
  async function readRefusal(c: Context): Promise<Response | null> {
    if (resource.publicRead || (await auth.account(c))) return null;
    return jsonError(c, 401, 'unauthenticated', 'Sign in first.');
  }

  const allowed = (c: Context, action: ResourceAction) =>
    auth.require(c, resource.permissions, action, resource.name);

  /** The parsed body, or the 400/422 answer to send. */
  async function readBody<T>(
    c: Context,
    schema: Resource['schemas'][keyof Resource['schemas']],
  ): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
    const body = await readJsonObject(c);
    if (!body.ok) return body;
    const parsed = schema.safeParse(body.value);
    if (!parsed.success)
      return { ok: false, response: validationFailed(c, fieldErrors(parsed.error)) };
    return { ok: true, value: parsed.data as T };
  }

  function writeAnswer(c: Context, result: WriteResult<Api>, status: 200 | 201) {
    if (result.ok) return c.json(result.record, status);
    switch (result.reason) {
      case 'not_found':
        return notFound(c);
      case 'field':
        return validationFailed(c, { [result.field]: result.message });
      case 'bad_value':
        return jsonError(c, 400, 'invalid_body', 'A value does not fit its field.');
      case 'conflict':
        return jsonError(
          c,
          409,
          'version_conflict',
          'Someone else changed this record; `current` is the record as it is now.',
          { current: result.current } satisfies Omit<ConflictErrorBody<unknown>, 'error'>,
        );
    }
  }

  app.get(base, async (c) => {
    const refusal = await readRefusal(c);
    if (refusal) return refusal;
    const parsed = parseListQuery(resource.list, new URL(c.req.url).searchParams);
    if (!parsed.ok) {
      const { parameter, message } = parsed.error;
      return c.json(errorBody('invalid_parameter', message, { parameter }), 400);
    }
    return c.json(await listPage(db, resource, parsed.query));
  });

  app.post(base, async (c) => {
    const actor = await allowed(c, 'create');
    if (actor instanceof Response) return actor;
    const body = await readBody<unknown>(c, resource.schemas.create);
    if (!body.ok) return body.response;
    const result = await createRecord(db, resource, body.value, actor, at());
    if (result.ok) c.header('Location', `${base}/${result.id}`);
    return writeAnswer(c, result, 201);
  });

  // Before the `:id` routes, which would take `bulk-delete` for an id.
  for (const [path, action] of [
    ['bulk-delete', 'delete'],
    ['bulk-restore', 'restore'],
  ] as const) {
    app.post(`${base}/${path}`, async (c) => {
      const actor = await allowed(c, action);
      if (actor instanceof Response) return actor;
      const body = await readBody<{ ids: number[] }>(c, resource.schemas.bulk);
      if (!body.ok) return body.response;
      const ids = await setDeleted(db, resource, body.value.ids, action === 'delete', actor, at());
      return c.json<BulkResult>({ ids });
    });
    app.all(`${base}/${path}`, methodNotAllowed(['POST']));
  }

  app.get(`${base}/:id`, async (c) => {
    const refusal = await readRefusal(c);
    if (refusal) return refusal;
    const id = parseId(c.req.param('id'));
    const record = id === null ? null : await getRecord(db, resource, id);
    return record ? c.json(record) : notFound(c);
  });

  app.patch(`${base}/:id`, async (c) => {
    const actor = await allowed(c, 'edit');
    if (actor instanceof Response) return actor;
    const id = parseId(c.req.param('id'));
    if (id === null) return notFound(c);
    const body = await readBody<{ version: number }>(c, resource.schemas.patch);
    if (!body.ok) return body.response;
    return writeAnswer(c, await updateRecord(db, resource, id, body.value, actor, at()), 200);
  });

  app.delete(`${base}/:id`, async (c) => {
    const actor = await allowed(c, 'delete');
    if (actor instanceof Response) return actor;
    const id = parseId(c.req.param('id'));
    if (id === null || (await setDeleted(db, resource, [id], true, actor, at())).length === 0)
      return notFound(c);
    return c.body(null, 204);
  });

  app.post(`${base}/:id/restore`, async (c) => {
    const actor = await allowed(c, 'restore');
    if (actor instanceof Response) return actor;
    const id = parseId(c.req.param('id'));
    if (id === null) return notFound(c);
    await setDeleted(db, resource, [id], false, actor, at());
    const record = await getRecord(db, resource, id);
    return record ? c.json(record) : notFound(c);
  });

  app.get(`${base}/:id/history`, async (c) => {
    const actor = await allowed(c, 'history');
    if (actor instanceof Response) return actor;
    const id = parseId(c.req.param('id'));
    const entries = id === null ? null : await recordHistory(db, resource, id);
    return entries ? c.json<History>({ data: entries }) : notFound(c);
  });

  app.all(base, methodNotAllowed(['GET', 'HEAD', 'POST']));
  app.all(`${base}/:id`, methodNotAllowed(['GET', 'HEAD', 'PATCH', 'DELETE']));
  app.all(`${base}/:id/restore`, methodNotAllowed(['POST']));
  app.all(`${base}/:id/history`, methodNotAllowed(['GET', 'HEAD']));
}
