/**
 * The schema of a list's query string, built from the list's declaration (`list-query.ts`): the
 * server parses every list request with it. Imports nothing but `zod/mini` and its sibling
 * contract modules.
 */
import { z } from 'zod/mini';

import {
  DEFAULT_PER_PAGE,
  LIST_QUERY_LIMITS,
  MAX_PER_PAGE,
  type ListQuery,
  type ListQuerySpec,
} from './list-query';
import { ID_MAX } from './resource';

/** Quotes user text for an error message: JSON-escaped and cut short. */
function quote(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** What a parameter's reader answers when the value will not do: the message, in English. */
class Problem {
  constructor(readonly message: string) {}
}

/** An optional string parameter, turned into its value by `read`. */
function parameter<T>(name: string, read: (raw: string) => T | Problem) {
  return z.optional(
    z.pipe(
      z.string({ error: `${name} must be text.` }),
      z.transform((raw: string, ctx) => {
        const value = read(raw);
        if (!(value instanceof Problem)) return value;
        ctx.issues.push({ code: 'custom', message: value.message, input: raw });
        return z.NEVER;
      }),
    ),
  );
}

const DIGITS = /^[0-9]+$/;

function integer(name: string, max: number) {
  return parameter(name, (raw) => {
    const value = DIGITS.test(raw) ? Number(raw) : NaN;
    return Number.isInteger(value) && value >= 1 && value <= max
      ? value
      : new Problem(`${name} must be an integer from 1 to ${max}, got ${quote(raw)}.`);
  });
}

function sortParameter(spec: ListQuerySpec) {
  // A Map, so names such as `__proto__` or `constructor` are simply unknown.
  const fields = new Map<string, string>(spec.sortFields.map((field) => [field, field]));
  for (const [alias, field] of Object.entries(spec.sortAliases ?? {}))
    if (spec.sortFields.includes(field)) fields.set(alias, field);
  const allowed = [...fields.keys()].join(', ');
  return parameter('sort', (raw) => {
    if (raw === '') return [];
    if (raw.length > LIST_QUERY_LIMITS.maxSortLength)
      return new Problem(`sort must be at most ${LIST_QUERY_LIMITS.maxSortLength} characters.`);
    const keys: ListQuery['sort'] = [];
    for (const part of raw.split(',')) {
      const pieces = part.split('|');
      const [name = '', direction = ''] = pieces;
      if (pieces.length !== 2)
        return new Problem(
          `sort must look like "field|asc" or "field|desc" (comma-separated for several), got ${quote(part)}.`,
        );
      const field = fields.get(name);
      if (field === undefined)
        return new Problem(`Unknown sort field ${quote(name)}; allowed: ${allowed}.`);
      if (direction !== 'asc' && direction !== 'desc')
        return new Problem(`Sort direction must be "asc" or "desc", got ${quote(direction)}.`);
      if (keys.some((key) => key.field === field))
        return new Problem(`sort names ${quote(name)} more than once.`);
      keys.push({ field, direction });
    }
    return keys;
  });
}

const filterParameter = parameter('filter', (raw) => {
  if (raw.length > LIST_QUERY_LIMITS.maxFilterLength)
    return new Problem(`filter must be at most ${LIST_QUERY_LIMITS.maxFilterLength} characters.`);
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database.
  if (raw.includes('\u0000')) return new Problem('filter must not contain NUL characters.');
  return raw;
});

/** Empty: not filtered. Values are answered in declared order, each once. */
function facetParameter({ id, values }: { id: string; values: readonly string[] }) {
  const allowed = new Set(values);
  return parameter(id, (raw): readonly string[] | undefined | Problem => {
    if (raw === '') return undefined;
    const sent = new Set(raw.split(','));
    for (const value of sent)
      if (!allowed.has(value))
        return new Problem(`Unknown ${id} value ${quote(value)}; allowed: ${values.join(', ')}.`);
    return values.filter((value) => sent.has(value));
  });
}

/** Empty: not filtered. Ids are answered ascending, each once. */
function refParameter(id: string) {
  return parameter(id, (raw): readonly number[] | undefined | Problem => {
    if (raw === '') return undefined;
    const parts = raw.split(',');
    if (parts.length > LIST_QUERY_LIMITS.maxRefIds)
      return new Problem(`${id} names at most ${LIST_QUERY_LIMITS.maxRefIds} ids.`);
    const ids = new Set<number>();
    for (const part of parts) {
      const value = /^[1-9][0-9]{0,9}$/.test(part) ? Number(part) : NaN;
      if (!(value <= ID_MAX))
        return new Problem(
          `${id} must be ids (positive integers) separated by commas, got ${quote(part)}.`,
        );
      ids.add(value);
    }
    return [...ids].sort((a, b) => a - b);
  });
}

const DAY = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** Whether `text` is a day of the calendar written `YYYY-MM-DD`, years 0001 to 9999. */
function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Empty: no bound. */
function dayParameter(name: string) {
  return parameter(name, (raw): string | undefined | Problem => {
    if (raw === '') return undefined;
    return isCalendarDay(raw)
      ? raw
      : new Problem(
          `${name} must be a date written YYYY-MM-DD (e.g. 2030-01-31), got ${quote(raw)}.`,
        );
  });
}

/**
 * The schema of a list's query string, over its parameters' first values
 * (`Record<string, string>`): unknown parameters are dropped, a bad one is an issue whose path
 * names it and whose message says what was expected, in English.
 */
export function listQuerySchema(spec: ListQuerySpec) {
  const maxPerPage = spec.maxPerPage ?? MAX_PER_PAGE;
  const defaultPerPage = spec.defaultPerPage ?? DEFAULT_PER_PAGE;
  const filterFields = spec.filterFields ?? [];
  const shape: Record<string, ReturnType<typeof parameter<unknown>>> = {
    page: integer('page', LIST_QUERY_LIMITS.maxPage),
    per_page: integer('per_page', maxPerPage),
    sort: sortParameter(spec),
    filter: filterParameter,
  };
  for (const field of filterFields) {
    const names = field.kind === 'dateRange' ? [`${field.id}_from`, `${field.id}_to`] : [field.id];
    // A resource's mistake, not a request's: two filters reading one parameter.
    if (names.some((name) => Object.hasOwn(shape, name)))
      throw new Error(`List filter "${field.id}" reads a parameter the list already reads.`);
    if (field.kind === 'facet') shape[field.id] = facetParameter(field);
    else if (field.kind === 'ref') shape[field.id] = refParameter(field.id);
    else {
      shape[`${field.id}_from`] = dayParameter(`${field.id}_from`);
      shape[`${field.id}_to`] = dayParameter(`${field.id}_to`);
    }
  }
  return z.pipe(
    z.object(shape),
    z.transform((values: Record<string, unknown>, ctx) => {
      const filters: ListQuery['filters'] = {};
      for (const field of filterFields) {
        if (field.kind !== 'dateRange') {
          const chosen = values[field.id] as readonly string[] | readonly number[] | undefined;
          if (chosen) filters[field.id] = chosen;
          continue;
        }
        const from = values[`${field.id}_from`] as string | undefined;
        const to = values[`${field.id}_to`] as string | undefined;
        if (from !== undefined && to !== undefined && from > to) {
          ctx.issues.push({
            code: 'custom',
            path: [`${field.id}_to`],
            message: `${field.id}_to (${to}) must not be before ${field.id}_from (${from}).`,
            input: to,
          });
          return z.NEVER;
        }
        if (from !== undefined || to !== undefined)
          filters[field.id] = {
            ...(from === undefined ? {} : { from }),
            ...(to === undefined ? {} : { to }),
          };
      }
      return {
        page: (values.page as number | undefined) ?? 1,
        perPage: (values.per_page as number | undefined) ?? defaultPerPage,
        sort: (values.sort as ListQuery['sort'] | undefined) ?? [],
        filter: (values.filter as string | undefined) ?? '',
        filters,
      } satisfies ListQuery;
    }),
  );
}

/** The parameter names `listQuerySchema(spec)` reads. */
function parameterNames(spec: ListQuerySpec): string[] {
  return [
    'page',
    'per_page',
    'sort',
    'filter',
    ...(spec.filterFields ?? []).flatMap((field) =>
      field.kind === 'dateRange' ? [`${field.id}_from`, `${field.id}_to`] : [field.id],
    ),
  ];
}

/** Each spec's schema, built at its first request. */
const compiledSpecs = new WeakMap<
  ListQuerySpec,
  { schema: ReturnType<typeof listQuerySchema>; names: string[] }
>();

/**
 * Validates a list's query string. A repeated parameter counts once: its FIRST value is used.
 * Unknown parameters are ignored (clients may append their own). A failure names the parameter
 * (the 400 `invalid_parameter` answer).
 */
export function parseListQuery(
  spec: ListQuerySpec,
  params: URLSearchParams,
): { ok: true; query: ListQuery } | { ok: false; error: { parameter: string; message: string } } {
  let compiled = compiledSpecs.get(spec);
  if (!compiled) {
    compiled = { schema: listQuerySchema(spec), names: parameterNames(spec) };
    compiledSpecs.set(spec, compiled);
  }
  const values: Record<string, string> = {};
  for (const name of compiled.names) {
    const value = params.get(name);
    if (value !== null) values[name] = value;
  }
  const result = compiled.schema.safeParse(values);
  if (result.success) return { ok: true, query: result.data };
  const [issue] = result.error.issues;
  return {
    ok: false,
    error: {
      parameter: String(issue?.path[0] ?? 'query'),
      message: issue?.message ?? 'The query string is not valid.',
    },
  };
}
