export { badgeColumn, DataTableBadge } from './badge-column';
export { csvBlob, downloadCsv, rowsToCsv, toCsv } from './csv';
export { DataTable } from './data-table';
export type { DataTableProps, UseDataTableOptions } from './data-table-props';
export type { DataTableQueryOptions } from './data-table-query';
export type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableDateRange,
  DataTableFieldFilters,
  DataTableFilterField,
  DataTableFilterFieldConfig,
  DataTableLoadError,
  DataTableQueryState,
  DataTableRefOption,
  DataTableRefReader,
  DataTableSelection,
  DataTableSelectionDetails,
  DataTableSortFunction,
  DataTableUrlState,
  SortDirection,
  SortState,
} from './data-table-types';
export { useExportSelectedAction } from './export-selected-action';
export { isRecordId } from './field-filters';
export { moveFocusOffRows } from './focus-off-rows';
export type { DataTableLabels } from './data-table-labels';
export { isUnreachable } from './load-remote-page';
export { useDataTable } from './use-data-table';
export {
  useDataTableQuery,
  type DataTableQueryProps,
  type UseDataTableQueryOptions,
} from './use-data-table-query';
