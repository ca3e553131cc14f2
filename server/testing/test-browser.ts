import type { Hono } from 'hono';
import { expect } from 'vitest';

import { DEMO_PASSWORD, type MeResponse } from '../contract/auth';

/** What the server answered: the status, the body read as JSON (if it is), its text and headers. */
export type Sent = { status: number; body: unknown; text: string; headers: Headers };

/** Reads a response as a `Sent`: its body parsed as JSON when it is JSON. */
async function answerOf(response: Response): Promise<Sent> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: response.status, body, text, headers: response.headers };
}

/** How a test browser presents itself. */
export type TestBrowserOptions = {
  /** Sent as `User-Agent` (the sessions list shows it). */
  userAgent?: string;
  /** The key the rate limits count it by, sent as `x-test-client` (the test apps read it). */
  client?: string;
  /** The `Origin` of its writes. @default 'http://localhost' */
  origin?: string;
  /** Where its requests go. @default 'http://localhost' */
  base?: string;
};

/** A request's body and headers: `json` goes as JSON, `body` as it is; a header given as `''` is left out. */
export type TestRequest = {
  json?: unknown;
  body?: BodyInit | null;
  headers?: Record<string, string>;
};

const SESSION_COOKIE = 'tessera_session';

/**
 * A browser of the site, driving the app in memory (`app.request`): it keeps the cookies it is
 * given and sends each only where its Path allows, sends Origin and JSON on writes, and its
 * User-Agent and rate-limit key when it has them. `app` may be a function, for an app made later.
 */
export class TestBrowser {
  /** Its cookies by name, with the Path each was set for. */
  readonly cookies = new Map<string, { value: string; path: string }>();

  constructor(
    private readonly app: Hono | (() => Hono),
    readonly options: TestBrowserOptions = {},
  ) {}

  /** The session cookie's value; setting it (or `undefined`) replaces the session. */
  get cookie(): string | undefined {
    return this.cookies.get(SESSION_COOKIE)?.value;
  }

  set cookie(value: string | undefined) {
    if (value === undefined) this.cookies.delete(SESSION_COOKIE);
    else this.cookies.set(SESSION_COOKIE, { value, path: '/' });
  }

  async request(
    method: string,
    path: string,
    { json, body, headers = {} }: TestRequest = {},
  ): Promise<Sent> {
    const {
      userAgent,
      client,
      origin = 'http://localhost',
      base = 'http://localhost',
    } = this.options;
    const write = method !== 'GET' && method !== 'HEAD';
    const cookies = [...this.cookies]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`);
    const all: Record<string, string> = {
      ...(userAgent ? { 'User-Agent': userAgent } : {}),
      ...(client ? { 'x-test-client': client } : {}),
      ...(write ? { Origin: origin, 'Content-Type': 'application/json' } : {}),
      ...(cookies.length > 0 ? { Cookie: cookies.join('; ') } : {}),
      ...headers,
    };
    for (const [name, value] of Object.entries(all)) if (value === '') delete all[name];
    const app = typeof this.app === 'function' ? this.app() : this.app;
    const response = await app.request(`${base}${path}`, {
      method,
      headers: all,
      body: json === undefined ? body : JSON.stringify(json),
    });
    this.keepCookies(response);
    return answerOf(response);
  }

  /** `body` goes as JSON; with `raw`, a string goes as it is (a malformed body). */
  send(method: string, path: string, body?: unknown, raw = false): Promise<Sent> {
    return this.request(method, path, raw ? { body: body as string } : { json: body });
  }

  /** Keeps the cookies a response sets, and forgets those it clears. */
  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      const path = attributes.find((part) => /^path=/i.test(part))?.slice(5) || '/';
      if (value === '' || attributes.some((part) => /^max-age=0$/i.test(part)))
        this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
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
