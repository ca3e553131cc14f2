import type { Hono } from 'hono';
import { expect } from 'vitest';

import { DEMO_PASSWORD, type MeResponse } from '../contract/auth';

/** What the server answered: the status, the body read as JSON (if it is), its text and headers. */
export type Sent = { status: number; body: unknown; text: string; headers: Headers };

/** Reads a response as a `Sent`: its body parsed as JSON when it is JSON. */
export async function answerOf(response: Response): Promise<Sent> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** The session cookie a response sets: its value, `''` when it clears it, undefined without one. */
export const sessionCookieOf = (response: Response | Sent): string | undefined =>
  /^tessera_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

/**
 * A browser of the site, driving the app in memory (`app.request`): it keeps its session cookie,
 * sends Origin and JSON on writes, and a User-Agent when it has one (the sessions list shows it).
 */
export class TestBrowser {
  cookie: string | undefined;

  constructor(
    private readonly app: Hono,
    private readonly userAgent?: string,
  ) {}

  /** `body` goes as JSON; with `raw`, a string goes as it is (a malformed body). */
  async send(method: string, path: string, body?: unknown, raw = false): Promise<Sent> {
    const headers: Record<string, string> = {};
    if (this.userAgent) headers['User-Agent'] = this.userAgent;
    if (method !== 'GET') {
      headers.Origin = 'http://localhost';
      headers['Content-Type'] = 'application/json';
    }
    if (this.cookie) headers.Cookie = `tessera_session=${this.cookie}`;
    const response = await this.app.request(`http://localhost${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : raw ? (body as string) : JSON.stringify(body),
    });
    const cookie = sessionCookieOf(response);
    if (cookie !== undefined) this.cookie = cookie || undefined;
    return answerOf(response);
  }

  /** Asks to sign in and returns the answer, whatever it is. */
  signIn(email: string, password = DEMO_PASSWORD): Promise<Sent> {
    return this.send('POST', '/api/auth/login', { email, password });
  }

  /** Signs in, failing the test unless it worked. */
  async login(email: string, password = DEMO_PASSWORD): Promise<this> {
    const sent = await this.signIn(email, password);
    expect(sent.status, `sign-in of ${email}`).toBe(200);
    return this;
  }

  /** Who the session belongs to (`GET /api/auth/me`). */
  async me() {
    return ((await this.send('GET', '/api/auth/me')).body as MeResponse).account;
  }
}
