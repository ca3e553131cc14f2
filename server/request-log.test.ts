// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';

import { requestLog, type LogLine } from './request-log';

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
