// The table's query without the table: what a route's loader needs to read a list's query from the
// URL and ask the API for that page while the page's code downloads. No React, no widget code, so
// the loader's chunk stays small.
export {
  readDataTableQuery,
  toDataTableRequest,
  type DataTableQueryOptions,
} from './data-table-query';
export type {
  DataTableDateRange,
  DataTableFieldFilters,
  DataTableFilterField,
  DataTableQueryState,
  SortState,
} from './data-table-types';
