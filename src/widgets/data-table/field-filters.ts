import type {
  DataTableDateRange,
  DataTableFieldFilters,
  DataTableFilterField,
  DataTableFilterFieldConfig,
} from './data-table-types';
import { pathReader } from './get-path';

/*
 * Per-field filters (facets, date ranges and refs), without React: how they are cleaned, named in
 * the URL and the API request (`status=paid,shipped`, `placed_from=2026-01-01`, `customer=12`),
 * and applied to rows.
 */

/** No field filters: one shared object, so an unfiltered state keeps its identity. */
export const NO_FIELD_FILTERS: DataTableFieldFilters = Object.freeze({});

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `value` is a calendar date that exists, written `YYYY-MM-DD`. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The declarations of `configs` (what the URL and the API need: ids, kinds and values). */
export function filterFieldsOf(
  configs: readonly DataTableFilterFieldConfig[],
): DataTableFilterField[] {
  return configs.map((config) =>
    config.kind === 'facet'
      ? { id: config.id, kind: 'facet', values: config.options.map((option) => option.value) }
      : { id: config.id, kind: config.kind },
  );
}

/** The range with malformed dates left out; `null` when nothing is left or from is after to. */
export function cleanDateRange(range: unknown): DataTableDateRange | null {
  if (range === null || typeof range !== 'object' || Array.isArray(range)) return null;
  const { from, to } = range as Record<string, unknown>;
  const clean: DataTableDateRange = {};
  if (isCalendarDate(from)) clean.from = from;
  if (isCalendarDate(to)) clean.to = to;
  if (clean.from === undefined && clean.to === undefined) return null;
  // A range that ends before it starts matches nothing: it is a mistake, not a filter.
  if (clean.from !== undefined && clean.to !== undefined && clean.from > clean.to) return null;
  return clean;
}

/** The chosen values, each once: in the declared order and among them when `declared` is given. */
function cleanFacet(values: unknown, declared?: readonly string[]): readonly string[] | null {
  if (!Array.isArray(values)) return null;
  const chosen = new Set(values.filter((value): value is string => typeof value === 'string'));
  const clean = declared
    ? declared.filter((value) => chosen.has(value))
    : [...chosen].filter((value) => value !== '');
  return clean.length > 0 ? clean : null;
}

/**
 * Whether `text` is a record's id as the API writes it: a positive whole number of at most ten
 * digits.
 */
export const isRecordId = (text: unknown): text is string =>
  typeof text === 'string' && /^[1-9][0-9]{0,9}$/.test(text);

/** A ref's one id, as a one-value list; `null` for anything else (several ids included). */
function cleanRef(values: unknown): readonly string[] | null {
  if (!Array.isArray(values) || values.length !== 1) return null;
  const [id] = values as unknown[];
  return isRecordId(id) ? [id] : null;
}

/**
 * `filters` cleaned: empty entries left out, facet values deduplicated, malformed dates dropped,
 * a range whose from is after its to dropped, and a ref kept only as one record id. With
 * `fields`, only the declared fields (in their order) and facet values (in theirs) are kept.
 */
export function normalizeFieldFilters(
  filters: DataTableFieldFilters | undefined,
  fields?: readonly DataTableFilterField[],
): DataTableFieldFilters {
  if (!filters) return NO_FIELD_FILTERS;
  const clean: Record<string, readonly string[] | DataTableDateRange> = {};
  if (fields) {
    for (const field of fields) {
      if (!Object.hasOwn(filters, field.id)) continue;
      const value =
        field.kind === 'facet'
          ? cleanFacet(filters[field.id], field.values)
          : field.kind === 'ref'
            ? cleanRef(filters[field.id])
            : cleanDateRange(filters[field.id]);
      if (value) clean[field.id] = value;
    }
  } else {
    for (const [id, entry] of Object.entries(filters)) {
      const value = Array.isArray(entry) ? cleanFacet(entry) : cleanDateRange(entry);
      if (value) clean[id] = value;
    }
  }
  return Object.keys(clean).length > 0 ? clean : NO_FIELD_FILTERS;
}

/** A text equal for equal filters, whatever their key order: to compare and to memoise by. */
export function fieldFiltersKey(filters: DataTableFieldFilters): string {
  return JSON.stringify(
    Object.keys(filters)
      .sort()
      .map((id) => {
        const value = filters[id]!;
        return Array.isArray(value)
          ? [id, value]
          : [id, (value as DataTableDateRange).from ?? '', (value as DataTableDateRange).to ?? ''];
      }),
  );
}

/**
 * The parameters of `filters` (cleaned as `normalizeFieldFilters` does), without a prefix: a facet
 * as `<id>=v1,v2`, a ref as `<id>=12`, a range as `<id>_from` and `<id>_to`, each left out when empty.
 */
export function fieldFilterParams(
  filters: DataTableFieldFilters | undefined,
  fields?: readonly DataTableFilterField[],
): [name: string, value: string][] {
  const params: [string, string][] = [];
  for (const [id, value] of Object.entries(normalizeFieldFilters(filters, fields))) {
    if (Array.isArray(value)) {
      params.push([id, value.join(',')]);
    } else {
      const range = value as DataTableDateRange;
      if (range.from) params.push([`${id}_from`, range.from]);
      if (range.to) params.push([`${id}_to`, range.to]);
    }
  }
  return params;
}

/** Every parameter name the declared `fields` may use, after `lead` (`users_`). */
export function fieldFilterParamNames(
  fields: readonly DataTableFilterField[],
  lead: string,
): string[] {
  return fields.flatMap((field) =>
    field.kind !== 'dateRange'
      ? [`${lead}${field.id}`]
      : [`${lead}${field.id}_from`, `${lead}${field.id}_to`],
  );
}

/** The declared field filters written in `params` under `lead`; garbage is left out. */
export function readFieldFilters(
  params: URLSearchParams,
  fields: readonly DataTableFilterField[],
  lead: string,
): DataTableFieldFilters {
  const filters: Record<string, readonly string[] | DataTableDateRange> = {};
  for (const field of fields) {
    const name = `${lead}${field.id}`;
    if (field.kind !== 'dateRange') {
      const text = params.get(name);
      if (text) filters[field.id] = text.split(',');
    } else {
      filters[field.id] = {
        from: params.get(`${name}_from`) ?? undefined,
        to: params.get(`${name}_to`) ?? undefined,
      };
    }
  }
  return normalizeFieldFilters(filters, fields);
}

/** The calendar date of a row's value: a `YYYY-MM-DD` text, an ISO date-time as written, a Date (local). */
export function calendarDateOf(value: unknown): string | null {
  if (typeof value === 'string') {
    const date = value.slice(0, 10);
    const rest = value.slice(10);
    return isCalendarDate(date) && (rest === '' || /^[T ]/.test(rest)) ? date : null;
  }
  if (value instanceof Date && !Number.isNaN(value.getTime())) {
    const pad = (number: number, width = 2) => String(number).padStart(width, '0');
    return `${pad(value.getFullYear(), 4)}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return null;
}

/**
 * The test a row must pass for `filters`, or `null` when nothing is filtered: a facet (and a ref)
 * keeps rows whose value at the field's path (a text, number or boolean, as text) is among the
 * chosen ones; a range keeps rows whose
 * value's calendar date is within it (a row without a date is left out).
 */
export function fieldFilterTest(
  filters: DataTableFieldFilters,
): ((row: unknown) => boolean) | null {
  const tests = Object.entries(filters).map(([id, value]) => {
    const read = pathReader(id);
    if (Array.isArray(value)) {
      const chosen = new Set<string>(value);
      return (row: unknown) => {
        const cell = read(row);
        // Only a value written as text can be among the chosen ones (never an object).
        return (
          (typeof cell === 'string' || typeof cell === 'number' || typeof cell === 'boolean') &&
          chosen.has(String(cell))
        );
      };
    }
    const { from, to } = value as DataTableDateRange;
    return (row: unknown) => {
      const date = calendarDateOf(read(row));
      return date !== null && (!from || date >= from) && (!to || date <= to);
    };
  });
  if (tests.length === 0) return null;
  return (row) => tests.every((test) => test(row));
}
