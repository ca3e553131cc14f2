import type { Context, Hono } from 'hono';

import type { Auth } from './auth-routes';
import { fieldErrors, type ConflictErrorBody } from './contract/errors';
import {
  USER_MESSAGES,
  userCreateSchema,
  userPatchSchema,
  usersBulkSchema,
  type ApiUserDetail,
  type UserAction,
  type UserHistory,
  type UsersBulkResult,
} from './contract/users';
import type { Db } from './db/client';
import { errorBody, jsonError, methodNotAllowed, readJsonObject, validationFailed } from './http';
import { listUsers, parseUsersQuery } from './users-query';
import {
  createUser,
  deleteUser,
  deleteUsers,
  getUser,
  restoreUser,
  restoreUsers,
  updateUser,
  userHistory,
  type WriteResult,
} from './users-store';

/** Ids are PostgreSQL `integer`s: anything else names no user. */
function parseId(raw: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

const notFound = (c: Context) => jsonError(c, 404, 'not_found', 'No such user.');

function writeAnswer(c: Context, result: WriteResult, status: 200 | 201) {
  if (result.ok) return c.json<ApiUserDetail>(result.user, status);
  switch (result.reason) {
    case 'not_found':
      return notFound(c);
    case 'email_taken':
      return validationFailed(c, { email: USER_MESSAGES.emailTaken });
    case 'conflict':
      return jsonError(
        c,
        409,
        'version_conflict',
        'Someone else changed this user; `current` is the user as it is now.',
        { current: result.current } satisfies Omit<ConflictErrorBody<ApiUserDetail>, 'error'>,
      );
  }
}

/** The users resource: reads are public, writes need a session and a role that may do them. */
export function usersRoutes(
  app: Hono,
  { db, auth, now }: { db: Db; auth: Auth; now: () => number },
): void {
  app.get('/api/users', async (c) => {
    const parsed = parseUsersQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) {
      const { parameter, message } = parsed.error;
      return c.json(errorBody('invalid_parameter', message, { parameter }), 400);
    }
    return c.json(await listUsers(db, parsed.query));
  });

  app.post('/api/users', async (c) => {
    const actor = await auth.require(c, 'create');
    if (actor instanceof Response) return actor;
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = userCreateSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    const result = await createUser(db, parsed.data, actor, new Date(now()));
    if (result.ok) c.header('Location', `/api/users/${result.user.id}`);
    return writeAnswer(c, result, 201);
  });

  // Before the `:id` routes, which would take `bulk-delete` for an id.
  const bulk =
    (action: Extract<UserAction, 'delete' | 'restore'>, write: typeof deleteUsers) =>
    async (c: Context) => {
      const actor = await auth.require(c, action);
      if (actor instanceof Response) return actor;
      const body = await readJsonObject(c);
      if (!body.ok) return body.response;
      const parsed = usersBulkSchema.safeParse(body.value);
      if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
      const ids = await write(db, [...new Set(parsed.data.ids)], actor, new Date(now()));
      return c.json<UsersBulkResult>({ ids });
    };
  app.post('/api/users/bulk-delete', bulk('delete', deleteUsers));
  app.post('/api/users/bulk-restore', bulk('restore', restoreUsers));
  app.all('/api/users/bulk-delete', methodNotAllowed(['POST']));
  app.all('/api/users/bulk-restore', methodNotAllowed(['POST']));

  app.get('/api/users/:id', async (c) => {
    const id = parseId(c.req.param('id'));
    const user = id === null ? null : await getUser(db, id);
    return user ? c.json<ApiUserDetail>(user) : notFound(c);
  });

  app.patch('/api/users/:id', async (c) => {
    const actor = await auth.require(c, 'edit');
    if (actor instanceof Response) return actor;
    const id = parseId(c.req.param('id'));
    if (id === null) return notFound(c);
    const body = await readJsonObject(c);
    if (!body.ok) return body.response;
    const parsed = userPatchSchema.safeParse(body.value);
    if (!parsed.success) return validationFailed(c, fieldErrors(parsed.error));
    return writeAnswer(c, await updateUser(db, id, parsed.data, actor, new Date(now())), 200);
  });

  app.delete('/api/users/:id', async (c) => {
    const actor = await auth.require(c, 'delete');
    if (actor instanceof Response) return actor;
    const id = parseId(c.req.param('id'));
    if (id === null || !(await deleteUser(db, id, actor, new Date(now())))) return notFound(c);
    return c.body(null, 204);
  });

  app.post('/api/users/:id/restore', async (c) => {
    const actor = await auth.require(c, 'restore');
    if (actor instanceof Response) return actor;
    const id = parseId(c.req.param('id'));
    const user = id === null ? null : await restoreUser(db, id, actor, new Date(now()));
    return user ? c.json<ApiUserDetail>(user) : notFound(c);
  });

  app.get('/api/users/:id/history', async (c) => {
    const actor = await auth.require(c, 'history');
    if (actor instanceof Response) return actor;
    const id = parseId(c.req.param('id'));
    const entries = id === null ? null : await userHistory(db, id);
    return entries ? c.json<UserHistory>({ data: entries }) : notFound(c);
  });

  app.all('/api/users', methodNotAllowed(['GET', 'HEAD', 'POST']));
  app.all('/api/users/:id', methodNotAllowed(['GET', 'HEAD', 'PATCH', 'DELETE']));
  app.all('/api/users/:id/restore', methodNotAllowed(['POST']));
  app.all('/api/users/:id/history', methodNotAllowed(['GET', 'HEAD']));
}
