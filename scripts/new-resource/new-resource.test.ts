// @vitest-environment node
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { stripMarkedLines } from '../strip-demo.mjs';
import { FieldError, parseFields } from './fields';
import { main, parseArgs, promptFields, UsageError } from './main';
import { nameProblem, resourceNames } from './names';
import { planResource } from './plan';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** Whether the demo is here: `npm run strip-demo` removes it, and these tests run after it too. */
const withDemo = existsSync(join(root, 'server/contract/demo/orders.ts'));
const ALL_KINDS =
  'title:string! price:money status:enum(draft,published) due:date owner:ref(users) notes:text qty:number done:boolean';

describe('names', () => {
  it('derives every form from the plural kebab-case name', () => {
    expect(resourceNames('blog-posts')).toMatchObject({
      singular: 'blog-post',
      pluralCamel: 'blogPosts',
      singularPascal: 'BlogPost',
      singularConstant: 'BLOG_POST',
      table: 'blog_posts',
      pluralTitle: 'Blog posts',
    });
    expect(resourceNames('categories').singular).toBe('category');
    expect(resourceNames('boxes').singular).toBe('box');
  });

  it('refuses names that are not plural kebab-case, or are the app’s own', () => {
    expect(nameProblem('Orders')).toMatch(/kebab-case/);
    expect(nameProblem('order')).toMatch(/plural/);
    expect(nameProblem('users')).toMatch(/taken/);
    expect(nameProblem('blog_posts')).toMatch(/kebab-case/);
    expect(nameProblem('orders')).toBeNull();
  });
});

describe('fields', () => {
  it('parses every kind, required marks, enum values and refs', () => {
    const fields = parseFields(ALL_KINDS);
    expect(fields.map((field) => [field.name, field.kind, field.required])).toEqual([
      ['title', 'string', true],
      ['price', 'money', false],
      ['status', 'enum', false],
      ['due', 'date', false],
      ['owner', 'ref', false],
      ['notes', 'text', false],
      ['qty', 'number', false],
      ['done', 'boolean', false],
    ]);
    expect(fields[2].values).toEqual(['draft', 'published']);
    expect(fields[4]).toMatchObject({ ref: 'users', column: 'owner_id' });
    expect(parseFields('title:string amount:decimal')[1].kind).toBe('money');
    expect(parseFields('dueDate:date! name:string')[0].column).toBe('due_date');
  });

  it.each([
    ['title', /not a field/],
    ['title:strng', /not a kind/],
    ['Title:string', /camelCase/],
    ['id:number name:string', /already/],
    ['status:enum(Draft,x) name:string', /lower-case/],
    ['status:enum(a,a) name:string', /twice/],
    ['owner:ref() name:string', /ref\(users\)/],
    ['qty:number', /string field/],
    ['name:string name:text', /twice/],
  ])('says what is wrong with %s', (text, message) => {
    expect(() => parseFields(text)).toThrow(FieldError);
    expect(() => parseFields(text)).toThrow(message);
  });
});

describe('arguments', () => {
  it('reads the name and options, and refuses unknown ones', () => {
    expect(parseArgs(['orders', '--fields', 'a:string', '--demo', '--dry-run'])).toEqual({
      name: 'orders',
      fields: 'a:string',
      demo: true,
      dryRun: true,
      help: false,
    });
    expect(() => parseArgs(['orders', '--force'])).toThrow(UsageError);
    expect(() => parseArgs(['orders', '--fields'])).toThrow(/needs the list/);
    expect(() => parseArgs([])).toThrow(/Give the resource a name/);
  });
});

describe('the prompt', () => {
  it('asks field by field, re-asks after a bad answer, and ends on an empty name', async () => {
    const input = new PassThrough();
    const output = new PassThrough();
    let shown = '';
    output.on('data', (chunk) => (shown += chunk));
    const answers = ['price', 'money', 'n', 'title', 'strng', 'n', 'title', 'string', 'y', ''];
    input.end(`${answers.join('\n')}\n`);
    const fields = await promptFields(input, output);
    expect(
      fields.map((field) => `${field.name}:${field.kind}${field.required ? '!' : ''}`),
    ).toEqual(['price:money', 'title:string!']);
    expect(shown).toMatch(/not a kind/);
  });
});

describe('a run', () => {
  let copy: string;
  const files = [
    'server/db/schema.ts',
    'server/app.ts',
    'server/contract/errors.ts',
    'server/contract/demo/orders.ts',
    'src/config/routes.ts',
    ...['en', 'es', 'pt-BR', 'ar'].flatMap((lng) => [
      `src/i18n/locales/${lng}/index.ts`,
      `src/demo/locales/${lng}/index.ts`,
    ]),
  ];
  const out = () => {
    let text = '';
    const stream = new PassThrough();
    stream.on('data', (chunk) => (text += chunk));
    return { stream, text: () => text };
  };

  beforeEach(() => {
    copy = mkdtempSync(join(tmpdir(), 'new-resource-'));
    for (const file of files.filter((path) => existsSync(join(root, path)))) {
      mkdirSync(dirname(join(copy, file)), { recursive: true });
      cpSync(join(root, file), join(copy, file));
    }
  });
  afterEach(() => rmSync(copy, { recursive: true, force: true }));

  const run = async (argv: string[], isTTY = false) => {
    const stdout = out();
    const stderr = out();
    const stdin = Object.assign(new PassThrough(), { isTTY });
    const code = await main(argv, {
      root: copy,
      stdin,
      stdout: stdout.stream,
      stderr: stderr.stream,
      afterWrite: () => {},
    });
    return { code, stdout: stdout.text(), stderr: stderr.text() };
  };

  it('finds its places in a template whose demo was stripped', async () => {
    for (const file of ['src/config/routes.ts', 'server/app.ts']) {
      const path = join(copy, file);
      writeFileSync(path, stripMarkedLines(readFileSync(path, 'utf8')).text);
    }
    const { code, stderr } = await run(['invoices', '--fields', ALL_KINDS]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(readFileSync(join(copy, 'src/config/routes.ts'), 'utf8')).toMatch(
      /name: 'invoice-edit',[\s\S]*\n {4}\],\n {2}\},\n {2}errors: \{/,
    );
  });

  it('lists the files with --dry-run and writes nothing', async () => {
    const before = readFileSync(join(copy, 'server/app.ts'), 'utf8');
    const { code, stdout } = await run(['invoices', '--fields', ALL_KINDS, '--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/create {2}server\/contract\/invoices\.ts/);
    expect(stdout).toMatch(/create {2}e2e\/invoices\.spec\.ts/);
    expect(existsSync(join(copy, 'server/contract/invoices.ts'))).toBe(false);
    expect(readFileSync(join(copy, 'server/app.ts'), 'utf8')).toBe(before);
  });

  it('writes the strings of a language added to the app, with its own plural forms', async () => {
    // A fifth language, as the README's "Add a language" makes one: a folder with its index.ts.
    const french = join(copy, 'src/i18n/locales/fr/index.ts');
    mkdirSync(dirname(french), { recursive: true });
    writeFileSync(french, readFileSync(join(copy, 'src/i18n/locales/es/index.ts'), 'utf8'));
    expect((await run(['invoices', '--fields', 'title:string!'])).code).toBe(0);
    expect(readFileSync(french, 'utf8')).toMatch(/import invoices from '\.\/invoices\.json'/);
    const strings = JSON.parse(
      readFileSync(join(copy, 'src/i18n/locales/fr/invoices.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(
      Object.keys(strings)
        .filter((key) => key.startsWith('bulkDeleted_'))
        .sort(),
    ).toEqual(['bulkDeleted_many', 'bulkDeleted_one', 'bulkDeleted_other']);
    const awaiting = JSON.parse(
      readFileSync(join(copy, 'src/i18n/awaiting-translation.json'), 'utf8'),
    ) as Record<string, string[]>;
    expect(awaiting.fr).toContain('invoices.validation.titleRequired');
  });

  it('writes a resource, then refuses a second run naming the file, writing nothing', async () => {
    expect((await run(['invoices', '--fields', ALL_KINDS])).code).toBe(0);
    const schema = readFileSync(join(copy, 'server/db/schema.ts'), 'utf8');
    expect(schema).toMatch(/export const invoices = pgTable\(\n {2}'invoices'/);
    expect(schema).toMatch(/ownerId: integer\('owner_id'\)\.references\(\(\) => users\.id\)/);
    expect(schema).toMatch(/deletedAt: instant\('deleted_at'\)/);
    expect(schema).toMatch(/index\('invoices_title_id_idx'\)/);
    // A ref is filtered by, not sorted by: indexed all the same.
    expect(schema).toMatch(/index\('invoices_owner_id_id_idx'\)/);
    expect(schema).toMatch(
      /export const invoicesAudit = auditTable\('invoices_audit', 'invoice_id'\);/,
    );
    for (const path of [
      'server/resources/invoices.ts',
      'server/resources/invoices.test.ts',
      'src/pages/invoices/invoices-data.ts',
      'src/pages/invoices/invoices-page.tsx',
      'src/pages/invoices/invoice-form.tsx',
      'src/pages/invoices/invoice-page.tsx',
    ])
      expect(existsSync(join(copy, path)), path).toBe(true);
    // The kit words a resource from its namespace: no labels module of its own.
    expect(existsSync(join(copy, 'src/pages/invoices/invoices-labels.ts'))).toBe(false);
    const recordPage = readFileSync(join(copy, 'src/pages/invoices/invoice-page.tsx'), 'utf8');
    expect(recordPage).toMatch(/useResourceLabels\('invoices'\)/);
    expect(recordPage).toMatch(/price: 'money',/);
    // A ref's history names the record it points at (#id once that is deleted).
    expect(recordPage).toMatch(
      /ownerId: refFieldFormat\(\{ resource: 'users', nameKey: 'name' \}\),/,
    );
    // The form picks a ref by name from the resource it points at: no id to type.
    const form = readFileSync(join(copy, 'src/pages/invoices/invoice-form.tsx'), 'utf8');
    expect(form).toMatch(
      /<ResourceRefField\s+form=\{form\}\s+name="owner"\s+label=\{label\('owner'\)\}\s+resource="users"\s+nameKey="name"\s+detailKey="email"\s+known=\{record && \{ id: record\.ownerId, name: record\.ownerName \}\}/,
    );
    expect(form).not.toMatch(/name="owner"[^>]*inputMode/);
    const list = readFileSync(join(copy, 'src/pages/invoices/invoices-page.tsx'), 'utf8');
    expect(list).toMatch(/accessor: 'ownerName'/);
    expect(list).toMatch(/t\('widgets\.resource\.ref\.missing', \{ id: invoice\.ownerId \}\)/);
    // The list filters by one record of a ref, picked by name from the resource it points at.
    expect(list).toMatch(
      /\{\s*id: 'owner',\s*kind: 'ref',\s*label: t\('invoices\.fields\.owner'\),\s*reader: refFilterReader\(\{ resource: 'users', nameKey: 'name', detailKey: 'email' \}\),\s*\}/,
    );
    const serverTest = readFileSync(join(copy, 'server/resources/invoices.test.ts'), 'utf8');
    // Hostile ref filters are refused (400), an id naming no record filters to nothing.
    expect(serverTest).toMatch(/'owner=abc', 'owner=1\.5'/);
    expect(serverTest).toMatch(/\?owner=2000000000'\);\n\s+expect\(nobody\.status\)\.toBe\(200\);/);
    expect(readFileSync(join(copy, 'server/resources/invoices.test.ts'), 'utf8')).toMatch(
      /describe\.each\(eachDatabase\('invoices'\)\)\('invoices on %s'/,
    );
    const contract = readFileSync(join(copy, 'server/contract/invoices.ts'), 'utf8');
    expect(contract).toMatch(/\{ id: 'owner', kind: 'ref' \}/);
    expect(contract).not.toMatch(/sortFields: \[[^\]]*'ownerId'/);
    // The kit's own contract modules hold no zod: the schema builders come from `*-schemas`.
    expect(contract).toMatch(
      /import \{ bulkIdsSchema, wholeNumberField \} from '\.\/resource-schemas';/,
    );
    // Numbers, amounts and references share one builder: a huge number is out of range, not "not whole".
    expect(contract).toMatch(
      /wholeNumberField\(\{ required: INVOICE_MESSAGES\.priceRequired, invalid: INVOICE_MESSAGES\.priceInvalid, range: INVOICE_MESSAGES\.priceRange \}, 0, INVOICE_LIMITS\.priceMax\)/,
    );
    expect(contract).toMatch(/import \{ textField \} from '\.\/text-schemas';/);
    expect(contract).toMatch(/import \{ isWellFormedText \} from '\.\/text';/);
    const declared = readFileSync(join(copy, 'server/resources/invoices.ts'), 'utf8');
    expect(declared).toMatch(/references: \[/);
    expect(declared).toMatch(/ownerName: sql<string \| null>/);
    expect(readFileSync(join(copy, 'server/app.ts'), 'utf8')).toMatch(
      /resourceRoutes\(app, invoicesResource, \{ db, auth, now \}\);\n\s+app\.all\('\/api\/\*'/,
    );
    expect(readFileSync(join(copy, 'server/contract/errors.ts'), 'utf8')).toMatch(
      withDemo
        ? /\| AuthMessageKey\n {2}\| UserMessageKey\n {2}\| InvoiceMessageKey;/
        : /AuthMessageKey \| UserMessageKey(?: \| \w+)* \| InvoiceMessageKey;/,
    );
    expect(readFileSync(join(copy, 'src/config/routes.ts'), 'utf8')).toMatch(
      withDemo
        ? /\.\.\.demoAdminRoutes, \/\/ demo[\s\S]*name: 'invoice-edit',[\s\S]*\n {4}\],\n {2}\},\n {2}errors: \{/
        : /name: 'invoice-edit',[\s\S]*\n {4}\],\n {2}\},\n {2}errors: \{/,
    );
    expect(readFileSync(join(copy, 'src/i18n/locales/ar/index.ts'), 'utf8')).toMatch(
      /import invoices from '\.\/invoices\.json'[\s\S]*const ar = \{\n {2}invoices,/,
    );
    const ar = JSON.parse(
      readFileSync(join(copy, 'src/i18n/locales/ar/invoices.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(Object.keys(ar).filter((key) => key.startsWith('bulkDeleted_'))).toHaveLength(6);
    const awaiting = JSON.parse(
      readFileSync(join(copy, 'src/i18n/awaiting-translation.json'), 'utf8'),
    ) as Record<string, string[]>;
    expect(Object.keys(awaiting).sort()).toEqual(['ar', 'es', 'pt-BR']);
    expect(awaiting.es).toContain('invoices.validation.titleRequired');
    // A date's message names no format: the control shows the reader's own.
    const en = JSON.parse(
      readFileSync(join(copy, 'src/i18n/locales/en/invoices.json'), 'utf8'),
    ) as { validation: Record<string, string> };
    expect(en.validation.dueInvalid).not.toMatch(/\d/);
    // A range's bounds are the form's to write, as the field takes them: the text has none.
    expect(en.validation.qtyRange).toBe('Enter a qty from {min} to {max}.');
    expect(en.validation.priceRange).toBe('Enter a price from {min} to {max}.');
    expect(contract).toMatch(
      /export const INVOICE_MESSAGE_NUMBERS = \{\n {2}\[INVOICE_MESSAGES\.priceRange\]: \{ min: 0, max: INVOICE_LIMITS\.priceMax \/ 100 \},\n {2}\[INVOICE_MESSAGES\.qtyRange\]: \{ min: INVOICE_LIMITS\.qtyMin, max: INVOICE_LIMITS\.qtyMax \},\n\} as const satisfies MessageNumbers;/,
    );
    expect(readFileSync(join(copy, 'src/pages/invoices/invoice-form.tsx'), 'utf8')).toMatch(
      /message: \(key, values\) => t\(key as 'invoices\.validation\.idsInvalid', values\),\n\s+messageNumbers: INVOICE_MESSAGE_NUMBERS,/,
    );
    // A ref needs no hint about ids: it is picked by name.
    expect((en as { hints?: Record<string, string> }).hints?.owner).toBeUndefined();
    expect(awaiting.en).toBeUndefined();

    const routes = readFileSync(join(copy, 'src/config/routes.ts'), 'utf8');
    const again = await run(['invoices', '--fields', 'title:string!']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already \(server\/contract\/invoices\.ts/);
    expect(readFileSync(join(copy, 'src/config/routes.ts'), 'utf8')).toBe(routes);
  });

  it.skipIf(!withDemo)(
    'puts a --demo resource in the demo layer, its lines marked for strip-demo',
    async () => {
      expect(
        (await run(['tickets', '--fields', 'subject:string! owner:ref(users)', '--demo'])).code,
      ).toBe(0);
      expect(existsSync(join(copy, 'server/demo/schema.ts'))).toBe(true);
      expect(existsSync(join(copy, 'server/demo/drizzle.config.ts'))).toBe(true);
      expect(existsSync(join(copy, 'server/contract/demo/tickets.ts'))).toBe(true);
      expect(readFileSync(join(copy, 'server/contract/demo/tickets.ts'), 'utf8')).toMatch(
        /import \{ bulkIdsSchema, wholeNumberField \} from '\.\.\/resource-schemas';\nimport \{ textField \} from '\.\.\/text-schemas';/,
      );
      expect(existsSync(join(copy, 'src/demo/pages/tickets/tickets-page.tsx'))).toBe(true);
      expect(existsSync(join(copy, 'src/demo/locales/es/tickets.json'))).toBe(true);
      expect(existsSync(join(copy, 'e2e/demo/tickets.spec.ts'))).toBe(true);
      expect(readFileSync(join(copy, 'server/demo/schema.ts'), 'utf8')).toMatch(
        /pgTable\(\n {2}'demo_tickets'/,
      );
      const app = readFileSync(join(copy, 'server/app.ts'), 'utf8');
      expect(app).toMatch(/import \{ ticketsResource \} from '\.\/demo\/tickets'; \/\/ demo/);
      expect(existsSync(join(copy, 'server/demo/tickets.test.ts'))).toBe(true);
      // The demo's schema stands alone: strip-demo removes it whole.
      expect(readFileSync(join(copy, 'server/demo/schema.ts'), 'utf8')).toMatch(
        /export const demoTicketsAudit = auditTable\('demo_tickets_audit', 'ticket_id'\);/,
      );
      expect(app).toMatch(/resourceRoutes\(app, ticketsResource, \{ db, auth, now \}\); \/\/ demo/);
      expect(readFileSync(join(copy, 'server/contract/errors.ts'), 'utf8')).toMatch(
        /\| TicketMessageKey \/\/ demo\n(?: {2}\| \w+ \/\/ demo\n)*(?: {2}\| \w+\n)* {2}\| UserMessageKey;/,
      );
      expect(readFileSync(join(copy, 'src/config/routes.ts'), 'utf8')).toMatch(
        /\/\/ demo:start\n[\s\S]*name: 'ticket-edit'[\s\S]*\/\/ demo:end/,
      );
    },
  );

  it.skipIf(!withDemo)('refuses a name the other layer uses already', async () => {
    const { code, stderr } = await run(['orders', '--fields', 'title:string!']);
    expect(code).toBe(1);
    expect(stderr).toMatch(/exists already \(server\/contract\/demo\/orders\.ts/);
    expect(existsSync(join(copy, 'server/contract/orders.ts'))).toBe(false);
  });

  it('refuses a ref to a resource that does not exist', async () => {
    const { code, stderr } = await run(['invoices', '--fields', 'title:string! shop:ref(shops)']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/no resource "shops"/);
    expect(existsSync(join(copy, 'server/contract/invoices.ts'))).toBe(false);
  });

  it('asks for --fields when there is no terminal', async () => {
    const { code, stderr } = await run(['invoices']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/No --fields and no terminal/);
  });

  it('plans the same files for the same input', () => {
    const fields = parseFields(ALL_KINDS);
    const first = planResource(copy, { name: 'invoices', fields, demo: false });
    const second = planResource(copy, { name: 'invoices', fields, demo: false });
    expect(second.changes).toEqual(first.changes);
  });
});
