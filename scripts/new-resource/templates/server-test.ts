/**
 * `server/<name>.test.ts` (`server/demo/<name>.test.ts`): the resource's API on PGlite, and on a
 * real PostgreSQL server when one can be started here (as the demo's Orders test), through the app
 * as the browser reaches it. Depends on the server kit only through the app's wiring; uses the
 * test database helpers in server/testing.
 */
import { isSortable, labelField } from '../fields';
import { apiKey, article, contractPath, sampleValue, type Resource } from './shared';

export function serverTestTemplate(resource: Resource): string {
  const { names, fields } = resource;
  // Both server/resources/ and server/demo/ sit one level below server/.
  const up = '../';
  const contract = `${up}${contractPath(resource)
    .replace(/^server\//, '')
    .replace(/\.ts$/, '')}`;
  const P = names.singularPascal;
  const label = labelField(fields);
  const refs = fields.filter((field) => field.kind === 'ref');
  const enums = fields.filter((field) => field.kind === 'enum');
  const dates = fields.filter((field) => field.kind === 'date');
  const required = fields.filter((field) => field.required && field.kind !== 'boolean');
  const body = (variant: 0 | 1) =>
    `{ ${fields.map((field) => `${apiKey(field)}: ${sampleValue(field, variant, `refs.${field.name}`)}`).join(', ')} }`;
  const sortField = apiKey(fields.find(isSortable) ?? label);
  return `// @vitest-environment node
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '${up}contract/auth';
import type { ConflictErrorBody, ValidationErrorBody } from '${up}contract/errors';
import type { Database } from '${up}db/client';
import { eachDatabase } from '${up}testing/each-database';
import { prepareWriteSuite } from '${up}testing/write-api-suite';
import type {
  Api${P}Detail,
  ${P}History,
  ${names.pluralPascal}BulkResult,
  ${names.pluralPascal}Page,
} from '${contract}';

let database: Database;
let app: Hono;
${refs.length ? `/** Ids of records the ref fields point at. */\nconst refs = { ${refs.map((field) => `${field.name}: 0`).join(', ')} };\n` : ''}
type Sent = { status: number; body: unknown; headers: Headers };

/** Requests as the signed-in browser makes them: the session cookie, Origin and JSON on writes. */
async function signIn(email: string) {
  const login = await app.request('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { Origin: 'http://localhost', 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0];
  return async (method: string, path: string, json?: unknown): Promise<Sent> => {
    const response = await app.request(\`http://localhost\${path}\`, {
      method,
      headers: {
        Cookie: cookie,
        ...(method === 'GET' ? {} : { Origin: 'http://localhost', 'Content-Type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  };
}
type Send = Awaited<ReturnType<typeof signIn>>;
${
  refs.length
    ? `
async function firstId(send: Send, resource: string): Promise<number> {
  const sent = await send('GET', \`/api/\${resource}?per_page=1\`);
  expect(sent.status).toBe(200);
  return (sent.body as { data: Array<{ id: number }> }).data[0].id;
}
`
    : ''
}
const valid = () => (${body(0)});
const changed = () => (${body(1)});

async function created(send: Send, overrides: Record<string, unknown> = {}) {
  const sent = await send('POST', '/api/${names.plural}', { ...valid(), ...overrides });
  expect(sent.status).toBe(201);
  return sent.body as Api${P}Detail;
}

// PGlite always; a real PostgreSQL server too when one can be started here.
describe.each(eachDatabase('${names.table}'))('${names.plural} on %s', (_, open) => {
  beforeAll(async () => {
    database = await open();
    ({ app } = await prepareWriteSuite(database));
${refs
  .map(
    (field) =>
      `    refs.${field.name} = await firstId(await signIn('admin@example.com'), '${field.ref}');`,
  )
  .join('\n')}
  }, 60_000);

  afterAll(() => database.close());

describe('/api/${names.plural}', () => {
  it('creates ${article(names.singularWords)} ${names.singularWords} an editor sends, and reads it back', async () => {
    const editor = await signIn('editor@example.com');
    const sent = await editor('POST', '/api/${names.plural}', valid());
    expect(sent.status).toBe(201);
    const record = sent.body as Api${P}Detail;
    expect(record).toMatchObject({ ...valid(), version: 1 });
    expect(sent.headers.get('location')).toBe(\`/api/${names.plural}/\${record.id}\`);
    expect((await editor('GET', \`/api/${names.plural}/\${record.id}\`)).body).toEqual(record);
  });

  it('answers 422 with a message key per bad field, and stores nothing', async () => {
    const editor = await signIn('editor@example.com');
    const sent = await editor('POST', '/api/${names.plural}', {});
    expect(sent.status).toBe(422);
    expect(Object.keys((sent.body as ValidationErrorBody).fields).sort()).toEqual([${required
      .map((field) => `'${apiKey(field)}'`)
      .sort()
      .join(', ')}]);
    const bad = await editor('POST', '/api/${names.plural}', { ...valid(), ${label.name}: 'a\\u0000b' });
    expect((bad.body as ValidationErrorBody).fields).toEqual({
      ${label.name}: '${names.pluralCamel}.validation.invalidCharacters',
    });
  });

${
  refs.length
    ? `  it('answers 422 on the field for an id that names no record', async () => {
    const editor = await signIn('editor@example.com');
${refs
  .map(
    (
      field,
    ) => `    const ${field.name} = await editor('POST', '/api/${names.plural}', { ...valid(), ${apiKey(field)}: 2_000_000_000 });
    expect(${field.name}.status).toBe(422);
    expect((${field.name}.body as ValidationErrorBody).fields).toEqual({
      ${apiKey(field)}: '${names.pluralCamel}.validation.${field.name}Invalid',
    });`,
  )
  .join('\n')}
  });

`
    : ''
}  it('lets a viewer read but not write, and nobody signed out read', async () => {
    const viewer = await signIn('viewer@example.com');
    expect((await viewer('GET', '/api/${names.plural}')).status).toBe(200);
    expect((await viewer('POST', '/api/${names.plural}', valid())).status).toBe(403);
    expect((await app.request('http://localhost/api/${names.plural}')).status).toBe(401);
  });

  it('updates with the version read, and answers 409 with the current record for a stale one', async () => {
    const editor = await signIn('editor@example.com');
    const record = await created(editor);
    const saved = await editor('PATCH', \`/api/${names.plural}/\${record.id}\`, { ...changed(), version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...changed(), version: 2 });
    const stale = await editor('PATCH', \`/api/${names.plural}/\${record.id}\`, { ...valid(), version: 1 });
    expect(stale.status).toBe(409);
    expect((stale.body as ConflictErrorBody<Api${P}Detail>).current).toEqual(saved.body);
  });

  it('soft-deletes, restores, and does both in bulk, with the history of every write', async () => {
    const admin = await signIn('admin@example.com');
    const first = await created(admin);
    const second = await created(admin);
    expect((await admin('DELETE', \`/api/${names.plural}/\${first.id}\`)).status).toBe(204);
    expect((await admin('GET', \`/api/${names.plural}/\${first.id}\`)).status).toBe(404);
    expect((await admin('POST', \`/api/${names.plural}/\${first.id}/restore\`)).status).toBe(200);
    const bulk = await admin('POST', '/api/${names.plural}/bulk-delete', { ids: [first.id, second.id] });
    expect((bulk.body as ${names.pluralPascal}BulkResult).ids).toEqual([first.id, second.id]);
    const back = await admin('POST', '/api/${names.plural}/bulk-restore', { ids: [first.id, second.id] });
    expect((back.body as ${names.pluralPascal}BulkResult).ids).toEqual([first.id, second.id]);
    const history = await admin('GET', \`/api/${names.plural}/\${first.id}/history\`);
    expect((history.body as ${P}History).data.map((entry) => entry.action)).toEqual([
      'restore',
      'delete',
      'restore',
      'delete',
      'create',
    ]);
  });

  it('sorts${enums.length ? ', filters by facet' : ''}${dates.length ? ', by date range' : ''}${refs.length ? ', by ref' : ''} and refuses a bad query with 400', async () => {
    const editor = await signIn('editor@example.com');
    const record = await created(editor, ${body(1)});
    const sorted = await editor('GET', '/api/${names.plural}?sort=${sortField}%7Cdesc&per_page=100');
    expect(sorted.status).toBe(200);
    expect((sorted.body as ${names.pluralPascal}Page).data.map((row) => row.id)).toContain(record.id);
${enums
  .map(
    (field) => `    {
    const facet = await editor('GET', '/api/${names.plural}?${field.name}=${field.values![1]}&per_page=100');
    const facetRows = (facet.body as ${names.pluralPascal}Page).data;
    expect(facetRows.map((row) => row.id)).toContain(record.id);
    expect(facetRows.every((row) => row.${field.name} === '${field.values![1]}')).toBe(true);
    }`,
  )
  .join('\n')}
${dates
  .map(
    (field) => `    {
    const range = await editor('GET', '/api/${names.plural}?${field.name}_from=2030-06-01&${field.name}_to=2030-06-30&per_page=100');
    expect((range.body as ${names.pluralPascal}Page).data.map((row) => row.id)).toContain(record.id);
    const outside = await editor('GET', '/api/${names.plural}?${field.name}_from=2031-01-01&per_page=100');
    expect((outside.body as ${names.pluralPascal}Page).data.map((row) => row.id)).not.toContain(record.id);
    }`,
  )
  .join('\n')}
${refs
  .map(
    (field) => `    {
    const pointing = await editor('GET', \`/api/${names.plural}?${field.name}=\${refs.${field.name}}&per_page=100\`);
    const pointingRows = (pointing.body as ${names.pluralPascal}Page).data;
    expect(pointingRows.map((row) => row.id)).toContain(record.id);
    expect(pointingRows.every((row) => row.${apiKey(field)} === refs.${field.name})).toBe(true);
    const elsewhere = await editor('GET', \`/api/${names.plural}?${field.name}=\${refs.${field.name} + 1}&per_page=100\`);
    expect((elsewhere.body as ${names.pluralPascal}Page).data.map((row) => row.id)).not.toContain(record.id);
    // An id that names no record filters to nothing; one that is no id at all is refused.
    const nobody = await editor('GET', '/api/${names.plural}?${field.name}=2000000000');
    expect(nobody.status).toBe(200);
    expect((nobody.body as ${names.pluralPascal}Page).data).toEqual([]);
    }`,
  )
  .join('\n')}
    for (const query of ['sort=nope%7Casc', 'page=0', 'per_page=101'${enums.map((field) => `, '${field.name}=nope'`).join('')}${dates.map((field) => `, '${field.name}_from=2030-02-30'`).join('')}${refs.map((field) => ['0', '-1', 'abc', '1.5', '1e3', '99999999999', '1,,2', '%27%20OR%201%3D1'].map((value) => `, '${field.name}=${value}'`).join('')).join('')}]) {
      expect((await editor('GET', \`/api/${names.plural}?\${query}\`)).status, query).toBe(400);
    }
  });
});
});
`;
}
