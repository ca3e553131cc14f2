import type { Hono } from 'hono';

import type { OutboxResponse } from '../contract/mail';
import type { Db } from '../db/client';
import { methodNotAllowed } from '../http';
import { readOutbox } from './mailer';

/**
 * `GET /api/dev/outbox`: the mail kept instead of sent, newest first, readable without signing
 * in. Only outside production (createApp's `devRoutes`): there the route does not exist.
 */
export function outboxRoutes(app: Hono, { db }: { db: Db }): void {
  app.get('/api/dev/outbox', async (c) => c.json<OutboxResponse>({ mails: await readOutbox(db) }));
  app.all('/api/dev/outbox', methodNotAllowed(['GET', 'HEAD']));
}
