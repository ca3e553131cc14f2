export { badgeColumn } from './badge-column';
export {
  DATA_TABLE_DEFAULT_PER_PAGE,
  DATA_TABLE_PER_PAGE_OPTIONS,
  DataTable,
  sortFieldOf,
} from './data-table';
export type { DataTableProps } from './data-table';
export { DataTablePagination } from './data-table-pagination';
export type { DataTablePaginationProps } from './data-table-pagination';
export type {
  DataTableColumn,
  DataTableLoadError,
  DataTablePagination as DataTablePaginationInfo,
  DataTableQueryState,
  DataTableSortFunction,
  SortDirection,
  SortState,
} from './data-table-types';
export { getByPath, pathReader } from './get-path';
export { isUnreachable } from './load-remote-page';
export {
  buildFilterIndex,
  compareValues,
  defaultFilterFields,
  filterRowOrder,
  localPagination,
  pageRows,
  queryLocalRows,
  sortRowOrder,
} from './local-query';
export type { LocalQuery, SortRowOrderOptions } from './local-query';
export { paginationWindow } from './pagination-window';
export { buildQuery, formatSort, parseApiError, parseResponse, requestUrl } from './remote-query';
export type { BuildQueryOptions, ParsedResponse } from './remote-query';
export {
  BADGE_COLOR_CLASSES,
  DataTableBadge,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableScroll,
  tableRowVariants,
  tableVariants,
} from './table';
export type { TableDensity, TableProps, TableRowTone, TableScrollProps } from './table';
export { parseSort, readUrlState, urlParamNames, writeUrlState } from './url-state';
export type { UrlStateOptions } from './url-state';
