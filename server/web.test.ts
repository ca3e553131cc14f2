import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { contentSecurityPolicy } from '../scripts/content-security-policy';
import { securityHeaders, webRoutes } from './web';

const POLICY = contentSecurityPolicy();
const INDEX = '<!doctype html><title>app</title><div id="root"></div>';
const APP_JS = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i} }`).join(', ')}];\n`;
const SECRET = 'password=hunter2';

let base: string;
let dist: string;

function write(path: string, content: string | Buffer) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'tessera-web-'));
  dist = join(base, 'dist');
  write(join(dist, 'index.html'), INDEX);
  write(join(dist, 'assets/app-abc123.js'), APP_JS);
  write(join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(APP_JS));
  write(join(dist, 'assets/app-abc123.js.gz'), gzipSync(APP_JS, { level: 9 }));
  write(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(join(dist, '.vite/manifest.json'), `{"secret":"${SECRET}"}`);
  write(join(dist, '.env'), SECRET);
  write(join(dist, 'assets/.hidden'), SECRET);
  write(join(base, 'secret.txt'), SECRET);
  write(join(base, 'package.json'), `{"secret":"${SECRET}"}`);
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

/** The app as the production server builds it: headers first, the API next, the web last. */
function makeApp({ https = false, apiCatchAll = true } = {}) {
  const app = new Hono();
  app.use('*', securityHeaders({ contentSecurityPolicy: POLICY, https }));
  app.get('/api/health', (c) => c.json({ ok: true }));
  if (apiCatchAll) app.all('/api/*', (c) => c.json({ error: { code: 'not_found' } }, 404));
  webRoutes(app, { root: dist, contentSecurityPolicy: POLICY, https });
  return app;
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  makeApp().request(path, { method, headers });

describe('securityHeaders', () => {
  const expected = {
    'content-security-policy': POLICY,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };

  it.each([
    ['GET', '/'],
    ['GET', '/admin/tables'],
    ['GET', '/assets/app-abc123.js'],
    ['GET', '/assets/missing-000.js'],
    ['GET', '/api/health'],
    ['GET', '/api/unknown'],
    ['POST', '/admin/tables'],
  ])('are on every answer: %s %s', async (method, path) => {
    const res = await get(path, {}, method);
    expect(Object.fromEntries(res.headers)).toMatchObject(expected);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends the policy unchanged, and it forbids framing', async () => {
    const res = await get('/');
    expect(res.headers.get('content-security-policy')).toBe(POLICY);
    expect(POLICY).toContain("frame-ancestors 'none'");
  });

  it('adds Strict-Transport-Security only when the site is https', async () => {
    for (const path of ['/', '/api/health', '/nope.txt']) {
      const res = await makeApp({ https: true }).request(path);
      expect(res.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
    }
  });

  it('refuses a policy it cannot read, with the reason', () => {
    expect(() => securityHeaders({ contentSecurityPolicy: ' ; ', https: false })).toThrow(/empty/);
    expect(() =>
      securityHeaders({ contentSecurityPolicy: "default-src 'self'; Bad_Name x", https: false }),
    ).toThrow(/"Bad_Name" is not a directive name/);
  });
});

describe('pages', () => {
  it('answers / with index.html, revalidated on every use', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    expect(res.headers.get('last-modified')).toBeTruthy();
  });

  it.each([
    '/admin/tables',
    '/admin/tables/',
    '/admin/tables?page=2',
    '/auth/login',
    '/admin/users/42',
    '/admin',
    '/no/such/page',
    '/admin/users/caf%C3%A9',
  ])('answers %s with the app (its router shows the page, or its own 404)', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/robots.txt', '/foo.js', '/admin/report.pdf', '/favicon.svg/'])(
    'answers %s, a missing path that looks like a file, with a plain 404',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('Not Found');
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    },
  );

  it('serves a file copied from public/, revalidated on every use', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('hashed assets', () => {
  const path = '/assets/app-abc123.js';

  it('are kept for a year, and sent plain to a client that accepts no encoding', async () => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(APP_JS)));
    expect(await res.text()).toBe(APP_JS);
  });

  it('are sent as their .br copy to a client that accepts br', async () => {
    const res = await get(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(body.length).toBe(statSync(join(dist, 'assets/app-abc123.js.br')).size);
    expect(brotliDecompressSync(body).toString()).toBe(APP_JS);
  });

  it('are sent as their .gz copy to a client that accepts gzip only', async () => {
    const res = await get(path, { 'Accept-Encoding': 'gzip, deflate' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(gunzipSync(body).toString()).toBe(APP_JS);
  });

  it('answer a missing chunk with a plain 404, never with the app', async () => {
    for (const missing of [
      '/assets/app-000000.js',
      '/assets/fonts/missing',
      '/assets/',
      '/assets',
    ]) {
      const res = await get(missing);
      expect(res.status, missing).toBe(404);
      expect(await res.text()).toBe('Not Found');
    }
  });

  it('answer a byte range', async () => {
    const res = await get(path, { Range: 'bytes=0-9' });
    expect(res.status).toBe(206);
    expect(await res.text()).toBe(APP_JS.slice(0, 10));
  });
});

describe('conditional requests', () => {
  it('answer 304 to the ETag of the copy held, with no body', async () => {
    const first = await get('/admin/tables');
    const etag = first.headers.get('etag') ?? '';
    const again = await get('/admin/tables', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('x-frame-options')).toBe('DENY');
    expect((await get('/admin/tables', { 'If-None-Match': 'W/"0-0"' })).status).toBe(200);
  });

  it('answer 304 to the exact Last-Modified date, and 200 to any other', async () => {
    const lastModified = (await get('/')).headers.get('last-modified') ?? '';
    expect((await get('/', { 'If-Modified-Since': lastModified })).status).toBe(304);
    const later = new Date(Date.parse(lastModified) + 3_600_000).toUTCString();
    expect((await get('/', { 'If-Modified-Since': later })).status).toBe(200);
    // If-None-Match decides when both are sent.
    const both = await get('/', { 'If-Modified-Since': lastModified, 'If-None-Match': '"other"' });
    expect(both.status).toBe(200);
  });

  it('give each encoded copy its own ETag', async () => {
    const path = '/assets/app-abc123.js';
    const plainTag = (await get(path)).headers.get('etag') ?? '';
    const brTag = (await get(path, { 'Accept-Encoding': 'br' })).headers.get('etag') ?? '';
    expect(brTag).not.toBe(plainTag);
    expect((await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': brTag })).status).toBe(304);
    expect((await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': plainTag })).status).toBe(
      200,
    );
  });

  it('see a new build: the old ETag no longer matches', async () => {
    write(join(dist, 'other/index.html'), '<h1>v1</h1>');
    const etag = (await get('/other/index.html')).headers.get('etag') ?? '';
    write(join(dist, 'other/index.html'), '<h1>version 2</h1>');
    const res = await get('/other/index.html', { 'If-None-Match': etag });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>version 2</h1>');
  });
});

describe('HEAD', () => {
  it('answers with the headers of GET and no body', async () => {
    const res = await get('/admin/tables', {}, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(INDEX)));
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe('');
  });

  it('gives the length of the encoded copy it would send', async () => {
    const res = await get('/assets/app-abc123.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-length')).toBe(
      String(statSync(join(dist, 'assets/app-abc123.js.br')).size),
    );
  });

  it('answers an unknown path with the app, and a missing file with 404', async () => {
    expect((await get('/admin/users/42', {}, 'HEAD')).status).toBe(200);
    expect((await get('/assets/gone.js', {}, 'HEAD')).status).toBe(404);
  });
});

describe('what is never served', () => {
  it.each([
    '/.vite/manifest.json',
    '/.vite/',
    '/.env',
    '/%2eenv',
    '/%2Evite/manifest.json',
    '/assets/.hidden',
  ])('%s (a dot-file or dot-folder) is a 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(SECRET);
  });

  it.each([
    '/../secret.txt',
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2E%2E/%2E%2E/package.json',
    '/assets/..%2f..%2fsecret.txt',
    '/assets%2f..%2f..%2fpackage.json',
    '/..%2fpackage.json',
    '/..%5cpackage.json',
    '/assets/..%5c..%5csecret.txt',
    '/%5c..%5cpackage.json',
    '/..\\package.json',
    '/admin/tables%00.html',
    '//etc/passwd',
    '/%E0%A4%A',
  ])('%s (outside the folder) is a 404 or a 400', async (path) => {
    const res = await get(path);
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain(SECRET);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a malformed escape with 400', async () => {
    expect((await get('/%E0%A4%A')).status).toBe(400);
  });
});

describe('methods', () => {
  it.each([
    ['POST', '/'],
    ['PUT', '/admin/tables'],
    ['DELETE', '/assets/app-abc123.js'],
    ['PATCH', '/admin/users/42'],
    ['OPTIONS', '/'],
  ])('%s %s is a 405 naming GET and HEAD', async (method, path) => {
    const res = await get(path, {}, method);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('beside the API', () => {
  it('leaves /api to the routes registered before it', async () => {
    const health = await get('/api/health');
    expect(await health.json()).toEqual({ ok: true });
    for (const [method, path] of [
      ['GET', '/api/unknown'],
      ['GET', '/api'],
      ['POST', '/api/unknown'],
      ['GET', '/api/users.csv'],
    ] as const) {
      const res = await get(path, {}, method);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('never turns an unknown API path into the app, even without an API catch-all', async () => {
    const app = makeApp({ apiCatchAll: false });
    for (const method of ['GET', 'POST']) {
      const res = await app.request('/api/unknown', { method });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toBe(INDEX);
    }
  });
});

it('refuses a folder without index.html, saying what to do', () => {
  expect(() =>
    webRoutes(new Hono(), { root: base, contentSecurityPolicy: POLICY, https: false }),
  ).toThrow(/no index\.html: build the front end first/);
});
