import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  accessSync,
  chownSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import pg from 'pg';

import { freePort } from './free-port.mjs';

/**
 * A throw-away PostgreSQL server for tests: initdb into a temp dir, `postgres` on a free loopback
 * port (Unix socket in the temp dir too), trust authentication. PostgreSQL refuses to run as
 * root, so under root the processes run as the `postgres` (else `nobody`) user, via Node's spawn
 * `uid`/`gid` options: the child is postgres itself, so its pid is the postmaster's.
 */

export type PostgresProbe =
  | { ok: true; binDir: string; user: { name: string; uid: number; gid: number } | null }
  | { ok: false; reason: string };

export type LocalPostgres = {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Stops the server (fast shutdown, then SIGKILL) and deletes its directory. Safe to call twice. */
  stop(): Promise<void>;
};

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Directories that may hold `initdb` and `postgres`: PATH, /usr/local/bin, /usr/lib/postgresql/<newest>/bin. */
function candidateBinDirs(): string[] {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  dirs.push('/usr/local/bin');
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((version) => join(debianRoot, version, 'bin')));
  }
  return [...new Set(dirs)];
}

function lookupUser(name: string): { name: string; uid: number; gid: number } | null {
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [user, , uid, gid] = line.split(':');
      if (user === name && uid && gid) return { name, uid: Number(uid), gid: Number(gid) };
    }
  } catch {
    // No /etc/passwd: not a system where we can switch users.
  }
  return null;
}

/**
 * Finds the binaries and checks they run (as the user they will run as). Synchronous and quick,
 * so a test file can decide at collection time whether to skip.
 */
export function probePostgres(): PostgresProbe {
  if (process.platform === 'win32') return { ok: false, reason: 'not supported on Windows' };
  const binDir = candidateBinDirs().find(
    (dir) => isExecutable(join(dir, 'initdb')) && isExecutable(join(dir, 'postgres')),
  );
  if (!binDir) {
    return {
      ok: false,
      reason: 'no initdb + postgres binaries on PATH, /usr/local/bin or /usr/lib/postgresql/*/bin',
    };
  }
  let user: { name: string; uid: number; gid: number } | null = null;
  if (process.getuid?.() === 0) {
    user = lookupUser('postgres') ?? lookupUser('nobody');
    if (!user)
      return {
        ok: false,
        reason: 'running as root and no "postgres" or "nobody" user to run PostgreSQL as',
      };
  }
  const version = spawnSync(join(binDir, 'postgres'), ['--version'], {
    encoding: 'utf8',
    timeout: 5000,
    cwd: tmpdir(),
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
  });
  if (version.error || version.status !== 0) {
    const detail =
      version.error?.message ?? (version.stderr.trim() || `exit code ${String(version.status)}`);
    return {
      ok: false,
      reason: `${join(binDir, 'postgres')} cannot be run${user ? ` as ${user.name}` : ''}: ${detail}`,
    };
  }
  return { ok: true, binDir, user };
}

function runToEnd(
  command: string,
  args: string[],
  options: Parameters<typeof spawn>[2],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} exited with ${String(code)}: ${stderr.trim()}`)),
    );
  });
}

async function waitUntilReady(
  url: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`postgres exited during start-up: ${log().trim()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline) {
        throw new Error(
          `postgres not ready after ${timeoutMs} ms (${String(error)}): ${log().trim()}`,
          { cause: error },
        );
      }
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A detached shell that waits for EOF on its stdin, which happens when this process ends in ANY
 * way (even SIGKILL, when no exit handler runs), then stops postgres and deletes its directory.
 * A normal stop() kills the watchdog first.
 */
function startWatchdog(postgres: ChildProcess, dir: string): ChildProcess | undefined {
  if (postgres.pid === undefined) return undefined;
  const script = [
    'cat >/dev/null',
    'kill -INT "$1" 2>/dev/null',
    'for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do kill -0 "$1" 2>/dev/null || break; sleep 0.25; done',
    'kill -KILL "$1" 2>/dev/null',
    'rm -rf "$2"',
  ].join('; ');
  const watchdog = spawn(
    '/bin/sh',
    ['-c', script, 'tessera-pg-watchdog', String(postgres.pid), dir],
    {
      detached: true,
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  );
  watchdog.on('error', () => undefined);
  watchdog.unref();
  // The pipe must not keep this process alive either.
  (watchdog.stdin as unknown as { unref?: () => void } | null)?.unref?.();
  return watchdog;
}

/** Starts a private PostgreSQL server. Throws (after cleaning up) when it cannot. */
export async function startLocalPostgres(
  probe: Extract<PostgresProbe, { ok: true }>,
): Promise<LocalPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-pg-'));
  const dataDir = join(dir, 'data');
  const asUser = probe.user ? { uid: probe.user.uid, gid: probe.user.gid } : {};
  if (probe.user) chownSync(dir, probe.user.uid, probe.user.gid);
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C', PGTZ: 'UTC' };

  let child: ChildProcess | undefined;
  // Last resort if the test process dies before stop(): never leave a postmaster behind.
  const killOnExit = () => {
    if (child?.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  let watchdog: ChildProcess | undefined;
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= (async () => {
      watchdog?.kill('SIGKILL');
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
        running.kill('SIGINT'); // PostgreSQL's "fast" shutdown
        const timer = setTimeout(() => running.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
      process.off('exit', killOnExit);
    })();
    return stopped;
  };

  try {
    await runToEnd(
      join(probe.binDir, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
      { cwd: dir, env, ...asUser },
    );
    const port = await freePort();
    let log = '';
    child = spawn(
      join(probe.binDir, 'postgres'),
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-h',
        '127.0.0.1',
        '-k',
        dir,
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=100',
        '-c',
        'shared_buffers=16MB',
      ],
      { cwd: dir, env, ...asUser, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-4000);
    });
    watchdog = startWatchdog(child, dir);
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    await waitUntilReady(url, child, () => log, 20_000);
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
