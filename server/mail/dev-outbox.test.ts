// @vitest-environment node
import { get } from 'node:http';
import { describe, expect, it } from 'vitest';

import { readConfig } from '../config';
import { startServer } from '../server';
import { MIGRATIONS } from '../testing/test-database';
import { TEST_SCRYPT_COST } from '../testing/write-api-suite';

/** The server as `npm run serve` (production) or `npm run preview` (development) starts it. */
async function outboxStatus(mode: 'production' | 'development'): Promise<number> {
  const result = readConfig({
    NODE_ENV: mode,
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1:3000',
    DATABASE_URL: 'memory:',
  });
  if (!result.ok) throw new Error(result.errors.join('\n'));
  const server = await startServer(result.config, {
    migrationsFolder: MIGRATIONS,
    scryptCost: TEST_SCRYPT_COST,
  });
  try {
    // The public host, which fetch() cannot send: it sets Host from the URL.
    return await new Promise<number>((resolve, reject) => {
      const request = get(
        `${server.url}/api/dev/outbox`,
        { headers: { Host: '127.0.0.1:3000' } },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on('error', reject);
    });
  } finally {
    await server.close();
  }
}

// Each starts a whole server (migrations included): one per test, each with room on a busy machine.
describe('the outbox route, as the server starts', () => {
  it('is there outside production', async () => {
    expect(await outboxStatus('development')).toBe(200);
  }, 90_000);

  it('is a 404 in production', async () => {
    expect(await outboxStatus('production')).toBe(404);
  }, 90_000);
});
