/**
 * The fields of a resource, from `--fields "title:string! price:money status:enum(draft,published)"`
 * or from the prompt: a name, a kind, and a trailing `!` when a value is required.
 */
export const FIELD_KINDS = [
  'string',
  'text',
  'number',
  'money',
  'boolean',
  'date',
  'enum',
  'ref',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export type Field = {
  /** camelCase: the API and form field name. */
  name: string;
  kind: FieldKind;
  /**
   * A value must be given. A boolean is always present (false unless set), so `!` changes nothing
   * for it.
   */
  required: boolean;
  /** snake_case column name (`ref` fields end in `_id`). */
  column: string;
  /** "Due date": the English label. */
  label: string;
  /** `enum` only: the allowed values, in the order given. */
  values?: string[];
  /** `ref` only: the plural name of the resource the id points at. */
  ref?: string;
};

/** One line per kind, for the help text and the prompt. */
export const KIND_HELP: Record<FieldKind, string> = {
  string: 'one line of text, up to 200 characters',
  text: 'longer text with line breaks, up to 5000 characters',
  number: 'a whole number',
  money: 'an amount with two decimal places (stored as whole cents)',
  boolean: 'yes or no',
  date: 'a calendar date (YYYY-MM-DD)',
  enum: 'one of a fixed list: enum(draft,published)',
  ref: 'the id of another resource, shown by its name: ref(users)',
};

/** Names the kit gives every resource, or that would clash with its code. */
const RESERVED_FIELDS = new Set([
  'id',
  'version',
  'deleted',
  'deletedAt',
  'createdAt',
  'updatedAt',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'sort',
  'page',
  'perPage',
  'filter',
]);

const FIELD_NAME = /^[a-z][a-zA-Z0-9]*$/;
const ENUM_VALUE = /^[a-z][a-z0-9_]*$/;
const RESOURCE_NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_FIELDS = 30;

export class FieldError extends Error {}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const words = (name: string) => snake(name).replace(/_/g, ' ');
const labelOf = (name: string) => words(name).replace(/^[a-z]/, (c) => c.toUpperCase());

/** Splits the `--fields` text on spaces outside parentheses: `a:enum(x, y) b:string`. */
export function splitFields(text: string): string[] {
  const tokens: string[] = [];
  let current = '';
  let depth = 0;
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) tokens.push(current);
      current = '';
    } else if (!/\s/.test(char)) {
      current += char;
    }
  }
  if (current) tokens.push(current);
  return tokens;
}

/** One `name:kind[!]`; throws a FieldError that says what is wrong and how to write it. */
export function parseField(token: string): Field {
  const match = /^([^:]+):([a-z]+)(?:\(([^)]*)\))?(!)?$/.exec(token);
  if (!match) {
    throw new FieldError(
      `"${token}" is not a field: write name:kind, like title:string! or status:enum(draft,published).`,
    );
  }
  const [, name = '', rawKind = '', argument, bang] = match;
  if (!FIELD_NAME.test(name)) {
    throw new FieldError(
      `"${name}" is not a field name: use camelCase letters and digits, starting with a lower-case letter (like dueDate).`,
    );
  }
  if (RESERVED_FIELDS.has(name)) {
    throw new FieldError(`"${name}" is a name every resource has already: choose another one.`);
  }
  const kind = rawKind === 'decimal' ? 'money' : rawKind;
  if (!(FIELD_KINDS as readonly string[]).includes(kind)) {
    throw new FieldError(
      `"${rawKind}" (field ${name}) is not a kind: use one of ${FIELD_KINDS.join(', ')}.`,
    );
  }
  const field: Field = {
    name,
    kind: kind as FieldKind,
    required: bang === '!',
    column: snake(name),
    label: labelOf(name),
  };
  if (kind === 'enum') {
    const values = (argument ?? '').split(',').map((value) => value.trim());
    if (argument === undefined || values.some((value) => !ENUM_VALUE.test(value))) {
      throw new FieldError(
        `${name}: an enum lists its values in parentheses, lower-case words separated by commas, like enum(draft,published).`,
      );
    }
    if (new Set(values).size !== values.length) {
      throw new FieldError(`${name}: an enum value appears twice in enum(${argument}).`);
    }
    if (values.length < 2) throw new FieldError(`${name}: an enum needs at least two values.`);
    field.values = values;
  } else if (kind === 'ref') {
    const target = (argument ?? '').trim();
    if (!RESOURCE_NAME.test(target)) {
      throw new FieldError(
        `${name}: a ref names the resource it points at, in parentheses, like ref(users).`,
      );
    }
    field.ref = target;
    field.column = `${snake(name)}_id`;
  } else if (argument !== undefined) {
    throw new FieldError(`${name}: a ${kind} takes nothing in parentheses.`);
  }
  return field;
}

/** Every field of the `--fields` text; the first string field is the record's name. */
export function parseFields(text: string): Field[] {
  const tokens = splitFields(text);
  if (tokens.length === 0) throw new FieldError('--fields lists no fields.');
  const fields = tokens.map(parseField);
  checkFields(fields);
  return fields;
}

/** What must hold for a whole list of fields (the prompt checks it too). */
export function checkFields(fields: readonly Field[]): void {
  if (fields.length > MAX_FIELDS) {
    throw new FieldError(
      `A resource has at most ${MAX_FIELDS} fields; this one has ${fields.length}.`,
    );
  }
  const seen = new Set<string>();
  for (const field of fields) {
    if (seen.has(field.column)) throw new FieldError(`The field ${field.name} is listed twice.`);
    seen.add(field.column);
  }
  if (!fields.some((field) => field.kind === 'string')) {
    throw new FieldError(
      'A resource needs a string field to name its records in lists, toasts and headings (like title:string!).',
    );
  }
}

/** The field that names a record: the first string field. */
export function labelField(fields: readonly Field[]): Field {
  const field = fields.find((candidate) => candidate.kind === 'string');
  if (!field) throw new FieldError('A resource needs a string field to name its records.');
  return field;
}

/**
 * Fields the list sorts by: not long text nor yes/no, nor a ref (its id says nothing about the
 * order of the names shown).
 */
export const isSortable = (field: Field) =>
  field.kind !== 'text' && field.kind !== 'boolean' && field.kind !== 'ref';
