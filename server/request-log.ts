import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';

/**
 * What a log may say of an error: its stack, but of a failed query only the statement and the
 * driver's error. The query error's own message lists the statement's parameters, which are what
 * people sent (emails, names, search text) and stay out of logs.
 */
export function loggableError(error: unknown): string {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause ? (error.cause.stack ?? error.cause.message) : 'no cause given';
    return `Failed query: ${error.query}\n${cause}`;
  }
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** One log line, as the server writes it to stdout (or stderr for failures). */
export type LogLine = Record<string, string | number | boolean | string[] | undefined>;

export type Logger = {
  info(line: LogLine): void;
  error(line: LogLine): void;
};

/** JSON lines: one object per line, on stdout (stderr for errors), for any log collector. */
export const jsonLogger: Logger = {
  info: (line) =>
    process.stdout.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'info', ...line })}\n`,
    ),
  error: (line) =>
    process.stderr.write(
      `${JSON.stringify({ time: new Date().toISOString(), level: 'error', ...line })}\n`,
    ),
};

/** Discards everything (tests). */
export const silentLogger: Logger = { info: () => {}, error: () => {} };

/**
 * Gives every request an id (the `X-Request-Id` it came with when that is a plain token, else a
 * new one; sent back in the answer) and logs one line when it is answered: method, path, the
 * names of its query parameters (never their values: a token or an email can travel there),
 * status, milliseconds and the id. Never a header, a cookie or a body.
 */
export function requestLog(logger: Logger): MiddlewareHandler[] {
  return [
    requestId({ limitLength: 64 }),
    async (c, next) => {
      const started = performance.now();
      await next();
      const query = [...new Set(new URL(c.req.url).searchParams.keys())];
      logger.info({
        msg: 'request',
        method: c.req.method,
        path: c.req.path,
        query: query.length > 0 ? query : undefined,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        id: c.get('requestId'),
      });
    },
  ];
}
