// @vitest-environment node
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { loggableError, requestLog, type LogLine } from './request-log';

function app() {
  const lines: LogLine[] = [];
  const hono = new Hono();
  hono.use('*', ...requestLog({ info: (line) => lines.push(line), error: () => {} }));
  hono.post('/api/auth/login', (c) => c.json({ ok: true }));
  hono.get('/api/users', (c) => c.json({ data: [] }));
  return { hono, lines };
}

describe('requestLog', () => {
  it('logs one line per request: method, path, query names, status, time and id; never values, cookies or bodies', async () => {
    const { hono, lines } = app();
    const answer = await hono.request('/api/users?filter=ada%40example.com&page=2&page=3', {
      headers: { Cookie: 'tessera_session=secret-token', Authorization: 'Bearer abc' },
    });
    await hono.request('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: 'ada@example.com', password: 'hunter2 hunter2' }),
    });
    expect(lines).toEqual([
      {
        msg: 'request',
        method: 'GET',
        path: '/api/users',
        query: ['filter', 'page'],
        status: 200,
        ms: expect.any(Number) as number,
        id: answer.headers.get('x-request-id'),
      },
      expect.objectContaining({ method: 'POST', path: '/api/auth/login', query: undefined }),
    ]);
    const text = JSON.stringify(lines);
    for (const secret of ['ada@example.com', 'ada%40', 'secret-token', 'Bearer', 'hunter2'])
      expect(text).not.toContain(secret);
  });

  it('keeps a plain X-Request-Id from a proxy and replaces anything else', async () => {
    const { hono, lines } = app();
    const kept = await hono.request('/api/users', { headers: { 'X-Request-Id': 'lb-1234' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234');
    const replaced = await hono.request('/api/users', {
      headers: { 'X-Request-Id': '"><script>' },
    });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.map((line) => line.id)).toEqual(['lb-1234', replaced.headers.get('x-request-id')]);
  });
});

describe('loggableError', () => {
  it("keeps a failed query's statement and the driver's error, never its parameters", () => {
    const driver = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const failed = new DrizzleQueryError(
      'select * from users where email ilike $1',
      ['%jane.doe@private.example%'],
      driver,
    );
    const text = loggableError(failed);
    expect(text).toContain('select * from users where email ilike $1');
    expect(text).toContain('connect ECONNREFUSED 127.0.0.1:5432');
    expect(text).not.toContain('jane.doe');
    expect(failed.message).toContain('jane.doe'); // what the log used to carry
  });

  it('keeps the stack of any other error', () => {
    const error = new Error('boom');
    expect(loggableError(error)).toBe(error.stack);
  });
});
