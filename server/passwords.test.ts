// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { hashPassword, verifyPassword } from './passwords';
import { TEST_SCRYPT_COST } from './testing/write-api-suite';

describe('password hashes', () => {
  it('salts every hash and verifies only the right password', async () => {
    const first = await hashPassword('tessera-demo', TEST_SCRYPT_COST);
    const second = await hashPassword('tessera-demo', TEST_SCRYPT_COST);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(first).not.toContain('tessera-demo');
    expect(await verifyPassword('tessera-demo', first)).toBe(true);
    expect(await verifyPassword('tessera-demo', second)).toBe(true);
    expect(await verifyPassword('Tessera-demo', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('verifies with the cost stored in the hash, so a later cost change keeps old hashes working', async () => {
    const cheaper = await hashPassword('pw', { N: 512, r: 4, p: 1 });
    expect(await verifyPassword('pw', cheaper)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'bcrypt$2b$10$abc',
    'scrypt$0$8$1$salt$key',
    'scrypt$1024$8$1$c2FsdA$c2hvcnQ',
    `scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA$${'A'.repeat(43)}`,
  ])('refuses a malformed stored hash %j', async (stored) => {
    expect(await verifyPassword('pw', stored)).toBe(false);
  });
});
