import { useCallback, useMemo, useReducer, useState } from 'react';

import type {
  DataTableFieldFilters,
  DataTableFilterField,
  DataTableQueryState,
  DataTableUrlState,
  SortState,
} from './data-table-types';
import { fieldFiltersKey, normalizeFieldFilters } from './field-filters';
import { readUrlState, writeUrlState, type UrlStateOptions } from './url-state';

export type QueryStateOptions = {
  page?: number;
  defaultPage?: number;
  onPageChange?: (page: number) => void;
  perPage?: number;
  defaultPerPage: number;
  onPerPageChange?: (perPage: number) => void;
  sort?: SortState | null;
  defaultSort: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  filter?: string;
  defaultFilter?: string;
  onFilterChange?: (filter: string) => void;
  fieldFilters?: DataTableFieldFilters;
  defaultFieldFilters?: DataTableFieldFilters;
  onFieldFiltersChange?: (fieldFilters: DataTableFieldFilters) => void;
  /** The declared field filters; others in the URL (or given) are ignored. */
  filterFields: readonly DataTableFilterField[];
  urlState?: DataTableUrlState;
  urlStatePrefix: string;
  perPageOptions: readonly number[];
  /** The fields the table can sort by; another sort in the URL is ignored. */
  sortFields: readonly string[];
};

const CALLBACKS = {
  page: 'onPageChange',
  perPage: 'onPerPageChange',
  sort: 'onSortChange',
  filter: 'onFilterChange',
  fieldFilters: 'onFieldFiltersChange',
} as const;

function sameSort(a: SortState | null, b: SortState | null): boolean {
  return a?.field === b?.field && a?.direction === b?.direction;
}

/**
 * Page, rows per page, sort, filter and field filters. Each is controlled when its prop is given; the rest live
 * in the URL when `urlState` is given, else in the table.
 */
export function useQueryState(options: QueryStateOptions): {
  state: DataTableQueryState;
  update: (patch: Partial<DataTableQueryState>) => void;
} {
  const { urlState, urlStatePrefix, defaultPerPage, defaultSort } = options;
  const filterFieldsKey = JSON.stringify(options.filterFields);
  const filterFields = useMemo(
    () => JSON.parse(filterFieldsKey) as DataTableFilterField[],
    [filterFieldsKey],
  );
  // Without declarations, given filters are only cleaned (a table that shows no filter controls).
  const declared = filterFields.length > 0 ? filterFields : undefined;
  const [own, setOwn] = useState<DataTableQueryState>(() => ({
    page: options.defaultPage ?? 1,
    perPage: defaultPerPage,
    sort: defaultSort,
    filter: options.defaultFilter ?? '',
    fieldFilters: normalizeFieldFilters(options.defaultFieldFilters, declared),
  }));
  // An adapter without change notifications (plain window.history) is read again after a write.
  const [, reread] = useReducer((count: number) => count + 1, 0);

  const perPageKey = options.perPageOptions.join(',');
  const sortFieldsKey = options.sortFields.join('\u0000');
  const urlOptions = useMemo<UrlStateOptions>(
    () => ({
      prefix: urlStatePrefix,
      perPageOptions: perPageKey.split(',').map(Number),
      defaultPerPage,
      sortFields: sortFieldsKey ? sortFieldsKey.split('\u0000') : [],
      defaultSort,
      filterFields,
    }),
    // defaultSort by value: an inline object must not re-read the URL on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      urlStatePrefix,
      perPageKey,
      defaultPerPage,
      sortFieldsKey,
      defaultSort?.field,
      defaultSort?.direction,
      filterFields,
    ],
  );

  const base = urlState ? readUrlState(urlState.read(), urlOptions) : own;
  const page = options.page ?? base.page;
  const perPage = options.perPage ?? base.perPage;
  const sort = options.sort !== undefined ? options.sort : base.sort;
  const filter = options.filter ?? base.filter;
  const fieldFilters =
    options.fieldFilters !== undefined
      ? normalizeFieldFilters(options.fieldFilters, declared)
      : base.fieldFilters;
  const state = useStableQueryState({ page, perPage, sort, filter, fieldFilters });

  const { onPageChange, onPerPageChange, onSortChange, onFilterChange, onFieldFiltersChange } =
    options;
  const update = useCallback(
    (change: Partial<DataTableQueryState>) => {
      const patch =
        change.fieldFilters === undefined
          ? change
          : { ...change, fieldFilters: normalizeFieldFilters(change.fieldFilters, declared) };
      if (urlState) {
        const params = urlState.read();
        const current = readUrlState(params, urlOptions);
        urlState.write(writeUrlState(params, { ...current, ...patch }, urlOptions), {
          replace: true,
        });
        reread();
      } else {
        setOwn((previous) => ({ ...previous, ...patch }));
      }
      const callbacks = {
        onPageChange,
        onPerPageChange,
        onSortChange,
        onFilterChange,
        onFieldFiltersChange,
      };
      for (const key of Object.keys(patch) as (keyof DataTableQueryState)[]) {
        const value = patch[key];
        const changed =
          key === 'sort'
            ? !sameSort(value as SortState | null, state.sort)
            : key === 'fieldFilters'
              ? fieldFiltersKey(value as DataTableFieldFilters) !==
                fieldFiltersKey(state.fieldFilters)
              : !Object.is(value, state[key]);
        if (changed) (callbacks[CALLBACKS[key]] as ((next: unknown) => void) | undefined)?.(value);
      }
    },
    [
      urlState,
      urlOptions,
      declared,
      state,
      onPageChange,
      onPerPageChange,
      onSortChange,
      onFilterChange,
      onFieldFiltersChange,
    ],
  );

  return { state, update };
}

/** The same object while the values stay the same: a URL read is a new object every render. */
export function useStableQueryState({
  page,
  perPage,
  sort,
  filter,
  fieldFilters,
}: DataTableQueryState): DataTableQueryState {
  const sortField = sort?.field;
  const sortDirection = sort?.direction ?? 'asc';
  const fieldKey = fieldFiltersKey(fieldFilters);
  return useMemo<DataTableQueryState>(
    () => ({
      page,
      perPage,
      sort: sortField === undefined ? null : { field: sortField, direction: sortDirection },
      filter,
      fieldFilters,
    }),
    // fieldFilters by value: a URL read is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [page, perPage, sortField, sortDirection, filter, fieldKey],
  );
}
