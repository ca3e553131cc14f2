import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N (CPU/memory, a power of two), r (block size), p (parallelism). */
export type ScryptCost = { N: number; r: number; p: number };

/**
 * 64 MiB of memory per hash (128 · N · r bytes), one of OWASP's recommended scrypt settings.
 * Each hash is stored with its own cost, so raising this later still verifies older hashes.
 */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 2 ** 16, r: 8, p: 2 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem: room for the 128·N·r working buffer plus OpenSSL's own allocations.
    scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$<salt base64url>$<key base64url>`, with a fresh random salt. */
export async function hashPassword(password: string, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost);
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((value) => Number.isSafeInteger(value) && value > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

/** Derives with the stored hash's own salt and cost and compares in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  let key: Buffer;
  try {
    key = await derive(password, parsed.salt, parsed.cost);
  } catch {
    return false; // a cost scrypt refuses (N not a power of two, …): no password matches it
  }
  return timingSafeEqual(key, parsed.key);
}
