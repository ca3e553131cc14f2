import type {
  DataTableFilterField,
  DataTablePagination,
  DataTableQueryState,
} from './data-table-types';
import { fieldFilterParams } from './field-filters';
import { getByPath } from './get-path';

/** The state a request is built from; without `fieldFilters`, none. */
export type DataTableRequestState = Omit<DataTableQueryState, 'fieldFilters'> &
  Partial<Pick<DataTableQueryState, 'fieldFilters'>>;

export type BuildQueryOptions = {
  /** Name of the filter parameter. @default 'filter' */
  filterQuery?: string;
  /** Extra parameters sent with every request; the table's own parameters win on a clash. @default {} */
  appendParams?: Record<string, string>;
  /** The declared field filters: only these are sent, facet values in their declared order. @default every field filter of the state */
  filterFields?: readonly DataTableFilterField[];
};

/** `field|asc` / `field|desc`, the sort parameter's format. */
export function formatSort(sort: DataTableQueryState['sort']): string {
  return sort ? `${sort.field}|${sort.direction}` : '';
}

/**
 * The query of a remote request: `sort` (omitted when unsorted), `page` (1-based), `per_page`,
 * the filter (under `filterQuery`; omitted when empty) and the field filters (`status=a,b`,
 * `placed_from=2026-01-01`, `placed_to=…`; each omitted when empty), after `appendParams`.
 */
export function buildQuery(
  state: DataTableRequestState,
  { filterQuery = 'filter', appendParams = {}, filterFields }: BuildQueryOptions = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(appendParams)) params.set(key, value);
  const sort = formatSort(state.sort);
  if (sort) params.set('sort', sort);
  else params.delete('sort');
  params.set('page', String(state.page));
  params.set('per_page', String(state.perPage));
  const filter = state.filter.trim();
  if (filter) params.set(filterQuery, filter);
  else params.delete(filterQuery);
  for (const [name, value] of fieldFilterParams(state.fieldFilters, filterFields)) {
    params.set(name, value);
  }
  return params;
}

/** `apiUrl` with `params` added to any query it already has. */
export function requestUrl(apiUrl: string, params: URLSearchParams): string {
  const query = params.toString();
  if (!query) return apiUrl;
  const [base = '', hash] = apiUrl.split('#', 2);
  const joined = `${base}${base.includes('?') ? '&' : '?'}${query}`;
  return hash === undefined ? joined : `${joined}#${hash}`;
}

export type ParsedResponse<TRow> =
  { rows: TRow[]; pagination: DataTablePagination } | { error: string };

function count(value: unknown, { nullable = false } = {}): number | undefined {
  if (nullable && value === null) return 0;
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(number) && number >= 0 ? number : undefined;
}

/**
 * Reads an API answer: rows from its `data` array, pagination (`total`, `per_page`,
 * `current_page`, `last_page`, `from`, `to`) from `paginationPath` (a dotted path; `''` is the
 * root). Anything malformed gives `{ error }` with the reason; it never throws.
 */
export function parseResponse<TRow = unknown>(
  json: unknown,
  paginationPath = '',
): ParsedResponse<TRow> {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    return { error: 'The answer is not an object.' };
  }
  const data = (json as { data?: unknown }).data;
  if (!Array.isArray(data)) return { error: 'The answer has no "data" array.' };
  if (!data.every((row) => row !== null && typeof row === 'object' && !Array.isArray(row))) {
    return { error: 'Some rows in "data" are not objects.' };
  }
  const source = getByPath(json, paginationPath);
  if (source === null || typeof source !== 'object') {
    return { error: `No pagination at "${paginationPath || '(root)'}".` };
  }
  const record = source as Record<string, unknown>;
  const pagination = {
    total: count(record.total),
    per_page: count(record.per_page),
    current_page: count(record.current_page),
    last_page: count(record.last_page),
    from: count(record.from, { nullable: true }),
    to: count(record.to, { nullable: true }),
  };
  const missing = Object.entries(pagination)
    .filter(([, value]) => value === undefined)
    .map(([key]) => key);
  if (missing.length > 0) return { error: `Invalid pagination fields: ${missing.join(', ')}.` };
  const valid = pagination as DataTablePagination;
  if (valid.per_page === 0) return { error: 'Invalid pagination fields: per_page.' };
  return { rows: data as TRow[], pagination: valid };
}

/** The API's `{ error: { code, message, parameter } }` body, when an error answer has one. */
export function parseApiError(
  json: unknown,
): { code?: string; message?: string; parameter?: string } | undefined {
  if (json === null || typeof json !== 'object') return undefined;
  const error = (json as { error?: unknown }).error;
  if (error === null || typeof error !== 'object') return undefined;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const record = error as Record<string, unknown>;
  return {
    code: text(record.code),
    message: text(record.message),
    parameter: text(record.parameter),
  };
}
