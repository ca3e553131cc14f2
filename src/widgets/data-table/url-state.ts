import type { DataTableFilterField, DataTableQueryState, SortState } from './data-table-types';
import {
  fieldFilterParamNames,
  fieldFilterParams,
  NO_FIELD_FILTERS,
  readFieldFilters,
} from './field-filters';

export type UrlStateOptions = {
  /** Prepended to the parameter names with `_` (`users` → `users_page`); `''` for none. */
  prefix: string;
  perPageOptions: readonly number[];
  defaultPerPage: number;
  /** The sort fields the table accepts; any other sort in the URL is ignored. */
  sortFields: readonly string[];
  /** The sort when the URL names none. @default null */
  defaultSort?: SortState | null;
  /** The per-field filters read and written (`<prefix>_<id>`, `<prefix>_<id>_from`, …). @default [] */
  filterFields?: readonly DataTableFilterField[];
};

const MAX_PAGE = 1_000_000;
const MAX_FILTER_LENGTH = 200;

/** The four parameter names for `prefix`. */
export function urlParamNames(prefix: string) {
  const lead = prefix ? `${prefix}_` : '';
  return {
    page: `${lead}page`,
    perPage: `${lead}per_page`,
    sort: `${lead}sort`,
    filter: `${lead}filter`,
  };
}

/** Parses `field|asc` / `field|desc`; `null` for anything else or a field not in `fields`. */
export function parseSort(value: string | null, fields: readonly string[]): SortState | null {
  if (!value) return null;
  const match = /^(.+)\|(asc|desc)$/.exec(value);
  if (!match) return null;
  const [, field = '', direction] = match;
  if (!fields.includes(field)) return null;
  return { field, direction: direction as SortState['direction'] };
}

/** The table state written in `params`, each value validated; garbage falls back to the default. */
export function readUrlState(
  params: URLSearchParams,
  {
    prefix,
    perPageOptions,
    defaultPerPage,
    sortFields,
    defaultSort = null,
    filterFields = [],
  }: UrlStateOptions,
): DataTableQueryState {
  const names = urlParamNames(prefix);
  const pageText = params.get(names.page) ?? '';
  const page = /^[1-9]\d*$/.test(pageText) ? Number(pageText) : 1;
  const perPageText = params.get(names.perPage) ?? '';
  const perPage = /^[1-9]\d*$/.test(perPageText) ? Number(perPageText) : Number.NaN;
  return {
    page: page <= MAX_PAGE ? page : 1,
    perPage: perPageOptions.includes(perPage) ? perPage : defaultPerPage,
    sort: parseSort(params.get(names.sort), sortFields) ?? defaultSort,
    filter: (params.get(names.filter) ?? '').slice(0, MAX_FILTER_LENGTH),
    fieldFilters:
      filterFields.length > 0
        ? readFieldFilters(params, filterFields, prefix ? `${prefix}_` : '')
        : NO_FIELD_FILTERS,
  };
}

/**
 * A copy of `params` holding `state`; values equal to the defaults are left out. The field filters
 * replace every parameter of the declared `filterFields`.
 */
export function writeUrlState(
  params: URLSearchParams,
  state: DataTableQueryState,
  {
    prefix,
    defaultPerPage,
    defaultSort = null,
    filterFields,
  }: Pick<UrlStateOptions, 'prefix' | 'defaultPerPage' | 'defaultSort' | 'filterFields'>,
): URLSearchParams {
  const names = urlParamNames(prefix);
  const next = new URLSearchParams(params);
  const put = (name: string, value: string, skip: boolean) => {
    if (skip) next.delete(name);
    else next.set(name, value);
  };
  put(names.page, String(state.page), state.page === 1);
  put(names.perPage, String(state.perPage), state.perPage === defaultPerPage);
  const sameSort =
    state.sort?.field === defaultSort?.field && state.sort?.direction === defaultSort?.direction;
  put(names.sort, state.sort ? `${state.sort.field}|${state.sort.direction}` : '', sameSort);
  put(names.filter, state.filter, state.filter === '');
  const lead = prefix ? `${prefix}_` : '';
  for (const name of fieldFilterParamNames(filterFields ?? [], lead)) next.delete(name);
  for (const [name, value] of fieldFilterParams(state.fieldFilters, filterFields)) {
    next.set(`${lead}${name}`, value);
  }
  return next;
}
