/**
 * The drizzle tables appended to `server/db/schema.ts` (`server/demo/schema.ts` in the demo): the
 * resource's table with the columns the server kit requires (identity `id`, `version`,
 * `deleted_at`), an index per sortable column, and its audit table. Also the demo schema file's
 * head and the demo's drizzle-kit config, written with the first demo resource.
 */
import { isSortable, type Field } from '../fields';
import { enumConstant, enumType, type Resource } from './shared';

export type TableCode = {
  /** Named imports the code needs, by module. */
  imports: Record<string, string[]>;
  code: string;
};

/** The schema file's name for the table: demo tables start with `demo_`, which the demo's drizzle config filters on. */
export const tableName = (resource: Resource) =>
  resource.demo ? `demo_${resource.names.table}` : resource.names.table;

/** Where the contract module is, seen from the schema file. */
const contractModule = (resource: Resource) =>
  resource.demo
    ? `../contract/demo/${resource.names.plural}`
    : `../contract/${resource.names.plural}`;

function column(resource: Resource, field: Field, need: (module: string, name: string) => void) {
  const named = (builder: string, options = '') =>
    field.column === field.name && !options
      ? `${builder}()`
      : `${builder}(${field.column === field.name ? '' : `'${field.column}'`}${field.column !== field.name && options ? ', ' : ''}${options})`;
  const notNull = field.required ? '.notNull()' : '';
  const core = (name: string) => need('drizzle-orm/pg-core', name);
  switch (field.kind) {
    case 'string':
      return `${named('byteText')}.notNull()${field.required ? '' : ".default('')"}`;
    case 'text':
      core('text');
      return `${named('text')}.notNull()${field.required ? '' : ".default('')"}`;
    case 'number':
    case 'money':
      core('integer');
      return `${named('integer')}${notNull}`;
    case 'boolean':
      core('boolean');
      return `${named('boolean')}.notNull().default(false)`;
    case 'date':
      core('date');
      return `${named('date', "{ mode: 'string' }")}${notNull}`;
    case 'enum':
      core('text');
      need(contractModule(resource), `type ${enumType(resource, field)}`);
      return `${named('text')}.$type<${enumType(resource, field)}>()${notNull}`;
    case 'ref': {
      core('integer');
      const target = resource.refs[field.ref!];
      if (target.module !== '.') need(target.module, target.table);
      return `integer('${field.column}')${notNull}.references(() => ${target.table}.id)`;
    }
  }
}

export function tableTemplate(resource: Resource): TableCode {
  const { names, fields } = resource;
  const imports: Record<string, string[]> = {};
  const need = (module: string, name: string) => {
    imports[module] ??= [];
    if (!imports[module].includes(name)) imports[module].push(name);
  };
  for (const name of ['index', 'integer', 'pgTable']) need('drizzle-orm/pg-core', name);
  need(resource.demo ? '../db/audit-table' : './audit-table', 'auditTable');
  const table = tableName(resource);
  const variable = resource.demo ? `demo${names.pluralPascal}` : names.pluralCamel;

  const columns = fields.map((field) => {
    const key = field.kind === 'ref' ? `${field.name}Id` : field.name;
    const comment =
      field.kind === 'money' ? '    /** Whole cents: exact sums, no floating point. */\n' : '';
    return `${comment}    ${key}: ${column(resource, field, need)},`;
  });
  const enums = fields.filter((field) => field.kind === 'enum');
  if (enums.length) {
    need('drizzle-orm/pg-core', 'check');
    need('drizzle-orm', 'sql');
  }
  // Sort columns, and refs (the list filters by them).
  const indexes = [
    ...fields
      .filter((field) => isSortable(field) || field.kind === 'ref')
      .map((field) => {
        const key = field.kind === 'ref' ? `${field.name}Id` : field.name;
        return `index('${table}_${field.column}_id_idx').on(table.${key}, table.id),`;
      }),
    ...enums.map((field) => {
      need(contractModule(resource), enumConstant(resource, field));
      return `check(
      '${table}_${field.column}_check',
      sql.raw(\`\${table.${field.name}.name} IN (\${${enumConstant(resource, field)}.map((value) => \`'\${value}'\`).join(', ')})\`),
    ),`;
    }),
  ];

  const code = `
/** The ${names.pluralWords} resource: the records the ${names.pluralTitle} pages list and edit. */
export const ${variable} = pgTable(
  '${table}',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
${columns.join('\n')}
    /** Grows by one with every write; a PATCH must send the one it read. */
    version: integer().notNull().default(1),
    /** Soft delete: set while the ${names.singularWords} is deleted (a restore clears it). */
    deletedAt: instant('deleted_at'),
  },
  // Each (column, id) index serves \`ORDER BY column, id\` in both directions.
  (table) => [
    ${indexes.join('\n    ')}
  ],
);

/** One row per write to a ${names.singularWords}: who, when, and field by field what changed. */
export const ${variable}Audit = auditTable('${table}_audit', '${names.singular.replace(/-/g, '_')}_id');
`;
  return { imports, code };
}

/** `server/demo/schema.ts` before its first table. */
export const demoSchemaHead = `import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * The demo's tables: \`npm run new:resource -- <name> --demo\` adds them here and writes their
 * migrations into server/demo/migrations/ with ./drizzle.config.ts. They are applied after the
 * template's (server/db/migrate.ts) and go with the demo (\`npm run strip-demo\`).
 */

/** Text that sorts in byte order on every server, as the template's tables have it. */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
`;

/** `server/demo/drizzle.config.ts`: drizzle-kit for the demo's tables alone. */
export const demoDrizzleConfig = `import { defineConfig } from 'drizzle-kit';

// \`npx drizzle-kit generate --config server/demo/drizzle.config.ts\` compares server/demo/schema.ts
// with the last demo migration's snapshot and writes the next one into server/demo/migrations/.
// The template's tables are not the demo's to change: the filter keeps drizzle-kit to \`demo_*\`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/demo/schema.ts',
  out: './server/demo/migrations',
  tablesFilter: ['demo_*'],
  migrations: { table: '__drizzle_demo_migrations', schema: 'drizzle' },
});
`;
