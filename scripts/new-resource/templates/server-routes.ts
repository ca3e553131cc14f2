/**
 * `server/<name>-routes.ts` (`server/demo/<name>-routes.ts`): the resource declared on the server
 * kit. Depends on `server/resource/` (`defineResource`) and, in the wiring, `resourceRoutes`.
 * Guessed details of the kit, fixed here if the kit differs: the option names `toValues`,
 * `patchValues`, `historyFields`, `sortColumns`, `filterColumns`, `references` and
 * `messages.notFound`.
 */
import { isSortable } from '../fields';
import { apiKey, contractPath, refNameKey, tableVariable, type Resource } from './shared';

const relative = (resource: Resource, path: string) => (resource.demo ? `../${path}` : `./${path}`);

export function serverRoutesTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const S = names.singularConstant;
  const table = tableVariable(resource);
  const contract = relative(
    resource,
    contractPath(resource)
      .replace(/^server\//, '')
      .replace(/\.ts$/, ''),
  );
  const schema = resource.demo ? './schema' : './db/schema';
  const refs = fields.filter((field) => field.kind === 'ref');
  const refImports = new Map<string, string[]>();
  for (const field of refs) {
    const target = resource.refs[field.ref!];
    const module = target.module === '.' ? schema : resource.demo ? '../db/schema' : './db/schema';
    if (module === schema) continue;
    refImports.set(module, [...(refImports.get(module) ?? []), target.table]);
  }
  const schemaNames = [
    table,
    ...refs
      .map((field) => resource.refs[field.ref!])
      .filter((target) => target.module === '.')
      .map((target) => target.table),
  ];
  const columnLines = fields.flatMap((field) => {
    const line = `${apiKey(field)}: ${table}.${apiKey(field)},`;
    if (field.kind !== 'ref') return [line];
    const target = resource.refs[field.ref!];
    return [
      line,
      `// The name beside the id, so the list shows it without a second request; none once deleted.`,
      `${refNameKey(field)}: sql<string | null>\`(SELECT \${${target.table}.${target.labelColumn}} FROM \${${target.table}} WHERE \${${target.table}.id} = \${${table}.${apiKey(field)}} AND \${${target.table}.deletedAt} IS NULL)\`,`,
    ];
  });
  const searchable = fields.filter((field) => field.kind === 'string' || field.kind === 'text');
  const filters = fields.filter((field) => field.kind === 'enum' || field.kind === 'date');

  return `import { sql } from 'drizzle-orm';

import {
  ${S}_MESSAGES,
  ${S}_PERMISSIONS,
  ${names.singularCamel}CreateSchema,
  ${names.singularCamel}PatchSchema,
  ${names.pluralCamel}BulkSchema,
  ${names.pluralCamel}List,
} from '${contract}';
${[...refImports].map(([module, tables]) => `import { ${tables.join(', ')} } from '${module}';`).join('\n')}
import { defineResource } from '${relative(resource, 'resource')}';
import { ${[...new Set(schemaNames)].join(', ')} } from '${schema}';

/**
 * The ${names.pluralWords} resource on the kit: \`/api/${names.plural}\` lists, reads and writes them
 * (soft delete, restore, bulk, history); reading needs a session, writes the roles of
 * \`${S}_PERMISSIONS\`.
 */
export const ${names.pluralCamel}Resource = defineResource({
  name: '${names.plural}',
  table: ${table},
  columns: {
    id: ${table}.id,
    ${columnLines.join('\n    ')}
  },
  // The columns are the API's shape already; the detail adds \`version\`.
  toApi: (row) => row,
  toValues: (input) => input,
  patchValues: (_before, { version: _version, ...patch }) => patch,
  historyFields: [
    ${fields.map((field) => `['${apiKey(field)}', '${apiKey(field)}'],`).join('\n    ')}
  ],
  list: ${names.pluralCamel}List,
  search: [${searchable.map((field) => `${table}.${field.name}`).join(', ')}],
  sortColumns: {
    id: ${table}.id,
    ${fields
      .filter(isSortable)
      .map((field) => `${apiKey(field)}: ${table}.${apiKey(field)},`)
      .join('\n    ')}
  },${
    filters.length
      ? `
  filterColumns: {
    ${filters.map((field) => `${field.name}: ${table}.${field.name},`).join('\n    ')}
  },`
      : ''
  }
  permissions: ${S}_PERMISSIONS,
  schemas: {
    create: ${names.singularCamel}CreateSchema,
    patch: ${names.singularCamel}PatchSchema,
    bulk: ${names.pluralCamel}BulkSchema,
  },${
    refs.length
      ? `
  // An id that names no record is the client's mistake (422 on the field), not a server error.
  references: [
    ${refs.map((field) => `{ column: '${field.column}', field: '${apiKey(field)}', message: ${S}_MESSAGES.${field.name}Invalid },`).join('\n    ')}
  ],`
      : ''
  }
  messages: { notFound: 'No such ${names.singularWords}.' },
});
`;
}

/** The two lines that wire it into \`server/app.ts\` (marked \`// demo\` in the demo). */
export function appWiring(resource: Resource): { importLine: string; routeLine: string } {
  const { names } = resource;
  const mark = resource.demo ? ' // demo' : '';
  const module = resource.demo ? `./demo/${names.plural}-routes` : `./${names.plural}-routes`;
  return {
    importLine: `import { ${names.pluralCamel}Resource } from '${module}';${mark}`,
    routeLine: `  resourceRoutes(app, ${names.pluralCamel}Resource, { db, auth, now });${mark}`,
  };
}
