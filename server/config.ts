import { isAbsolute, resolve } from 'node:path';

import { PRODUCTION_AUTH_LIMITS, type AuthLimits } from './auth-limits';
import { SIGN_UP_MODES, type SignUpMode } from './contract/auth';
import { isSingleLineText } from './contract/text';
import type { DatabaseTarget } from './db/client';

/**
 * The server's settings, read from the environment once at start and checked: every bad or
 * missing variable is reported on a line of its own, naming it, and the server does not start.
 * `.env.example` lists them all.
 */
export type Config = {
  /** `production` (the default) or `development` (`npm start`, `npm run preview`, the tests). */
  mode: 'production' | 'development';
  port: number;
  host: string;
  /** The site's public origin: cookies' `Secure`, HSTS, the allowed Host and Origin. */
  publicUrl: URL;
  /** Read the client's address, scheme and host from the reverse proxy's `X-Forwarded-*`. */
  /** How many reverse proxies stand in front (0: none). */
  trustProxy: number;
  database: DatabaseTarget;
  /** Add the demo people and the demo accounts at start (and offer the accounts on the login page). */
  seedDemo: boolean;
  /**
   * `SIGN_UP`: `open` lets anyone create an account (a viewer, who reads every resource);
   * `closed`, the default, leaves accounts to admins' invitations and the create-admin command.
   */
  signUp: SignUpMode;
  sessionTtlMinutes: number;
  maxSessionsPerAccount: number;
  /** Sign-in and sign-up attempts per client per 10 minutes. */
  authLimits: AuthLimits;
  /**
   * How mail leaves: through the SMTP server of `SMTP_URL`, from `MAIL_FROM`; without one, into
   * the database's outbox table (read at `GET /api/dev/outbox` outside production).
   */
  mail: { kind: 'outbox' } | { kind: 'smtp'; url: string; from: string };
  /** `TWO_FACTOR_KEY`: 32 bytes that seal the two-factor secrets; unset, none can be turned on. */
  twoFactorKey?: Uint8Array;
};

export type ConfigResult = { ok: true; config: Config } | { ok: false; errors: string[] };

export const DEFAULT_PORT = 3000;
export const DEFAULT_SESSION_TTL_MINUTES = 8 * 60;
export const DEFAULT_MAX_SESSIONS = 10;
/** A year: longer would outlive any reason to keep a session. */
const MAX_SESSION_TTL_MINUTES = 525_600;

type Env = Record<string, string | undefined>;

class Reader {
  readonly errors: string[] = [];
  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === '' ? undefined : value;
  }

  fail(name: string, message: string, value?: string): undefined {
    this.errors.push(`${name} ${message}${value === undefined ? '' : `, got "${value}"`}.`);
    return undefined;
  }

  integer(name: string, fallback: number, min: number, max: number, what: string): number {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.fail(name, `must be ${what} from ${min} to ${max}`, raw);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, values: readonly T[], fallback: T): T {
    const raw = this.raw(name);
    if (raw === undefined) return fallback;
    if ((values as readonly string[]).includes(raw)) return raw as T;
    this.fail(name, `must be ${values.join(' or ')}`, raw);
    return fallback;
  }

  flag(name: string): boolean {
    const raw = this.raw(name);
    if (raw === undefined || raw === '0') return false;
    if (raw === '1') return true;
    this.fail(name, 'must be 1 or 0', raw);
    return false;
  }
}

function readDatabase(read: Reader, cwd: string): DatabaseTarget {
  const url = read.raw('DATABASE_URL');
  const dataDir = read.raw('DATA_DIR') ?? '.data';
  if (url === undefined)
    return { kind: 'pglite', dir: isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir) };
  if (url === 'memory:') return { kind: 'memory' };
  if (/^postgres(ql)?:\/\/./.test(url)) {
    try {
      new URL(url);
      return { kind: 'postgres', url };
    } catch {
      // reported below
    }
  }
  // The value may hold a password: say what is wrong without repeating it.
  read.fail(
    'DATABASE_URL',
    'must be a postgres:// (or postgresql://) connection string, or memory: for an in-memory database; leave it unset for the embedded database in DATA_DIR',
  );
  return { kind: 'memory' };
}

function readPublicUrl(read: Reader, required: boolean, port: number): URL {
  const raw = read.raw('PUBLIC_URL');
  const fallback = new URL(`http://localhost:${port}`);
  if (raw === undefined) {
    if (!required) return fallback;
    read.fail(
      'PUBLIC_URL',
      'is required: the address people open, e.g. https://admin.example.com (or http://127.0.0.1:3000 to try it on this machine)',
    );
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    read.fail('PUBLIC_URL', 'must be an absolute http:// or https:// URL', raw);
    return fallback;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    read.fail('PUBLIC_URL', 'must start with http:// or https://', raw);
  else if (url.pathname !== '/' || url.search || url.hash || url.username || url.password)
    read.fail('PUBLIC_URL', 'must be an origin only (scheme, host and port), without a path', raw);
  return new URL(url.origin);
}

/** `address@host` or `Name <address@host>`. */
const MAIL_FROM_PATTERN =
  /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;

function readMail(read: Reader): Config['mail'] {
  const url = read.raw('SMTP_URL');
  const from = read.raw('MAIL_FROM');
  if (url === undefined) return { kind: 'outbox' };
  let valid: boolean;
  try {
    const parsed = new URL(url);
    valid = (parsed.protocol === 'smtp:' || parsed.protocol === 'smtps:') && parsed.hostname !== '';
  } catch {
    valid = false;
  }
  // The value may hold a password: say what is wrong without repeating it.
  if (!valid)
    read.fail(
      'SMTP_URL',
      'must be an smtp:// or smtps:// URL with a host, e.g. smtp://user:password@mail.example.com:587; leave it unset to keep mail in the outbox',
    );
  if (from === undefined)
    read.fail(
      'MAIL_FROM',
      'is required with SMTP_URL: the sender of every mail, e.g. "Tessera Admin <admin@example.com>"',
    );
  // A line break would let the value add headers of its own.
  else if (!MAIL_FROM_PATTERN.test(from) || !isSingleLineText(from))
    read.fail(
      'MAIL_FROM',
      'must be an address, e.g. admin@example.com or "Tessera Admin <admin@example.com>"',
      from,
    );
  return { kind: 'smtp', url, from: from ?? '' };
}

/**
 * Reads and checks the configuration. `cwd` resolves a relative `DATA_DIR`; `serving: false` (the
 * database commands) does not ask for PUBLIC_URL.
 */
export function readConfig(
  env: Env,
  { cwd = process.cwd(), serving = true }: { cwd?: string; serving?: boolean } = {},
): ConfigResult {
  const read = new Reader(env);
  const mode = read.oneOf('NODE_ENV', ['production', 'development'], 'production');

  const port = read.integer('PORT', DEFAULT_PORT, 0, 65_535, 'a port number');
  const host = read.raw('HOST') ?? '127.0.0.1';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host))
    read.fail('HOST', 'must be an address or a host name, e.g. 127.0.0.1 or 0.0.0.0', host);

  const config: Config = {
    mode,
    port,
    host,
    publicUrl: readPublicUrl(read, serving && mode === 'production', port),
    trustProxy: read.integer('TRUST_PROXY', 0, 0, 10, 'the number of reverse proxies in front'),
    database: readDatabase(read, cwd),
    seedDemo: read.flag('SEED_DEMO'),
    signUp: read.oneOf('SIGN_UP', SIGN_UP_MODES, 'closed'),
    sessionTtlMinutes: read.integer(
      'SESSION_TTL_MINUTES',
      DEFAULT_SESSION_TTL_MINUTES,
      1,
      MAX_SESSION_TTL_MINUTES,
      'a whole number of minutes',
    ),
    maxSessionsPerAccount: read.integer(
      'MAX_SESSIONS_PER_ACCOUNT',
      DEFAULT_MAX_SESSIONS,
      1,
      1000,
      'a whole number',
    ),
    authLimits: {
      signIn: read.integer(
        'SIGN_IN_LIMIT',
        PRODUCTION_AUTH_LIMITS.signIn,
        1,
        1_000_000,
        'a whole number',
      ),
      signUp: read.integer(
        'SIGN_UP_LIMIT',
        PRODUCTION_AUTH_LIMITS.signUp,
        1,
        1_000_000,
        'a whole number',
      ),
    },
    mail: readMail(read),
    twoFactorKey: readTwoFactorKey(read),
  };
  return read.errors.length > 0 ? { ok: false, errors: read.errors } : { ok: true, config };
}

/** 32 bytes as 64 hexadecimal digits (`openssl rand -hex 32`). */
function readTwoFactorKey(read: Reader): Uint8Array | undefined {
  const raw = read.raw('TWO_FACTOR_KEY');
  if (raw === undefined) return undefined;
  if (!/^[0-9a-fA-F]{64}$/.test(raw))
    return read.fail('TWO_FACTOR_KEY', 'must be 64 hexadecimal digits (openssl rand -hex 32)');
  return Uint8Array.from(Buffer.from(raw, 'hex'));
}
