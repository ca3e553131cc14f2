/**
 * `server/resources/<name>.ts` (`server/demo/<name>.ts` in the demo): the resource declared on
 * the server kit (`defineResource`), and the lines that wire it into `server/app.ts`
 * (`resourceRoutes`).
 */
import { isSortable, type Field } from '../fields';
import { apiKey, contractPath, refNameKey, tableVariable, type Resource } from './shared';

/** Where the resource's declaration goes. */
export const resourceModulePath = (resource: Resource) =>
  resource.demo
    ? `server/demo/${resource.names.plural}.ts`
    : `server/resources/${resource.names.plural}.ts`;

export function serverRoutesTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const S = names.singularConstant;
  const P = names.singularPascal;
  const table = tableVariable(resource);
  // Both server/resources/ and server/demo/ sit one level below server/.
  const contract = `../${contractPath(resource)
    .replace(/^server\//, '')
    .replace(/\.ts$/, '')}`;
  const schema = resource.demo ? './schema' : '../db/schema';
  const refs = fields.filter((field) => field.kind === 'ref');
  const imports = new Map<string, Set<string>>([[schema, new Set([table, `${table}Audit`])]]);
  for (const field of refs) {
    const target = resource.refs[field.ref!];
    const module = target.module === '.' ? schema : '../db/schema';
    imports.set(module, (imports.get(module) ?? new Set()).add(target.table));
  }
  const searchable = fields.filter((field) => field.kind === 'string' || field.kind === 'text');
  const filters = fields.filter((field) => ['enum', 'date', 'ref'].includes(field.kind));
  const column = (field: Field) => `${apiKey(field)}: ${table}.${apiKey(field)},`;
  const computed = refs.map((field) => {
    const target = resource.refs[field.ref!];
    return `${refNameKey(field)}: sql<string | null>\`(SELECT \${${target.table}.${target.labelColumn}} FROM \${${target.table}} WHERE \${${target.table}.id} = \${${table}.${apiKey(field)}} AND \${${target.table}.deletedAt} IS NULL)\`,`;
  });

  return `${refs.length ? `import { sql } from 'drizzle-orm';\n\n` : ''}import {
  ${refs.length ? `${S}_MESSAGES,\n  ` : ''}${S}_PERMISSIONS,
  ${names.singularCamel}CreateSchema,
  ${names.singularCamel}PatchSchema,
  ${names.pluralCamel}BulkSchema,
  ${names.pluralCamel}List,
  type Api${P},
  type ${P}Create,
  type ${P}Patch,
} from '${contract}';
${[...imports]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([module, names]) => `import { ${[...names].join(', ')} } from '${module}';`)
  .join('\n')}
import { defineResource } from '../resource';

/**
 * The ${names.pluralWords} resource: \`/api/${names.plural}\` lists, reads and writes them (soft delete,
 * restore, bulk, history). Reading needs a session; writes need a role of \`${S}_PERMISSIONS\`.
 */
export const ${names.pluralCamel}Resource = defineResource({
  name: '${names.plural}',
  table: ${table},
  audit: ${table}Audit,
  columns: {
    id: ${table}.id,
    ${fields.map(column).join('\n    ')}
  },${
    computed.length
      ? `
  // The name beside the id, so the list shows it without a second request; none once deleted.
  computed: {
    ${computed.join('\n    ')}
  },`
      : ''
  }
  // The API row is the columns as they are; the detail adds \`version\`.
  toApi: (row): Api${P} => row,
  toValues: (input: ${P}Create) => input,
  patchValues: (_before, { version: _version, ...patch }: ${P}Patch) => patch,
  historyFields: [
    ${fields.map((field) => `['${apiKey(field)}', '${apiKey(field)}'],`).join('\n    ')}
  ],
  list: ${names.pluralCamel}List,
  search: [${searchable.map((field) => `${table}.${field.name}`).join(', ')}],
  sortColumns: {
    id: ${table}.id,
    ${fields.filter(isSortable).map(column).join('\n    ')}
  },${
    filters.length
      ? `
  filterColumns: {
    ${filters.map((field) => `${field.name}: ${table}.${apiKey(field)},`).join('\n    ')}
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
  const module = resource.demo ? `./demo/${names.plural}` : `./resources/${names.plural}`;
  return {
    importLine: `import { ${names.pluralCamel}Resource } from '${module}';${mark}`,
    routeLine: `  resourceRoutes(app, ${names.pluralCamel}Resource, { db, auth, now });${mark}`,
  };
}
