import { useId } from 'react';

import { cn } from '@/lib/cn';
import { Table, TableCaption, TableScroll } from '@/ui/table';

import './data-table.css';

import { DataTableBody } from './data-table-body';
import { DataTableExport } from './data-table-export';
import { DataTableHead } from './data-table-head';
import { useDataTableLabels } from './data-table-labels';
import { DataTableColumns } from './data-table-menu-controls';
import { DataTablePagination } from './data-table-pagination';
import type { DataTableProps, UseDataTableOptions } from './data-table-props';
import { DATA_TABLE_PER_PAGE_OPTIONS } from './data-table-query';
import { DataTableSelectionBar } from './data-table-selection-bar';
import { DataTableError, DataTableLoading, DataTableStaleNote } from './data-table-status';
import { DataTableToolbar } from './data-table-toolbar';
import { useDataTable } from './use-data-table';

const OPTION_KEYS = [
  'columns',
  'data',
  'apiUrl',
  'rows',
  'total',
  'loading',
  'error',
  'onRetry',
  'getAllRows',
  'httpOptions',
  'fetcher',
  'appendParams',
  'filterQuery',
  'paginationPath',
  'filterFields',
  'fieldFilterFields',
  'sortFunctions',
  'filterDelay',
  'getRowId',
  'reloadKey',
  'onLoadError',
  'page',
  'defaultPage',
  'onPageChange',
  'perPage',
  'defaultPerPage',
  'onPerPageChange',
  'perPageOptions',
  'sort',
  'defaultSort',
  'onSortChange',
  'filter',
  'defaultFilter',
  'onFilterChange',
  'fieldFilters',
  'defaultFieldFilters',
  'onFieldFiltersChange',
  'urlState',
  'urlStatePrefix',
  'selectable',
  'selection',
  'defaultSelection',
  'onSelectionChange',
  'bulkActions',
  'rowLabel',
  'hiddenColumns',
  'defaultHiddenColumns',
  'onHiddenColumnsChange',
  'columnsStorageKey',
  'exportFileName',
] as const satisfies readonly (keyof UseDataTableOptions<object>)[];

type OptionKey = (typeof OPTION_KEYS)[number];

/** Splits the props into the hook's options and what the markup uses. */
function splitProps<TRow>(props: DataTableProps<TRow>) {
  const options: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if ((OPTION_KEYS as readonly string[]).includes(key)) options[key] = value;
    else rest[key] = value;
  }
  return {
    options: options as UseDataTableOptions<TRow>,
    rest: rest as Omit<DataTableProps<TRow>, OptionKey>,
  };
}

/**
 * A table of rows with a filter, a per-page selector, sortable headers and pagination, and on
 * request a Columns menu, row selection with bulk actions, and CSV export. Local mode (`data`)
 * filters with a literal, case-insensitive text match, sorts and pages in the browser; remote mode
 * (`apiUrl`) asks the API for each page (`sort=field|asc`, `page`, `per_page`, the filter) and reads
 * `data` plus the Laravel-style pagination; server mode (`rows`, `total`, `loading`, `error`) shows
 * the page the caller's own query loaded and reports page, sort and filter changes back. While
 * loading the last rows stay (dimmed) under a spinner; errors show a Retry button; the state can
 * live in the URL (`urlState`).
 */
export function DataTable<TRow extends object>(props: DataTableProps<TRow>) {
  const { options, rest } = splitProps<TRow>(props);
  const {
    labels: labelOverrides,
    caption,
    showCaption = false,
    showFilter = true,
    showPerPage = true,
    showColumnsMenu = false,
    showExport = false,
    onEachSide = 2,
    density = 'default',
    striped = true,
    maxHeight,
    errorHint,
    className,
    ...divProps
  } = rest;
  const table = useDataTable<TRow>(options);
  const labels = useDataTableLabels(labelOverrides);
  const captionId = `${useId()}-caption`;
  const selectable = options.selectable ?? false;
  const perPageOptions = options.perPageOptions ?? DATA_TABLE_PER_PAGE_OPTIONS;
  const { pagination, state, loading, error, stale, setRegion } = table;
  const lastPage = pagination?.last_page ?? 1;
  const rowHeightRem = density === 'compact' ? 2.5 : 3;
  // Room for a full page keeps the pagination still while paging, and while the first page loads.
  const reserveRows = !maxHeight && (lastPage > 1 || (loading && table.awaitingFirstPage));

  return (
    <div
      data-slot="data-table"
      data-mode={table.mode}
      className={cn('@container flex min-w-0 flex-col gap-4', className)}
      {...divProps}
    >
      {(showFilter ||
        showPerPage ||
        showColumnsMenu ||
        showExport ||
        table.fieldFilterFields.length > 0) && (
        <DataTableToolbar
          table={table}
          labels={labels}
          showFilter={showFilter}
          showPerPage={showPerPage}
          perPageOptions={perPageOptions}
        >
          {showColumnsMenu && table.hideableColumns.length > 0 && (
            <DataTableColumns
              labels={labels}
              columns={table.hideableColumns}
              hidden={table.hiddenColumns}
              onHiddenChange={table.setColumnHidden}
            />
          )}
          {showExport && (
            <DataTableExport
              status={table.csvExport.status}
              labels={labels}
              onExport={() => void table.csvExport.start()}
              onCancel={table.csvExport.cancel}
            />
          )}
        </DataTableToolbar>
      )}

      {selectable && (
        <DataTableSelectionBar table={table} labels={labels} actions={options.bulkActions ?? []} />
      )}

      {error && (
        <DataTableError error={error} labels={labels} hint={errorHint} onRetry={table.retry} />
      )}

      {stale && table.rows.length > 0 && (
        <DataTableStaleNote>{labels.staleRows}</DataTableStaleNote>
      )}

      <div
        ref={setRegion}
        tabIndex={-1}
        data-slot="data-table-region"
        aria-busy={loading}
        className="relative outline-none"
        style={
          reserveRows
            ? { minHeight: `${(state.perPage + 1) * (rowHeightRem + 0.0625) + 0.125}rem` }
            : undefined
        }
      >
        <TableScroll
          labelledBy={caption ? captionId : undefined}
          style={maxHeight ? { maxHeight } : undefined}
        >
          <Table density={density} striped={striped}>
            {caption && (
              <TableCaption id={captionId} hidden={!showCaption}>
                {caption}
              </TableCaption>
            )}
            <DataTableHead table={table} labels={labels} selectable={selectable} />
            <DataTableBody
              table={table}
              labels={labels}
              selectable={selectable}
              rowLabel={options.rowLabel}
            />
          </Table>
        </TableScroll>
        <DataTableLoading loading={loading} label={labels.loading} />
      </div>

      {pagination && (pagination.total > 0 || lastPage > 1) && (
        <div
          data-slot="data-table-footer"
          className="flex flex-col items-center gap-3 @xl:flex-row @xl:justify-between"
        >
          <p className="text-sm text-muted tabular-nums">
            {pagination.total > 0
              ? (stale ? labels.staleRange : labels.range)({
                  from: pagination.from,
                  to: pagination.to,
                  total: pagination.total,
                })
              : null}
          </p>
          <DataTablePagination
            currentPage={pagination.current_page}
            lastPage={lastPage}
            onEachSide={onEachSide}
            labels={labels}
            onPageChange={(page) => table.update({ page })}
          />
        </div>
      )}
    </div>
  );
}
