import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { mergeLabels } from '@/hooks/use-labels';

import type { DataTableDateRange } from './data-table-types';

/** Every text the DataTable shows or announces. Counts arrive as numbers; format them as you like. */
export type DataTableLabels = {
  /** Label and placeholder of the filter input. */
  search: string;
  /** Label after the per-page selector. */
  perPage: string;
  /** Text of the empty table. */
  noData: string;
  /** The loading indicator. */
  loading: string;
  /** Heading of a failed load. */
  loadError: string;
  /** Detail of a load the server never answered. */
  errorNetwork: string;
  /** Detail of an HTTP error answer. */
  errorHttp: (status: number | undefined) => string;
  /** Detail of an answer that could not be read. */
  errorMalformed: string;
  /** The button that repeats a failed load. */
  retry: string;
  /** Remote mode: the note over rows kept from an earlier request after the current one failed. */
  staleRows: string;
  /** The range under the table. */
  range: (range: { from: number; to: number; total: number }) => string;
  /** The range of rows kept from an earlier request. */
  staleRange: (range: { from: number; to: number; total: number }) => string;
  /** Accessible name of the pagination. */
  pagination: string;
  firstPage: string;
  previousPage: string;
  nextPage: string;
  lastPage: string;
  /** A numbered page button. */
  page: (page: number) => string;
  /** The column visibility menu button. */
  columns: string;
  /** The header checkbox (selects the rows of the current page). */
  selectAllRows: string;
  /** A row's checkbox; `row` is the row label. */
  selectRow: (row: string) => string;
  /** The selection bar's count. */
  selected: (count: number) => string;
  /** Selects every row matching the filter, on every page. */
  selectAllMatching: (count: number) => string;
  /** Empties the selection. */
  clearSelection: string;
  /** Accessible name of the selection bar's actions. */
  bulkActions: string;
  /** The export button. */
  exportCsv: string;
  /** Export progress. */
  exportProgress: (done: number, total: number) => string;
  /** Stops a running export. */
  cancelExport: string;
  /** Announced when an export's file is ready. */
  exportDone: (count: number) => string;
  /** Announced when an export was cancelled. */
  exportCancelled: string;
  /** Announced when an export failed. */
  exportFailed: string;
  /** The ready-made "export selected" bulk action (`useExportSelectedAction`). */
  exportSelected: string;
  /** Accessible name of the group of field filters. */
  fieldFilters: string;
  /** A facet's summary when several values are chosen ("Status: 2 selected"). */
  filterSelected: (count: number) => string;
  /** A date range's summary; `range` holds `YYYY-MM-DD` dates (either may be missing). */
  dateRange: (range: DataTableDateRange) => string;
  /** Label of a date range's first date. */
  dateFrom: string;
  /** Label of a date range's last date. */
  dateTo: string;
  /** Shown when the first date chosen is after the last (the range is not applied). */
  dateRangeInvalid: string;
  /** Placeholder of a ref filter's search (records are searched by name). */
  refSearch: string;
  /** A ref filter's list when no record matches the text. */
  refNoMatches: string;
  /** A ref filter's summary while its record's name is read, or once the record is gone. */
  refMissing: (id: string) => string;
  /** Clears one field's filter; `field` is its label. */
  clearFieldFilter: (field: string) => string;
  /** Clears every field filter. */
  clearFieldFilters: string;
  /** Describes a menu button (Columns, a field filter) whose menu could not load. */
  menuFailed: string;
  /** Announced when a menu still could not load after it was asked for again. */
  menuFailedAgain: string;
};

/** The translated labels, with `overrides` merged over them. */
export function useDataTableLabels(overrides?: Partial<DataTableLabels>): DataTableLabels {
  const { t } = useTranslation();
  // The account's date pattern, as the table's cells use it.
  const formatter = useFormat();
  return useMemo(() => {
    const format = formatter.integer;
    // A calendar date is the same day everywhere: written in UTC, where it is midnight.
    const day = (date: string) => formatter.date(date, { timeZone: 'UTC' });
    const range =
      (key: 'range' | 'staleRange') => (value: { from: number; to: number; total: number }) =>
        t(`tables.dataTable.${key}`, {
          from: format(value.from),
          to: format(value.to),
          total: format(value.total),
        });
    const defaults: DataTableLabels = {
      search: t('tables.dataTable.search'),
      perPage: t('tables.dataTable.perPage'),
      noData: t('tables.dataTable.noDataAvailable'),
      loading: t('tables.dataTable.loading'),
      loadError: t('tables.dataTable.loadError'),
      errorNetwork: t('tables.dataTable.errorNetwork'),
      errorHttp: (status) => t('tables.dataTable.errorHttp', { status: status ?? '' }),
      errorMalformed: t('tables.dataTable.errorMalformed'),
      retry: t('tables.dataTable.retry'),
      staleRows: t('tables.dataTable.staleRows'),
      range: range('range'),
      staleRange: range('staleRange'),
      pagination: t('tables.dataTable.pagination'),
      firstPage: t('tables.dataTable.firstPage'),
      previousPage: t('tables.dataTable.previousPage'),
      nextPage: t('tables.dataTable.nextPage'),
      lastPage: t('tables.dataTable.lastPage'),
      page: (page) => t('tables.dataTable.page', { page: format(page) }),
      columns: t('tables.dataTable.columns'),
      selectAllRows: t('tables.dataTable.selectAllRows'),
      selectRow: (row) => t('tables.dataTable.selectRow', { row }),
      selected: (count) => t('tables.dataTable.selected', { count, n: format(count) }),
      selectAllMatching: (count) =>
        t('tables.dataTable.selectAllMatching', { count, n: format(count) }),
      clearSelection: t('tables.dataTable.clearSelection'),
      bulkActions: t('tables.dataTable.bulkActions'),
      exportCsv: t('tables.dataTable.exportCsv'),
      exportProgress: (done, total) =>
        t('tables.dataTable.exportProgress', { done: format(done), total: format(total) }),
      cancelExport: t('tables.dataTable.cancelExport'),
      exportDone: (count) => t('tables.dataTable.exportDone', { count, n: format(count) }),
      exportCancelled: t('tables.dataTable.exportCancelled'),
      exportFailed: t('tables.dataTable.exportFailed'),
      exportSelected: t('tables.dataTable.exportSelected'),
      fieldFilters: t('tables.dataTable.fieldFilters'),
      filterSelected: (count) => t('tables.dataTable.filterSelected', { count, n: format(count) }),
      dateRange: ({ from, to }) =>
        from && to
          ? t('tables.dataTable.dateRangeBetween', { from: day(from), to: day(to) })
          : from
            ? t('tables.dataTable.dateRangeFrom', { from: day(from) })
            : to
              ? t('tables.dataTable.dateRangeTo', { to: day(to) })
              : '',
      dateFrom: t('tables.dataTable.dateFrom'),
      dateTo: t('tables.dataTable.dateTo'),
      dateRangeInvalid: t('tables.dataTable.dateRangeInvalid'),
      refSearch: t('tables.dataTable.refSearch'),
      refNoMatches: t('tables.dataTable.refNoMatches'),
      refMissing: (id) => t('tables.dataTable.refMissing', { id }),
      clearFieldFilter: (field) => t('tables.dataTable.clearFieldFilter', { field }),
      clearFieldFilters: t('tables.dataTable.clearFieldFilters'),
      menuFailed: t('tables.dataTable.menuFailed'),
      menuFailedAgain: t('tables.dataTable.menuFailedAgain'),
    };
    return mergeLabels(defaults, overrides);
  }, [t, formatter, overrides]);
}
