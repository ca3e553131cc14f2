import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { columnReader, sortFieldOf } from './columns';
import type { UseDataTableOptions } from './data-table-props';
import { DATA_TABLE_PER_PAGE_OPTIONS, urlStateOptionsOf } from './data-table-query';
import type {
  DataTableFieldFilters,
  DataTablePagination,
  DataTableQueryState,
} from './data-table-types';
import { fetchAllRows } from './fetch-all-rows';
import { fieldFiltersKey, filterFieldsOf, NO_FIELD_FILTERS } from './field-filters';
import { createLocalQuery, defaultFilterFields, localPagination } from './local-query';
import { buildQuery, requestUrl } from './remote-query';
import { useCsvExport, type CollectRows } from './use-csv-export';
import { useFilterText } from './use-filter-text';
import { useHiddenColumns } from './use-hidden-columns';
import { useQueryState } from './use-query-state';
import { useRemotePage } from './use-remote-page';
import { useRowSelection } from './use-row-selection';
import { toLoadError, useServerPage } from './use-server-page';

const NO_ROWS: readonly never[] = [];
const NO_FILTER_FIELDS: readonly never[] = [];

function defaultRowId(row: object, index: number): string {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

/**
 * The DataTable's state and behaviour without its markup: the query state (controlled, in the URL
 * or its own), the filter delay, the local query, the remote page (older requests aborted) or the
 * page the caller loaded (server mode), column visibility, selection and CSV export.
 */
export function useDataTable<TRow extends object>(options: UseDataTableOptions<TRow>) {
  const {
    columns,
    data,
    apiUrl,
    httpOptions,
    fetcher,
    appendParams,
    filterQuery = 'filter',
    paginationPath = '',
    filterFields,
    sortFunctions,
    filterDelay,
    getRowId = defaultRowId,
    onLoadError,
    perPageOptions = DATA_TABLE_PER_PAGE_OPTIONS,
  } = options;
  const { i18n } = useTranslation();
  const server = options.rows !== undefined;
  const remote = !server && Boolean(apiUrl);
  const mode = server ? 'server' : remote ? 'remote' : 'local';
  const fieldFilterFields = options.fieldFilterFields ?? NO_FILTER_FIELDS;
  const filterFieldsKey = JSON.stringify(filterFieldsOf(fieldFilterFields));
  const declaredFilterFields = useMemo(
    () => JSON.parse(filterFieldsKey) as ReturnType<typeof filterFieldsOf>,
    [filterFieldsKey],
  );
  const { state, update: updateQuery } = useQueryState({
    ...options,
    filterFields: declaredFilterFields,
    defaultPerPage: urlStateOptionsOf({
      perPageOptions,
      defaultPerPage: options.defaultPerPage,
      sortFields: [],
    }).defaultPerPage,
    defaultSort: options.defaultSort ?? null,
    urlStatePrefix: options.urlStatePrefix ?? '',
    perPageOptions,
    sortFields: columns.filter((column) => column.sortable).map(sortFieldOf),
  });

  // Column visibility.
  const hideableIds = columns
    .filter((column) => column.header && column.hideable !== false)
    .map((column) => column.id);
  const [hidden, setHidden] = useHiddenColumns({
    ...options,
    storageKey: options.columnsStorageKey,
    hideableIds,
  });
  const visibleColumns = useMemo(
    () => columns.filter((column) => !hidden.includes(column.id)),
    [columns, hidden],
  );

  // Local mode: one query engine per data set; it keeps the search text and sort orders.
  const rows = mode === 'local' ? (data ?? NO_ROWS) : NO_ROWS;
  const collator = useMemo(
    () => new Intl.Collator(i18n.language, { numeric: true }),
    [i18n.language],
  );
  const fieldsKey = (filterFields ?? defaultFilterFields(rows, columns)).join('\u0000');
  const runLocal = useMemo(
    () =>
      createLocalQuery(rows, {
        filterFields: fieldsKey ? fieldsKey.split('\u0000') : [],
        sortFunctions,
        collator,
        sortValue: (field) => {
          const column = columns.find((item) => item.sortable && sortFieldOf(item) === field);
          return column ? columnReader(column) : undefined;
        },
      }),
    [rows, fieldsKey, sortFunctions, collator, columns],
  );
  const local = useMemo(() => (mode === 'local' ? runLocal(state) : null), [mode, runLocal, state]);

  // Remote mode.
  const [attempt, setAttempt] = useState(0);
  const [reload, setReload] = useState({ key: options.reloadKey, count: 0 });
  if (!Object.is(reload.key, options.reloadKey)) {
    setReload({ key: options.reloadKey, count: reload.count + 1 });
  }
  const focusAfterRetry = useRef(false);
  const region = useRef<HTMLElement | null>(null);
  const setRegion = useCallback((element: HTMLElement | null) => {
    region.current = element;
  }, []);
  const appendKey = JSON.stringify(appendParams ?? {});
  const remoteQuery = {
    filterQuery,
    appendParams: JSON.parse(appendKey) as Record<string, string>,
    filterFields: declaredFilterFields.length > 0 ? declaredFilterFields : undefined,
  };
  const url = useMemo(
    () =>
      apiUrl && remote
        ? requestUrl(
            apiUrl,
            buildQuery(state, {
              filterQuery,
              appendParams: JSON.parse(appendKey) as Record<string, string>,
              filterFields: declaredFilterFields.length > 0 ? declaredFilterFields : undefined,
            }),
          )
        : null,
    [apiUrl, remote, state, filterQuery, appendKey, declaredFilterFields],
  );
  const seen = useRef(new Map<string, TRow>());
  const remotePage = useRemotePage<TRow>({
    url,
    attempt: `${attempt}.${reload.count}`,
    fetcher,
    httpOptions,
    paginationPath,
    onSettled: (outcome) => {
      if ('error' in outcome) {
        onLoadError?.(outcome.error);
        return;
      }
      outcome.rows.forEach((row, index) => seen.current.set(getRowId(row, index), row));
      const { last_page: lastPage } = outcome.pagination;
      // A page past the end (an old URL, rows deleted meanwhile): show the last one instead.
      if (outcome.rows.length === 0 && lastPage >= 1 && state.page > lastPage) {
        updateQuery({ page: lastPage });
      }
      if (focusAfterRetry.current) {
        focusAfterRetry.current = false;
        region.current?.focus();
      }
    },
  });

  const serverPage = useServerPage<TRow>({
    ...options,
    enabled: server,
    state,
    update: updateQuery,
    region,
  });
  useEffect(() => {
    serverPage.rows.forEach((row, index) => seen.current.set(getRowId(row, index), row));
  }, [serverPage.rows, getRowId]);

  const pageData = server
    ? serverPage.rows
    : remote
      ? (remotePage.loaded?.rows ?? NO_ROWS)
      : (local?.rows ?? NO_ROWS);
  const pagination: DataTablePagination | undefined = server
    ? serverPage.pagination
    : remote
      ? remotePage.loaded?.pagination
      : (local?.pagination ?? localPagination(0, 1, state.perPage));
  const { getAllRows } = options;

  /** Every row matching the filter, in the table's order (remote: page after page). */
  const matchingRows: CollectRows<TRow> = async (signal, onProgress) => {
    if (server) {
      if (!getAllRows) {
        onProgress(pageData.length, pageData.length);
        return pageData;
      }
      try {
        return await getAllRows(
          { sort: state.sort, filter: state.filter, fieldFilters: state.fieldFilters },
          signal,
          onProgress,
        );
      } catch (error) {
        if (signal.aborted) return null;
        return { error: toLoadError(error instanceof Error ? error : new Error(String(error))) };
      }
    }
    if (!apiUrl) {
      const matches = local?.matches ?? [];
      onProgress(matches.length, matches.length);
      return matches.map((position) => rows[position]!);
    }
    return fetchAllRows<TRow>({
      apiUrl,
      state,
      ...remoteQuery,
      fetcher: fetcher ?? globalThis.fetch.bind(globalThis),
      init: httpOptions,
      paginationPath,
      signal,
      onProgress,
    });
  };

  const pageIds = pageData.map((row, index) => getRowId(row, index));
  const selection = useRowSelection<TRow>({
    ...options,
    pageIds,
    total: pagination?.total ?? 0,
    getRowId,
    columns: visibleColumns,
    matchingRows: async (value, signal) => {
      // Rows picked one by one were all on a page that was shown: no request needed.
      if ((remote || server) && !value.allMatching) {
        return value.ids.flatMap((id) => seen.current.get(id) ?? []);
      }
      return matchingRows(signal ?? new AbortController().signal, () => undefined);
    },
  });

  const csvExport = useCsvExport<TRow>({
    collect: matchingRows,
    columns: visibleColumns,
    fileName: options.exportFileName ?? 'export.csv',
  });

  // A changed filter is a new set of rows: the selection (by id) goes, and paging starts over.
  const update = (patch: Partial<DataTableQueryState>) => {
    const filterChanged = patch.filter !== undefined && patch.filter !== state.filter;
    const fieldFiltersChanged =
      patch.fieldFilters !== undefined &&
      fieldFiltersKey(patch.fieldFilters) !== fieldFiltersKey(state.fieldFilters);
    if (filterChanged || fieldFiltersChanged) selection.clear();
    updateQuery(patch);
  };

  /** Sets the field filters (`{}`: none) and goes back to page 1. */
  const changeFieldFilters = (fieldFilters: DataTableFieldFilters) =>
    update({ fieldFilters, page: 1 });

  // Filter text: the input updates at once, the table after a pause (and goes back to page 1).
  const { filterText, changeFilter, commitFilter } = useFilterText(
    state.filter,
    filterDelay ?? (mode === 'local' ? 150 : 300),
    (value) => update({ filter: value, page: 1 }),
  );

  return {
    mode,
    remote,
    state,
    update,
    filterText,
    changeFilter,
    commitFilter,
    /** The field filters the toolbar shows: their declarations with their texts. */
    fieldFilterFields,
    changeFieldFilters,
    clearFieldFilters: () => changeFieldFilters(NO_FIELD_FILTERS),
    columns: visibleColumns,
    hideableColumns: columns.filter((column) => hideableIds.includes(column.id)),
    hiddenColumns: hidden,
    setColumnHidden: (id: string, hide: boolean) =>
      setHidden(
        hide ? [...hidden.filter((item) => item !== id), id] : hidden.filter((item) => item !== id),
      ),
    rows: pageData,
    pageIds,
    pagination,
    loading: server ? serverPage.loading : remote && remotePage.loading,
    /** Remote: no answer yet (the first load is pending or failed); server: loading, no rows yet. */
    awaitingFirstPage: server
      ? serverPage.loading && pageData.length === 0
      : remote && remotePage.loaded === null,
    error: server ? serverPage.error : remote ? remotePage.error : undefined,
    stale: remote && remotePage.stale,
    /** "Select all <n> matching" can be offered: every matching row can be read. */
    canSelectAllMatching: !server || getAllRows !== undefined,
    retry: server
      ? serverPage.retry
      : () => {
          focusAfterRetry.current = true;
          setAttempt((count) => count + 1);
        },
    /** The element focused after Retry (the table's region). */
    setRegion,
    selection,
    csvExport,
  };
}

export type DataTableState<TRow extends object> = ReturnType<typeof useDataTable<TRow>>;
