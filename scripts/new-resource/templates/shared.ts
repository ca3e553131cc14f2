/**
 * What every template needs to know about a field kind: its TypeScript type, its message keys and
 * their English text, its limits. One place, so the templates agree with each other.
 */
import type { Field } from '../fields';
import type { ResourceNames } from '../names';

export type Resource = {
  names: ResourceNames;
  fields: Field[];
  /** Placed in the demo layer (`--demo`). */
  demo: boolean;
  /** `ref` targets: the table variable, its module and the column that names a record. */
  refs: Record<string, RefTarget>;
};

export type RefTarget = {
  /** The drizzle table's variable (`users`). */
  table: string;
  /** Where it is exported from, relative to the new table's schema file. */
  module: string;
  /** The column naming a record (`name`), as the drizzle property. */
  labelColumn: string;
  /** A column the picker shows under each name (`email`), when the table has one. */
  detailColumn?: string;
};

export const STRING_MAX = 200;
export const TEXT_MAX = 5000;
export const NUMBER_MIN = -1_000_000_000;
export const NUMBER_MAX = 1_000_000_000;
/** Money is whole cents in an `integer` column: up to ten million in the currency's units. */
export const MONEY_MAX_CENTS = 1_000_000_000;

export const cap = (text: string) => text.replace(/^[a-z]/, (c) => c.toUpperCase());
export const constantOf = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
/** The lower-case words of a label, for sentences ("Enter a due date."). */
export const wordsOf = (field: Field) => field.label.toLowerCase();
export const article = (words: string) => (/^[aeiou]/.test(words) ? 'an' : 'a');

/** `ORDER_STATUSES`: the constant of an enum field's values. */
export const enumConstant = (resource: Resource, field: Field) =>
  `${resource.names.singularConstant}_${constantOf(field.name)}${constantOf(field.name).endsWith('S') ? 'ES' : 'S'}`;
/** `OrderStatus`: the type of an enum field's values. */
export const enumType = (resource: Resource, field: Field) =>
  `${resource.names.singularPascal}${cap(field.name)}`;

/** The API's property for a field: a ref carries the id (`ownerId`); its name comes beside it. */
export const apiKey = (field: Field) => (field.kind === 'ref' ? `${field.name}Id` : field.name);
/** A ref's name property in the API row (`ownerName`). */
export const refNameKey = (field: Field) => `${field.name}Name`;

/** The field's type in the API row. */
export function tsType(resource: Resource, field: Field): string {
  const base = {
    string: 'string',
    text: 'string',
    number: 'number',
    money: 'number',
    boolean: 'boolean',
    date: 'string',
    enum: field.values ? enumType(resource, field) : 'string',
    ref: 'number',
  }[field.kind];
  // Text is '' when empty and a boolean is always set; every other optional value can be null.
  const nullable = !field.required && !['string', 'text', 'boolean'].includes(field.kind);
  return nullable ? `${base} | null` : base;
}

/** Message keys a field's schema uses, each with its English text (`key` is camelCase). */
export function fieldMessages(field: Field): Array<[key: string, english: string]> {
  const n = field.name;
  const words = wordsOf(field);
  const a = article(words);
  switch (field.kind) {
    case 'string':
      return [
        ...(field.required ? [[`${n}Required`, `Enter ${a} ${words}.`] as [string, string]] : []),
        [`${n}TooLong`, `Use at most ${STRING_MAX} characters for the ${words}.`],
      ];
    case 'text':
      return [
        ...(field.required ? [[`${n}Required`, `Enter ${a} ${words}.`] as [string, string]] : []),
        [`${n}TooLong`, `Use at most ${TEXT_MAX} characters for the ${words}.`],
      ];
    case 'number':
      return [
        [`${n}Required`, `Enter ${a} ${words}.`],
        [`${n}Integer`, `Enter the ${words} as a whole number, like 12.`],
        [`${n}Range`, `Enter ${a} ${words} from {min} to {max}.`],
      ];
    case 'money':
      return [
        [`${n}Required`, `Enter ${a} ${words}.`],
        [`${n}Invalid`, `Enter the ${words} as an amount with at most two decimals, like 12.50.`],
        [`${n}Range`, `Enter ${a} ${words} from {min} to {max}.`],
      ];
    case 'boolean':
      return [[`${n}Invalid`, `Choose yes or no for ${words}.`]];
    case 'date':
      return [
        [`${n}Required`, `Enter ${a} ${words}.`],
        // The date control writes a day in the reader's own order (12/31/2030, 31/12/2030): an
        // example in the API's order would contradict it. This shows for a day typed in part too.
        [`${n}Invalid`, `Enter a full date for the ${words}, one the calendar has.`],
      ];
    case 'enum':
      return [
        [`${n}Required`, `Choose ${a} ${words}.`],
        [`${n}Invalid`, `Choose one of the listed values for ${words}.`],
      ];
    case 'ref':
      return [
        [`${n}Required`, `Choose ${a} ${words}.`],
        [`${n}Invalid`, `Choose ${a} ${words} that exists.`],
      ];
  }
}

/**
 * Every message key of the resource with its English text: the fields', then the shared ones.
 */
export function allMessages(resource: Resource): Array<[string, string]> {
  const { pluralWords, singularWords } = resource.names;
  return [
    ...resource.fields.flatMap(fieldMessages),
    ['invalidCharacters', 'Remove the line breaks and other control characters.'],
    ['versionRequired', `Reload the ${singularWords}, then make your changes again.`],
    ['idsInvalid', `Select 1 to 5000 ${pluralWords} at a time.`],
  ];
}

/** The contract module as a path (`server/contract/orders.ts`). */
export const contractPath = (resource: Resource) =>
  resource.demo
    ? `server/contract/demo/${resource.names.plural}.ts`
    : `server/contract/${resource.names.plural}.ts`;
/** The contract module as the front end imports it. */
export const contractAlias = (resource: Resource) =>
  resource.demo ? `@contract/demo/${resource.names.plural}` : `@contract/${resource.names.plural}`;
/** The pages' folder and alias. */
export const pagesDir = (resource: Resource) =>
  resource.demo ? `src/demo/pages/${resource.names.plural}` : `src/pages/${resource.names.plural}`;
export const pagesAlias = (resource: Resource) =>
  resource.demo ? `@/demo/pages/${resource.names.plural}` : `@/pages/${resource.names.plural}`;
/** The drizzle table's variable. */
export const tableVariable = (resource: Resource) =>
  resource.demo ? `demo${resource.names.pluralPascal}` : resource.names.pluralCamel;

/**
 * A valid value of a field, as the API takes it, for tests: `variant` 0 and 1 differ, so an edit
 * changes something. A ref takes the id the test found (`refId`).
 */
export function sampleValue(field: Field, variant: 0 | 1, refId = '1'): string {
  switch (field.kind) {
    case 'string':
      return variant
        ? `'Second ${field.label.toLowerCase()}'`
        : `'First ${field.label.toLowerCase()}'`;
    case 'text':
      return variant ? `'Two lines,\\nchanged.'` : `'One line.'`;
    case 'number':
      return variant ? '7' : '3';
    case 'money':
      return variant ? '995' : '1250';
    case 'boolean':
      return variant ? 'false' : 'true';
    case 'date':
      return variant ? `'2030-06-15'` : `'2030-01-31'`;
    case 'enum':
      return `'${field.values![variant ? 1 : 0]}'`;
    case 'ref':
      return refId;
  }
}
