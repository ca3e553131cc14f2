import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import type { ApiError } from './contract';
import type { Db } from './db';
import { DEFAULT_USERS_TABLE, usersTableName } from './schema';
import { listUsers, parseUsersQuery } from './users-query';

export type AppOptions = {
  /** Table holding the demo users. @default 'demo_users' */
  table?: string;
};

/** Browsers on this machine may call the API directly (the dev server proxies it anyway). */
const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

function errorBody(code: ApiError['error']['code'], message: string, parameter?: string): ApiError {
  return { error: parameter === undefined ? { code, message } : { code, parameter, message } };
}

function methodNotAllowed(c: Context) {
  c.header('Allow', 'GET, HEAD');
  return c.json(
    errorBody('method_not_allowed', `${c.req.method} is not allowed here; use GET.`),
    405,
  );
}

/** The demo API: `GET /api/health` and `GET /api/users` (the data table's remote mode). */
export function createApp(db: Db, options: AppOptions = {}): Hono {
  const table = usersTableName(options.table ?? DEFAULT_USERS_TABLE);
  const app = new Hono();

  app.use(
    '/api/*',
    cors({
      origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
      allowMethods: ['GET', 'HEAD'],
    }),
  );
  app.use('/api/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
    c.header('X-Content-Type-Options', 'nosniff');
  });

  app.get('/api/health', (c) => c.json({ ok: true }));

  app.get('/api/users', async (c) => {
    const parsed = parseUsersQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) {
      const { parameter, message } = parsed.error;
      return c.json(errorBody('invalid_parameter', message, parameter), 400);
    }
    return c.json(await listUsers(db, table, parsed.query));
  });

  app.all('/api/health', methodNotAllowed);
  app.all('/api/users', methodNotAllowed);

  app.notFound((c) => c.json(errorBody('not_found', 'No such API route.'), 404));

  app.onError((error, c) => {
    console.error(`[demo-api] ${c.req.method} ${c.req.path} failed:`, error);
    return c.json(errorBody('internal_error', 'Internal server error.'), 500);
  });

  return app;
}
