/**
 * `server/contract/<name>.ts` (`server/contract/demo/<name>.ts` in the demo): types, permissions,
 * messages, limits, schemas and the list spec. Depends on the server kit's
 * `server/contract/list-query.ts` (`defineListQuery`), on `auth.ts` and `resource.ts`, and for the
 * schemas on `resource-schemas.ts` (`bulkIdsSchema`, `wholeNumberField`), `text-schemas.ts`
 * (`textField`) and `text.ts`.
 */
import { isSortable, type Field } from '../fields';
import {
  allMessages,
  apiKey,
  enumConstant,
  enumType,
  MONEY_MAX_CENTS,
  NUMBER_MAX,
  NUMBER_MIN,
  refNameKey,
  STRING_MAX,
  TEXT_MAX,
  tsType,
  type Resource,
} from './shared';

/** Sibling contract modules, seen from the generated one. */
export const contractImport = (resource: Resource, module: string) =>
  resource.demo ? `../${module}` : `./${module}`;

function schemaOf(resource: Resource, field: Field): string {
  const M = `${resource.names.singularConstant}_MESSAGES`;
  const L = `${resource.names.singularConstant}_LIMITS`;
  const n = field.name;
  const requiredOrNot = (required: string, other: string) =>
    `(issue) => issue.input === undefined || issue.input === null || issue.input === '' ? ${required} : ${other}`;
  switch (field.kind) {
    case 'string':
      return field.required
        ? `textField({ required: ${M}.${n}Required, tooLong: ${M}.${n}TooLong, invalid: ${M}.invalidCharacters }, ${L}.${n}Max)`
        : `z.string({ error: ${M}.${n}TooLong }).check(z.trim(), z.maxLength(${L}.${n}Max, { error: ${M}.${n}TooLong }), z.refine(isSingleLineText, { error: ${M}.invalidCharacters }))`;
    case 'text':
      return `z.string({ error: ${M}.${n}${field.required ? 'Required' : 'TooLong'} }).check(z.trim(), ${
        field.required ? `z.minLength(1, { error: ${M}.${n}Required }), ` : ''
      }z.maxLength(${L}.${n}Max, { error: ${M}.${n}TooLong }), z.refine(isWellFormedText, { error: ${M}.invalidCharacters }))`;
    case 'number':
      return `wholeNumberField({ required: ${M}.${n}Required, invalid: ${M}.${n}Integer, range: ${M}.${n}Range }, ${L}.${n}Min, ${L}.${n}Max)`;
    case 'money':
      return `wholeNumberField({ required: ${M}.${n}Required, invalid: ${M}.${n}Invalid, range: ${M}.${n}Range }, 0, ${L}.${n}Max)`;
    case 'boolean':
      return `z.boolean({ error: ${M}.${n}Invalid })`;
    case 'date':
      return `z.string({ error: ${M}.${n}Required }).check(z.minLength(1, { error: ${M}.${n}Required }), z.refine(isCalendarDate, { error: ${M}.${n}Invalid }))`;
    case 'enum':
      return `z.enum(${enumConstant(resource, field)}, { error: ${requiredOrNot(`${M}.${n}Required`, `${M}.${n}Invalid`)} })`;
    case 'ref':
      return `wholeNumberField({ required: ${M}.${n}Required, invalid: ${M}.${n}Invalid, range: ${M}.${n}Invalid }, 1, ID_MAX)`;
  }
}

/** How the create body holds a field: optional ones may be left out (or null, or '' for text). */
function createEntry(resource: Resource, field: Field): string {
  const variable = `${resource.names.singularCamel}${field.name.replace(/^[a-z]/, (c) => c.toUpperCase())}`;
  if (field.kind === 'boolean') return `${field.name}: z._default(${variable}, false)`;
  if (field.kind === 'string' || field.kind === 'text') {
    return `${field.name}: ${field.required ? variable : `z._default(${variable}, '')`}`;
  }
  return `${apiKey(field)}: ${field.required ? variable : `z._default(z.nullable(${variable}), null)`}`;
}

function patchEntry(resource: Resource, field: Field): string {
  const variable = `${resource.names.singularCamel}${field.name.replace(/^[a-z]/, (c) => c.toUpperCase())}`;
  const nullable =
    !field.required && !['string', 'text', 'boolean'].includes(field.kind)
      ? `z.nullable(${variable})`
      : variable;
  return `${apiKey(field)}: z.optional(${nullable})`;
}

/** A number or money field's range message and the bounds it names; money's in whole units, as typed. */
function messageNumbers(resource: Resource, field: Field): string {
  const M = `${resource.names.singularConstant}_MESSAGES`;
  const L = `${resource.names.singularConstant}_LIMITS`;
  const n = field.name;
  return field.kind === 'money'
    ? `[${M}.${n}Range]: { min: 0, max: ${L}.${n}Max / 100 },`
    : `[${M}.${n}Range]: { min: ${L}.${n}Min, max: ${L}.${n}Max },`;
}

export function contractTemplate(resource: Resource): string {
  const { names, fields } = resource;
  const S = names.singularConstant;
  const P = names.singularPascal;
  const enums = fields.filter((field) => field.kind === 'enum');
  const dates = fields.filter((field) => field.kind === 'date');
  const refs = fields.filter((field) => field.kind === 'ref');
  const uses = (kind: Field['kind']) => fields.some((field) => field.kind === kind);
  const needsSingleLine = fields.some((field) => field.kind === 'string' && !field.required);
  const needsTextField = fields.some((field) => field.kind === 'string' && field.required);
  const textImports = [
    ...(uses('text') ? ['isWellFormedText'] : []),
    ...(needsSingleLine ? ['isSingleLineText'] : []),
  ];
  const rangeFields = fields.filter((field) => field.kind === 'number' || field.kind === 'money');
  const sortFields = ['id', ...fields.filter(isSortable).map(apiKey)];
  const historyFields = fields.map(apiKey);
  const limits = fields.flatMap((field) => {
    switch (field.kind) {
      case 'string':
        return [`${field.name}Max: ${STRING_MAX},`];
      case 'text':
        return [`${field.name}Max: ${TEXT_MAX},`];
      case 'number':
        return [
          `${field.name}Min: ${NUMBER_MIN.toLocaleString('en').replace(/,/g, '_')},`,
          `${field.name}Max: ${NUMBER_MAX.toLocaleString('en').replace(/,/g, '_')},`,
        ];
      case 'money':
        return [
          `/** In cents. */`,
          `${field.name}Max: ${MONEY_MAX_CENTS.toLocaleString('en').replace(/,/g, '_')},`,
        ];
      default:
        return [];
    }
  });
  const fieldSchemas = fields.map(
    (field) =>
      `const ${names.singularCamel}${field.name.replace(/^[a-z]/, (c) => c.toUpperCase())} = ${schemaOf(resource, field)};`,
  );
  const rowLines = fields.flatMap((field) => {
    const comment =
      field.kind === 'money'
        ? ['/** In cents: 1250 is 12.50. */']
        : field.kind === 'date'
          ? ['/** A calendar date, `YYYY-MM-DD`. */']
          : [];
    const line = `${apiKey(field)}: ${tsType(resource, field)};`;
    if (field.kind !== 'ref') return [...comment, line];
    return [
      `/** The id of one of the ${field.ref} (${field.ref} are listed by \`GET /api/${field.ref}\`). */`,
      line,
      field.required
        ? `/** Its name, for showing: null once it has been deleted. */`
        : `/** Its name, for showing: null when none is set or it has been deleted. */`,
      `${refNameKey(field)}: string | null;`,
    ];
  });

  return `/**
 * The ${names.pluralWords} resource: what its endpoints answer, who may do what, and the schemas of
 * its bodies. Imports nothing but \`zod/mini\` and its sibling contract modules.
 */
import { z } from 'zod/mini';

import { permits, type Role } from '${contractImport(resource, 'auth')}';
import { defineListQuery } from '${contractImport(resource, 'list-query')}';
import {
  BULK_MAX,
  ${refs.length ? 'ID_MAX,\n  ' : ''}type BulkResult,
  type History,
  type ListPage,
  ${rangeFields.length ? 'type MessageNumbers,\n  ' : ''}type ResourcePermissions,
} from '${contractImport(resource, 'resource')}';
import { bulkIdsSchema${fields.some((field) => ['number', 'money', 'ref'].includes(field.kind)) ? ', wholeNumberField' : ''} } from '${contractImport(resource, 'resource-schemas')}';
${[
  ...(textImports.length
    ? [`import { ${textImports.join(', ')} } from '${contractImport(resource, 'text')}';`]
    : []),
  ...(needsTextField
    ? [`import { textField } from '${contractImport(resource, 'text-schemas')}';`]
    : []),
].join('\n')}

${enums
  .map(
    (field) => `/** The values of \`${field.name}\`, in the order forms and filters offer them. */
export const ${enumConstant(resource, field)} = [${field.values!.map((value) => `'${value}'`).join(', ')}] as const;
export type ${enumType(resource, field)} = (typeof ${enumConstant(resource, field)})[number];
`,
  )
  .join('\n')}
/** One ${names.singularWords} as \`GET /api/${names.plural}\` lists it. */
export type Api${P} = {
  id: number;
  ${rowLines.join('\n  ')}
};

/**
 * One ${names.singularWords} as \`GET /api/${names.plural}/:id\` and every write answer it: with the
 * \`version\` a \`PATCH\` must send back (it grows by one on every write).
 */
export type Api${P}Detail = Api${P} & { version: number };

export type ${names.pluralPascal}Page = ListPage<Api${P}>;
export type ${names.pluralPascal}BulkResult = BulkResult;

/** What the list sorts and filters by: the server checks the query, the table offers the same. */
export const ${names.pluralCamel}List = defineListQuery({
  sortFields: [${sortFields.map((field) => `'${field}'`).join(', ')}],${
    enums.length + dates.length + refs.length
      ? `
  filterFields: [
    ${[
      ...enums.map(
        (field) =>
          `{ id: '${field.name}', kind: 'facet', values: ${enumConstant(resource, field)} },`,
      ),
      ...dates.map((field) => `{ id: '${field.name}', kind: 'dateRange' },`),
      ...refs.map((field) => `{ id: '${field.name}', kind: 'ref' },`),
    ].join('\n    ')}
  ],`
      : ''
  }
});

/** \`deleted\` is the soft-delete flag (false → true on delete, true → false on restore). */
export type ${P}HistoryField = ${historyFields.map((field) => `'${field}'`).join(' | ')} | 'deleted';
export type ${P}History = History<${P}HistoryField>;

/** What can be done to ${names.pluralWords}, and which roles may do it (reading needs a session). */
export const ${S}_PERMISSIONS = {
  create: ['admin', 'editor'],
  edit: ['admin', 'editor'],
  delete: ['admin'],
  restore: ['admin'],
  history: ['admin', 'editor', 'viewer'],
} as const satisfies ResourcePermissions;
export type ${P}Action = keyof typeof ${S}_PERMISSIONS;

/** Whether an account with \`role\` may do \`action\` to ${names.pluralWords} (false when nobody is signed in). */
export function can(role: Role | null | undefined, action: ${P}Action): boolean {
  return permits(${S}_PERMISSIONS, role, action);
}

export const ${S}_MESSAGES = {
  ${allMessages(resource)
    .map(([key]) => `${key}: '${names.pluralCamel}.validation.${key}',`)
    .join('\n  ')}
} as const;
export type ${P}MessageKey = (typeof ${S}_MESSAGES)[keyof typeof ${S}_MESSAGES];

/** Limits the schemas enforce, for \`maxLength\`/\`min\`/\`max\` attributes and hint texts. */
export const ${S}_LIMITS = {
  ${limits.join('\n  ')}
  bulkMax: BULK_MAX,
} as const;
${
  rangeFields.length
    ? `
/** The numbers the messages name (\`{min}\`, \`{max}\`), for the form to write in the reader's format. */
export const ${S}_MESSAGE_NUMBERS = {
  ${rangeFields.map((field) => messageNumbers(resource, field)).join('\n  ')}
} as const satisfies MessageNumbers;
`
    : ''
}${
    dates.length
      ? `
/** A real day of the calendar written \`YYYY-MM-DD\` (not 2030-02-30). */
function isCalendarDate(text: string): boolean {
  if (!/^\\d{4}-\\d{2}-\\d{2}$/.test(text)) return false;
  const date = new Date(\`\${text}T00:00:00Z\`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}
`
      : ''
  }
${fieldSchemas.join('\n')}

/** Body of \`POST /api/${names.plural}\`. Text is trimmed; unknown keys are dropped. */
export const ${names.singularCamel}CreateSchema = z.object({
  ${fields.map((field) => `${createEntry(resource, field)},`).join('\n  ')}
});

/** Body of \`PATCH /api/${names.plural}/:id\`: the \`version\` last read plus any of the fields. */
export const ${names.singularCamel}PatchSchema = z.object({
  version: z
    .int({ error: ${S}_MESSAGES.versionRequired })
    .check(z.gte(1, { error: ${S}_MESSAGES.versionRequired })),
  ${fields.map((field) => `${patchEntry(resource, field)},`).join('\n  ')}
});

/**
 * Body of \`POST /api/${names.plural}/bulk-delete\` and \`POST /api/${names.plural}/bulk-restore\`: 1 to
 * \`${S}_LIMITS.bulkMax\` ${names.singularWords} ids.
 */
export const ${names.pluralCamel}BulkSchema = bulkIdsSchema(${S}_MESSAGES.idsInvalid);

/** What the form sends (before trimming) and what the server stores (after). */
export type ${P}CreateInput = z.input<typeof ${names.singularCamel}CreateSchema>;
export type ${P}Create = z.output<typeof ${names.singularCamel}CreateSchema>;
export type ${P}PatchInput = z.input<typeof ${names.singularCamel}PatchSchema>;
export type ${P}Patch = z.output<typeof ${names.singularCamel}PatchSchema>;
`;
}
