import { useMemo } from 'react';

import type { UseDataTableOptions } from './data-table-props';
import { urlStateOptionsOf, type DataTableQueryOptions } from './data-table-query';
import type { DataTableQueryState, DataTableUrlState } from './data-table-types';
import { readUrlState, writeUrlState } from './url-state';
import { useStableQueryState } from './use-query-state';

export type UseDataTableQueryOptions = DataTableQueryOptions & {
  /** Where the query lives: the URL (`useRouterUrlState()`). */
  urlState: DataTableUrlState;
};

/** The props `useDataTableQuery` gives the DataTable: its query, controlled. */
export type DataTableQueryProps = Required<
  Pick<
    UseDataTableOptions<object>,
    | 'page'
    | 'onPageChange'
    | 'perPage'
    | 'onPerPageChange'
    | 'perPageOptions'
    | 'sort'
    | 'onSortChange'
    | 'filter'
    | 'onFilterChange'
    | 'fieldFilters'
    | 'onFieldFiltersChange'
  >
>;

/**
 * A server-mode table's query, read from the URL with `options` (the same object the route's
 * loader gives `readDataTableQuery`, so both ask for the same page), and the controlled props
 * that make the table show it and write its changes back to the URL.
 */
export function useDataTableQuery({ urlState, ...options }: UseDataTableQueryOptions): {
  state: DataTableQueryState;
  tableProps: DataTableQueryProps;
} {
  // Compared by what they decide: an inline object must not rebuild the props on every render.
  const optionsKey = JSON.stringify(options);
  const urlOptions = useMemo(
    () => urlStateOptionsOf(JSON.parse(optionsKey) as DataTableQueryOptions),
    [optionsKey],
  );
  const state = useStableQueryState(readUrlState(urlState.read(), urlOptions));

  const tableProps = useMemo<DataTableQueryProps>(() => {
    // `write` keeps the state's other values; `...state` below includes `fieldFilters`.
    // Read again at each write: the table reports a filter and its page 1 one after the other.
    const write = (patch: Partial<DataTableQueryState>) => {
      const params = urlState.read();
      const current = readUrlState(params, urlOptions);
      urlState.write(writeUrlState(params, { ...current, ...patch }, urlOptions), {
        replace: true,
      });
    };
    return {
      ...state,
      perPageOptions: urlOptions.perPageOptions,
      onPageChange: (value) => write({ page: value }),
      onPerPageChange: (value) => write({ perPage: value }),
      onSortChange: (value) => write({ sort: value }),
      onFilterChange: (value) => write({ filter: value }),
      // Other rows match: paging starts over.
      onFieldFiltersChange: (value) => write({ fieldFilters: value, page: 1 }),
    };
  }, [state, urlState, urlOptions]);

  return { state, tableProps };
}
