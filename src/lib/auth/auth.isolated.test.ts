// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { auth, resetAuthForTests } from '.';
import { apiRequest, ServerUnreachableError } from '../api';
import { session } from '../session';

const ADA = { id: 1, email: 'admin@example.com', name: 'Ada Admin', role: 'admin' as const };

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** A fetch that answers by "METHOD path". */
function serve(routes: Record<string, (init?: RequestInit) => Response>) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${input as string}`;
    const answer = routes[key];
    return Promise.resolve(
      answer ? answer(init) : new Response('<!doctype html>', { status: 404 }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  resetAuthForTests();
  session.set(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('auth with the API', () => {
  it('uses the API when it answers GET /api/auth/me, and publishes who is signed in', async () => {
    serve({ 'GET /api/auth/me': () => json({ account: ADA }) });
    expect(await auth.ready()).toEqual({ email: ADA.email, name: ADA.name, role: 'admin' });
    expect(await auth.kind()).toBe('api');
    expect(session.get()?.name).toBe('Ada Admin');
  });

  it.each([
    [{ signUp: 'closed' }, false],
    [{ signUp: 'open' }, true],
    // Another server that does not say: open, as before the setting existed.
    [{}, true],
  ])('tells from the session check %j whether sign-up is open', async (extra, open) => {
    serve({ 'GET /api/auth/me': () => json({ account: null, ...extra }) });
    expect(auth.signUpOpenNow()).toBeUndefined();
    await auth.ready();
    expect(auth.signUpOpenNow()).toBe(open);
  });

  it('signs in with a JSON POST and out with another, telling subscribers each time', async () => {
    const fetch = serve({
      'GET /api/auth/me': () => json({ account: null }),
      'POST /api/auth/login': () => json({ account: ADA }),
      'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    });
    const seen: unknown[] = [];
    const stop = auth.subscribe(() => seen.push(auth.current()?.role ?? null));
    expect(await auth.ready()).toBeNull();

    await auth.login({ email: ADA.email, password: 'tessera-demo' });
    const [, init] = fetch.mock.calls.find(([url]) => url === '/api/auth/login')!;
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init?.body as string)).toEqual({
      email: ADA.email,
      password: 'tessera-demo',
    });
    expect(auth.current()?.role).toBe('admin');

    await auth.logout();
    expect(auth.current()).toBeNull();
    expect(seen).toEqual(['admin', null]);
    stop();
  });

  it('signs out everywhere with POST /api/auth/logout-all, leaving nobody signed in here', async () => {
    const fetch = serve({
      'GET /api/auth/me': () => json({ account: ADA }),
      'POST /api/auth/logout-all': () => new Response(null, { status: 204 }),
    });
    expect(await auth.ready()).toMatchObject({ email: ADA.email });
    await auth.logoutEverywhere();
    expect(
      fetch.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url as string}`),
    ).toContain('POST /api/auth/logout-all');
    expect(auth.current()).toBeNull();
  });

  it('stays signed in when the server does not end the session, and is signed out by a 401', async () => {
    let answer = () => Promise.reject<Response>(new TypeError('Failed to fetch'));
    const fetch = vi.fn((input: RequestInfo | URL) =>
      input === '/api/auth/me' ? Promise.resolve(json({ account: ADA })) : answer(),
    );
    vi.stubGlobal('fetch', fetch);
    await auth.ready();
    // The cookie still opens the account: a reload would show it again.
    await expect(auth.logout()).rejects.toThrow();
    await expect(auth.logoutEverywhere()).rejects.toThrow();
    expect(auth.current()?.email).toBe(ADA.email);
    answer = () => Promise.resolve(json({ error: { code: 'internal', message: '' } }, 500));
    await expect(auth.logout()).rejects.toMatchObject({ status: 500 });
    expect(auth.current()?.email).toBe(ADA.email);

    // Already ended (expired, or signed out in another tab): as good as signed out.
    answer = () => Promise.resolve(json({ error: { code: 'unauthenticated', message: '' } }, 401));
    await auth.logout();
    expect(auth.current()).toBeNull();
  });

  it('says a sign-in that got no answer could not reach the server', async () => {
    const fetch = vi.fn((input: RequestInfo | URL) =>
      input === '/api/auth/me'
        ? Promise.resolve(json({ account: null }))
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    vi.stubGlobal('fetch', fetch);
    await expect(auth.login({ email: 'a@example.com', password: 'x' })).rejects.toBeInstanceOf(
      ServerUnreachableError,
    );
    // A request the app cancelled is not a server that did not answer.
    fetch.mockImplementation(() => Promise.reject(new DOMException('Aborted', 'AbortError')));
    await expect(apiRequest('/api/users')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects refused credentials with the status, leaving nobody signed in', async () => {
    serve({
      'GET /api/auth/me': () => json({ account: null }),
      'POST /api/auth/login': () =>
        json({ error: { code: 'too_many_requests', message: '' } }, 429, { 'Retry-After': '42' }),
    });
    await expect(auth.login({ email: 'a@example.com', password: 'x' })).rejects.toMatchObject({
      status: 429,
      retryAfter: 42,
    });
    expect(auth.current()).toBeNull();
  });

  it('learns from any 401 that the session ended', async () => {
    serve({
      'GET /api/auth/me': () => json({ account: ADA }),
      'PATCH /api/users/5': () => json({ error: { code: 'unauthenticated', message: '' } }, 401),
    });
    await auth.ready();
    await expect(apiRequest('/api/users/5', { method: 'PATCH', body: {} })).rejects.toMatchObject({
      status: 401,
    });
    expect(auth.current()).toBeNull();
  });

  it('offers the demo accounts the demo API lists, and none when the endpoint is missing', async () => {
    serve({
      'GET /api/auth/me': () => json({ account: null }),
      'GET /api/auth/demo-accounts': () => json({ accounts: [{ ...ADA }] }),
    });
    expect(await auth.demoAccounts()).toHaveLength(1);
    resetAuthForTests();
    serve({ 'GET /api/auth/me': () => json({ account: null }) });
    expect(await auth.demoAccounts()).toEqual([]);
  });

  it('asks for the demo accounts once a page load: the route loader and the form share the answer, known at once when in', async () => {
    const fetch = serve({
      'GET /api/auth/me': () => json({ account: null }),
      'GET /api/auth/demo-accounts': () => json({ accounts: [{ ...ADA }] }),
    });
    expect(auth.demoAccountsNow()).toBeUndefined();
    const [first, second] = await Promise.all([auth.demoAccounts(), auth.demoAccounts()]);
    expect(second).toBe(first);
    expect(auth.demoAccountsNow()).toBe(first);
    expect(await auth.demoAccounts()).toBe(first);
    expect(fetch.mock.calls.filter(([url]) => url === '/api/auth/demo-accounts')).toHaveLength(1);
  });
});

describe('auth without an API (a static deploy)', () => {
  it.each([
    ['a 404 page', () => serve({})],
    [
      'an index page in place of JSON',
      () =>
        serve({
          'GET /api/auth/me': () =>
            new Response('<html>', { headers: { 'Content-Type': 'text/html' } }),
        }),
    ],
  ])('falls back to the local one after %s', async (_, setUp) => {
    setUp();
    expect(await auth.kind()).toBe('local');
    expect(await auth.ready()).toBeNull();
    expect(auth.signUpOpenNow()).toBe(true);
    const account = await auth.login({ email: ' sam@example.com ', password: 'anything' });
    expect(account).toEqual({ email: 'sam@example.com', name: 'sam', role: 'admin' });
    expect(auth.current()).toEqual(account);
    // Remembered in this browser: a new start finds it.
    resetAuthForTests();
    session.set(null);
    expect(await auth.ready()).toEqual(account);
    await auth.logout();
    expect(auth.current()).toBeNull();
    expect(await auth.demoAccounts()).toEqual([]);
  });
});

describe('auth when the server does not answer', () => {
  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', () => Promise.resolve(json({ error: { code: 'internal' } }, 503))],
  ])(
    'after %s it is neither signed in nor the local sign-in, and asks again next time',
    async (_, failure) => {
      const fetch = vi.fn(failure);
      vi.stubGlobal('fetch', fetch);
      await expect(auth.ready()).rejects.toBeInstanceOf(ServerUnreachableError);
      await expect(
        auth.login({ email: 'sam@example.com', password: 'anything' }),
      ).rejects.toBeInstanceOf(ServerUnreachableError);
      await expect(auth.demoAccounts()).rejects.toBeInstanceOf(ServerUnreachableError);
      expect(auth.kindNow()).toBeUndefined();
      expect(auth.current()).toBeNull();

      // Back up: the next question gets the API.
      serve({
        'GET /api/auth/me': () => json({ account: ADA }),
        'GET /api/auth/demo-accounts': () => json({ accounts: [] }),
      });
      expect((await auth.ready())?.email).toBe(ADA.email);
      expect(auth.kindNow()).toBe('api');
      expect(await auth.demoAccounts()).toEqual([]);
    },
  );

  it('takes a session check unanswered after 30 s for a server that does not answer', async () => {
    vi.useFakeTimers();
    try {
      // A server that hangs: the request ends only when it is aborted.
      const hang = (_: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        });
      vi.stubGlobal('fetch', vi.fn(hang));
      let outcome: unknown;
      auth.ready().catch((error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(29_999);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBeInstanceOf(ServerUnreachableError);
    } finally {
      vi.useRealTimers();
    }
  });
});
