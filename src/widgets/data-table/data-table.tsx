import {
  functionalUpdate,
  metaHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  History,
  LoaderCircle,
  Search,
  TriangleAlert,
} from 'lucide-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import './data-table.css';
import { DataTablePagination } from './data-table-pagination';
import type {
  DataTableColumn,
  DataTableLoadError,
  DataTablePagination as Pagination,
  DataTableQueryState,
  DataTableSortFunction,
  SortState,
} from './data-table-types';
import { pathReader } from './get-path';
import { loadRemotePage, type RemotePage } from './load-remote-page';
import {
  buildFilterIndex,
  defaultFilterFields,
  filterRowOrder,
  localPagination,
  pageRows,
  sortRowOrder,
} from './local-query';
import { buildQuery, requestUrl } from './remote-query';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableScroll,
  type TableDensity,
} from './table';
import { readUrlState, writeUrlState } from './url-state';

/** Rows per page (SPEC §9). */
export const DATA_TABLE_PER_PAGE_OPTIONS: readonly number[] = [5, 6, 10];
export const DATA_TABLE_DEFAULT_PER_PAGE = 5;

type ColumnMeta = { align: 'start' | 'end'; width?: string; empty: boolean };
const features = tableFeatures({ rowSortingFeature, columnMeta: metaHelper<ColumnMeta>() });

const NO_ROWS: readonly never[] = [];

export type DataTableProps<TRow extends object> = Omit<ComponentProps<'div'>, 'children'> & {
  /** The columns; keep the array stable (module scope or useMemo). */
  columns: readonly DataTableColumn<TRow>[];
  /** Local mode: all rows, filtered, sorted and paged in the browser. Ignored when `apiUrl` is set. @default [] */
  data?: readonly TRow[];
  /** Remote mode: GET this URL with sort, page, per_page and the filter; rows come from `data`. @default undefined */
  apiUrl?: string;
  /** Extra fetch options of remote requests (headers, credentials…). @default undefined */
  httpOptions?: RequestInit;
  /** The fetch used for remote requests (tests pass a mock). @default globalThis.fetch */
  fetcher?: typeof fetch;
  /** Extra query parameters of remote requests. @default {} */
  appendParams?: Record<string, string>;
  /** Name of the filter query parameter. @default 'filter' */
  filterQuery?: string;
  /** Dotted path of the pagination object in the answer; '' is the root. @default '' */
  paginationPath?: string;
  /** Choices of the per-page selector. @default [5, 6, 10] */
  perPageOptions?: readonly number[];
  /** Rows per page at first (falls back to the first option when not among them). @default 5 */
  defaultPerPage?: number;
  /** The sort at first. @default null (unsorted) */
  defaultSort?: SortState | null;
  /** Page numbers shown on each side of the current one. @default 2 */
  onEachSide?: number;
  /** Local mode: dotted paths searched by the filter. @default all non-object fields of the first row + filterable columns */
  filterFields?: readonly string[];
  /** Local mode: comparators by sort field (keep the object stable). @default {} (numbers numerically, text by the language's collation) */
  sortFunctions?: Record<string, DataTableSortFunction<TRow>>;
  /** Wait after the last keystroke before filtering, in ms. @default 300 remote, 150 local */
  filterDelay?: number;
  /** Mirror page, per_page, sort and filter to the URL (replace); a string prefixes the names (`users` → `users_page`). @default false */
  syncWithUrl?: boolean | string;
  /** The table's accessible name. @default undefined */
  caption?: ReactNode;
  /** Show the caption instead of keeping it for assistive technology only. @default false */
  showCaption?: boolean;
  /** Show the filter input. @default true */
  showFilter?: boolean;
  /** Show the per-page selector. @default true */
  showPerPage?: boolean;
  /** Label of the filter input. @default t('tables.dataTable.search') ("Search") */
  filterLabel?: string;
  /** Label after the per-page selector. @default t('tables.dataTable.perPage') ("per page") */
  perPageLabel?: string;
  /** Text of the empty table. @default t('tables.dataTable.noDataAvailable') ("No Data Available") */
  noDataLabel?: string;
  /** Remote mode: the note over rows kept from an earlier request after the current one failed. @default t('tables.dataTable.staleRows') */
  staleLabel?: string;
  /** Accessible name of the pagination. @default t('tables.dataTable.pagination') ("Pages") */
  paginationLabel?: string;
  /** Row height and padding. @default 'default' */
  density?: TableDensity;
  /** Zebra rows. @default true */
  striped?: boolean;
  /** Maximum height of the table's scroll area (CSS length); the header stays in view. @default undefined (as tall as the rows) */
  maxHeight?: string;
  /** Stable id of a row. @default row.id when it is a string or number, else the index */
  getRowId?: (row: TRow, index: number) => string;
  /** Remote mode: extra content under the error message (e.g. how to start the API). @default undefined */
  errorHint?: (error: DataTableLoadError) => ReactNode;
  /** Remote mode: called when a load fails. @default undefined */
  onLoadError?: (error: DataTableLoadError) => void;
};

/** The field a column sorts by: `sortField`, else a string accessor, else the id. */
export function sortFieldOf<TRow>(column: DataTableColumn<TRow>): string {
  return column.sortField ?? (typeof column.accessor === 'string' ? column.accessor : column.id);
}

function readerOf<TRow>(column: DataTableColumn<TRow>): ((row: TRow) => unknown) | undefined {
  if (column.accessor === undefined) return undefined;
  return typeof column.accessor === 'function' ? column.accessor : pathReader(column.accessor);
}

function defaultRowId(row: object, index: number): string {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

function resolvePerPage(options: readonly number[], wanted: number): number {
  return options.includes(wanted) ? wanted : (options[0] ?? DATA_TABLE_DEFAULT_PER_PAGE);
}

/**
 * A table of rows with a filter, a per-page selector, sortable headers and pagination
 * (ORIGINAL §6, over TanStack Table). Local mode (`data`) filters with a literal,
 * case-insensitive text match, sorts and pages in the browser; remote mode (`apiUrl`) asks the
 * API for each page (`sort=field|asc`, `page`, `per_page`, the filter) and reads `data` plus the
 * Laravel-style pagination. While loading the last rows stay (dimmed) under a spinner; errors
 * show a Retry button; the state can live in the URL (`syncWithUrl`).
 */
export function DataTable<TRow extends object>(props: DataTableProps<TRow>) {
  return props.syncWithUrl ? <UrlStateDataTable {...props} /> : <OwnStateDataTable {...props} />;
}

type StateProps = {
  state: DataTableQueryState;
  update: (patch: Partial<DataTableQueryState>) => void;
};

function OwnStateDataTable<TRow extends object>(props: DataTableProps<TRow>) {
  const perPageOptions = props.perPageOptions ?? DATA_TABLE_PER_PAGE_OPTIONS;
  const [state, setState] = useState<DataTableQueryState>(() => ({
    page: 1,
    perPage: resolvePerPage(perPageOptions, props.defaultPerPage ?? DATA_TABLE_DEFAULT_PER_PAGE),
    sort: props.defaultSort ?? null,
    filter: '',
  }));
  const update = useCallback(
    (patch: Partial<DataTableQueryState>) => setState((previous) => ({ ...previous, ...patch })),
    [],
  );
  return <DataTableView {...props} state={state} update={update} />;
}

function UrlStateDataTable<TRow extends object>(props: DataTableProps<TRow>) {
  const { syncWithUrl, columns, defaultSort = null } = props;
  const perPageOptions = props.perPageOptions ?? DATA_TABLE_PER_PAGE_OPTIONS;
  const defaultPerPage = resolvePerPage(
    perPageOptions,
    props.defaultPerPage ?? DATA_TABLE_DEFAULT_PER_PAGE,
  );
  const prefix = typeof syncWithUrl === 'string' ? syncWithUrl : '';
  const sortFieldsKey = columns
    .filter((column) => column.sortable)
    .map(sortFieldOf)
    .join('\u0000');
  const perPageKey = perPageOptions.join(',');
  const defaultSortField = defaultSort?.field;
  const defaultSortDirection = defaultSort?.direction ?? 'asc';
  // Rebuilt only when a value changes, so inline props do not re-read the URL on every render.
  const options = useMemo(
    () => ({
      prefix,
      perPageOptions: perPageKey.split(',').map(Number),
      defaultPerPage,
      sortFields: sortFieldsKey ? sortFieldsKey.split('\u0000') : [],
      defaultSort:
        defaultSortField === undefined
          ? null
          : { field: defaultSortField, direction: defaultSortDirection },
    }),
    [prefix, perPageKey, defaultPerPage, sortFieldsKey, defaultSortField, defaultSortDirection],
  );
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readUrlState(searchParams, options), [searchParams, options]);
  const update = useCallback(
    (patch: Partial<DataTableQueryState>) =>
      setSearchParams(
        (previous) =>
          writeUrlState(previous, { ...readUrlState(previous, options), ...patch }, options),
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams, options],
  );
  return <DataTableView {...props} state={state} update={update} />;
}

function formatValue(value: unknown, numbers: Intl.NumberFormat): ReactNode {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'bigint') return numbers.format(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toLocaleDateString();
  return '';
}

/** Remote rows: one GET per distinct request; a newer request aborts the older one. */
function useRemotePage<TRow>({
  url,
  attempt,
  fetcher,
  httpOptions,
  paginationPath,
  onSettled,
}: {
  url: string | null;
  attempt: number;
  fetcher?: typeof fetch;
  httpOptions?: RequestInit;
  paginationPath: string;
  onSettled: (outcome: RemotePage<TRow> | { error: DataTableLoadError }) => void;
}) {
  const key = url === null ? null : `${attempt} ${url}`;
  const [loaded, setLoaded] = useState<(RemotePage<TRow> & { url: string }) | null>(null);
  const [settled, setSettled] = useState<{ key: string; error?: DataTableLoadError } | null>(null);

  const request = useEffectEvent((target: string, signal: AbortSignal) =>
    loadRemotePage<TRow>(target, {
      fetcher: fetcher ?? globalThis.fetch.bind(globalThis),
      init: httpOptions,
      paginationPath,
      signal,
    }),
  );
  const settle = useEffectEvent(
    (
      requestKey: string,
      requestUrl: string,
      outcome: RemotePage<TRow> | { error: DataTableLoadError },
    ) => {
      if ('error' in outcome) {
        setSettled({ key: requestKey, error: outcome.error });
      } else {
        setLoaded({ ...outcome, url: requestUrl });
        setSettled({ key: requestKey });
      }
      onSettled(outcome);
    },
  );

  useEffect(() => {
    if (key === null || url === null) return;
    const controller = new AbortController();
    void request(url, controller.signal).then((outcome) => {
      if (outcome !== null && !controller.signal.aborted) settle(key, url, outcome);
    });
    return () => controller.abort();
  }, [key, url]);

  const loading = key !== null && settled?.key !== key;
  const error = settled?.error;
  return {
    loaded,
    loading,
    error,
    // The rows on screen answer an earlier request (another page, sort or filter) that failed.
    stale: error !== undefined && loaded !== null && loaded.url !== url,
  };
}

function DataTableView<TRow extends object>({
  state,
  update,
  columns,
  data,
  apiUrl,
  httpOptions,
  fetcher,
  appendParams,
  filterQuery = 'filter',
  paginationPath = '',
  perPageOptions = DATA_TABLE_PER_PAGE_OPTIONS,
  defaultPerPage: _defaultPerPage,
  defaultSort: _defaultSort,
  onEachSide = 2,
  filterFields,
  sortFunctions,
  filterDelay,
  syncWithUrl: _syncWithUrl,
  caption,
  showCaption = false,
  showFilter = true,
  showPerPage = true,
  filterLabel,
  perPageLabel,
  noDataLabel,
  staleLabel,
  paginationLabel,
  density = 'default',
  striped = true,
  maxHeight,
  getRowId = defaultRowId,
  errorHint,
  onLoadError,
  className,
  ...props
}: DataTableProps<TRow> & StateProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const id = useId();
  const captionId = `${id}-caption`;
  const filterId = `${id}-filter`;
  const perPageId = `${id}-per-page`;
  const remote = Boolean(apiUrl);
  const regionRef = useRef<HTMLDivElement>(null);

  const numbers = useMemo(() => new Intl.NumberFormat(language), [language]);
  const collator = useMemo(() => new Intl.Collator(language, { numeric: true }), [language]);

  // Filter text: the input updates at once, the table after a pause (and goes back to page 1).
  const [filterText, setFilterText] = useState(state.filter);
  const debounce = useRef<{ timer?: ReturnType<typeof setTimeout> }>({});
  useEffect(() => {
    const pending = debounce.current;
    return () => clearTimeout(pending.timer);
  }, []);
  const commitFilter = (value: string) => {
    clearTimeout(debounce.current.timer);
    if (value !== state.filter) update({ filter: value, page: 1 });
  };
  const changeFilter = (value: string) => {
    setFilterText(value);
    clearTimeout(debounce.current.timer);
    debounce.current.timer = setTimeout(
      () => update({ filter: value, page: 1 }),
      filterDelay ?? (remote ? 300 : 150),
    );
  };

  // Local mode: the search text once per data change, the order once per sort change.
  const rows = remote ? NO_ROWS : (data ?? NO_ROWS);
  const fieldsKey = (filterFields ?? defaultFilterFields(rows, columns)).join('\u0000');
  const filterIndex = useMemo(
    () => (remote ? [] : buildFilterIndex(rows, fieldsKey ? fieldsKey.split('\u0000') : [])),
    [remote, rows, fieldsKey],
  );
  const sortColumn = state.sort
    ? columns.find((column) => column.sortable && sortFieldOf(column) === state.sort?.field)
    : undefined;
  const sortReader = useMemo(() => (sortColumn ? readerOf(sortColumn) : undefined), [sortColumn]);
  // Keyed by value: the URL-synced state is a new object after every change (a page, say).
  const sortField = state.sort?.field;
  const sortDirection = state.sort?.direction ?? 'asc';
  const order = useMemo(
    () =>
      remote
        ? []
        : sortRowOrder(
            rows,
            sortField === undefined ? null : { field: sortField, direction: sortDirection },
            { sortFunctions, collator, getValue: sortReader },
          ),
    [remote, rows, sortField, sortDirection, sortFunctions, collator, sortReader],
  );
  const filtered = useMemo(
    () => filterRowOrder(order, filterIndex, state.filter),
    [order, filterIndex, state.filter],
  );
  const local = localPagination(filtered.length, state.page, state.perPage);
  const localRows = useMemo(
    () => pageRows(rows, filtered, localPagination(filtered.length, state.page, state.perPage)),
    [rows, filtered, state.page, state.perPage],
  );

  // Remote mode.
  const [attempt, setAttempt] = useState(0);
  const focusAfterRetry = useRef(false);
  const appendKey = JSON.stringify(appendParams ?? {});
  const url = useMemo(
    () =>
      apiUrl
        ? requestUrl(
            apiUrl,
            buildQuery(state, {
              filterQuery,
              appendParams: JSON.parse(appendKey) as Record<string, string>,
            }),
          )
        : null,
    [apiUrl, state, filterQuery, appendKey],
  );
  const remotePage = useRemotePage<TRow>({
    url,
    attempt,
    fetcher,
    httpOptions,
    paginationPath,
    onSettled: (outcome) => {
      if ('error' in outcome) {
        onLoadError?.(outcome.error);
        return;
      }
      const { last_page: lastPage } = outcome.pagination;
      // A page past the end (an old URL, rows deleted meanwhile): show the last one instead.
      if (outcome.rows.length === 0 && lastPage >= 1 && state.page > lastPage) {
        update({ page: lastPage });
      }
      if (focusAfterRetry.current) {
        focusAfterRetry.current = false;
        regionRef.current?.focus();
      }
    },
  });

  const pageData = remote ? (remotePage.loaded?.rows ?? NO_ROWS) : localRows;
  const pagination: Pagination | undefined = remote ? remotePage.loaded?.pagination : local;
  const loading = remote && remotePage.loading;
  const error = remote ? remotePage.error : undefined;
  const stale = remote && remotePage.stale;

  // TanStack Table: column model, sort state and rendering; rows arrive already processed.
  const tableColumns = useMemo(
    () =>
      columns.map((column): ColumnDef<typeof features, TRow> => {
        const read = readerOf(column);
        return {
          id: column.id,
          header: column.header,
          accessorFn: read ?? (() => undefined),
          cell: (context) =>
            column.cell
              ? column.cell(context.row.original, context.row.index)
              : formatValue(context.getValue(), numbers),
          enableSorting: Boolean(column.sortable),
          meta: { align: column.align ?? 'start', width: column.width, empty: !column.header },
        };
      }),
    [columns, numbers],
  );
  const sorting = useMemo<SortingState>(
    () => (sortColumn ? [{ id: sortColumn.id, desc: sortDirection === 'desc' }] : []),
    [sortColumn, sortDirection],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data: pageData,
    getRowId,
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0];
      const column = next ? columns.find((candidate) => candidate.id === next.id) : undefined;
      update({
        sort:
          column && next
            ? { field: sortFieldOf(column), direction: next.desc ? 'desc' : 'asc' }
            : null,
        page: 1,
      });
    },
  });

  const currentPage = pagination?.current_page ?? state.page;
  const lastPage = pagination?.last_page ?? 1;
  const rowHeightRem = density === 'compact' ? 2.5 : 3;
  const visibleRows = table.getRowModel().rows;
  // Remote: blank while the first answer is awaited; a failure's message stands in for it.
  const empty =
    !loading &&
    error === undefined &&
    visibleRows.length === 0 &&
    (!remote || remotePage.loaded !== null);
  // Room for a full page keeps the pagination still while paging, and while the first page loads.
  const reserveRows = !maxHeight && (lastPage > 1 || (loading && remotePage.loaded === null));
  const errorDetail = error
    ? error.kind === 'network'
      ? t('tables.dataTable.errorNetwork')
      : error.kind === 'http'
        ? t('tables.dataTable.errorHttp', { status: error.status ?? '' })
        : t('tables.dataTable.errorMalformed')
    : '';

  return (
    <div
      data-slot="data-table"
      data-mode={remote ? 'remote' : 'local'}
      className={cn('@container flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      {(showFilter || showPerPage) && (
        <div
          data-slot="data-table-controls"
          className="flex flex-wrap items-center justify-between gap-3"
        >
          {showFilter ? (
            <div className="relative w-full @md:max-w-xs">
              <label htmlFor={filterId} className="sr-only">
                {filterLabel ?? t('tables.dataTable.search')}
              </label>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
              />
              <Input
                id={filterId}
                type="search"
                data-slot="data-table-filter"
                autoComplete="off"
                placeholder={filterLabel ?? t('tables.dataTable.search')}
                value={filterText}
                onChange={(event) => changeFilter(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') commitFilter(filterText);
                }}
                className="h-10 pl-9"
              />
            </div>
          ) : (
            <span />
          )}
          {showPerPage && (
            <div className="flex items-center gap-2">
              <select
                id={perPageId}
                data-slot="data-table-per-page"
                value={state.perPage}
                onChange={(event) => update({ perPage: Number(event.target.value), page: 1 })}
                className={cn(
                  'h-10 cursor-pointer rounded-md border border-input bg-surface px-2 text-base text-text tabular-nums',
                  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
                )}
              >
                {perPageOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
              <label htmlFor={perPageId} className="text-sm font-semibold text-muted">
                {perPageLabel ?? t('tables.dataTable.perPage')}
              </label>
            </div>
          )}
        </div>
      )}

      {error && (
        <div
          role="alert"
          data-slot="data-table-error"
          className="flex flex-wrap items-center gap-3 rounded-md border border-danger-strong/50 bg-danger/10 px-4 py-3"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-danger-strong" />
          <div className="min-w-48 flex-1 space-y-1">
            <p className="font-semibold">{t('tables.dataTable.loadError')}</p>
            <p className="text-sm">{errorDetail}</p>
            {errorHint && <div className="text-sm">{errorHint(error)}</div>}
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              focusAfterRetry.current = true;
              setAttempt((count) => count + 1);
            }}
          >
            {t('tables.dataTable.retry')}
          </Button>
        </div>
      )}

      {stale && visibleRows.length > 0 && (
        <p
          data-slot="data-table-stale"
          className="-mb-2 flex items-start gap-2 rounded-md bg-warning/20 px-3 py-2 text-sm font-semibold"
        >
          <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {staleLabel ?? t('tables.dataTable.staleRows')}
        </p>
      )}

      <div
        ref={regionRef}
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
            <TableHeader>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const { column } = header;
                    const meta = column.columnDef.meta;
                    const style = meta?.width ? { width: meta.width } : undefined;
                    if (meta?.empty) {
                      return <TableHead key={header.id} as="td" style={style} />;
                    }
                    const sorted = column.getIsSorted();
                    const canSort = column.getCanSort();
                    const SortIcon =
                      sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                    return (
                      <TableHead
                        key={header.id}
                        align={meta?.align}
                        style={style}
                        aria-sort={
                          canSort
                            ? sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : 'none'
                            : undefined
                        }
                      >
                        {canSort ? (
                          <button
                            type="button"
                            data-slot="data-table-sort"
                            onClick={column.getToggleSortingHandler()}
                            className={cn(
                              '-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 font-semibold',
                              'transition-colors duration-150 ease-out hover:bg-primary/10',
                              'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
                            )}
                          >
                            <table.FlexRender header={header} />
                            <SortIcon
                              aria-hidden="true"
                              className={cn(
                                'size-4 shrink-0',
                                sorted ? 'text-primary-strong' : 'text-muted',
                              )}
                            />
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </TableHead>
                    );
                  })}
                </tr>
              ))}
            </TableHeader>
            <TableBody className={cn('transition-opacity duration-150', loading && 'opacity-50')}>
              {visibleRows.map((row) => (
                <TableRow
                  key={row.id}
                  data-stale={stale || undefined}
                  className={cn(stale && 'text-muted italic')}
                >
                  {row.getAllCells().map((cell) => (
                    <TableCell key={cell.id} align={cell.column.columnDef.meta?.align}>
                      <table.FlexRender cell={cell} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {empty && (
                <tr>
                  <TableCell
                    colSpan={columns.length}
                    data-slot="data-table-empty"
                    className="h-24! text-center! text-muted"
                  >
                    {noDataLabel ?? t('tables.dataTable.noDataAvailable')}
                  </TableCell>
                </tr>
              )}
            </TableBody>
          </Table>
        </TableScroll>
        <div
          role="status"
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          {loading && (
            <span
              data-slot="data-table-loading"
              className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-semibold shadow-popover"
            >
              <LoaderCircle
                aria-hidden="true"
                className="size-5 animate-spin text-primary-strong"
              />
              {t('tables.dataTable.loading')}
            </span>
          )}
        </div>
      </div>

      {pagination && (pagination.total > 0 || lastPage > 1) && (
        <div
          data-slot="data-table-footer"
          className="flex flex-col items-center gap-3 @xl:flex-row @xl:justify-between"
        >
          <p className="text-sm text-muted tabular-nums">
            {pagination.total > 0
              ? t(stale ? 'tables.dataTable.staleRange' : 'tables.dataTable.range', {
                  from: numbers.format(pagination.from),
                  to: numbers.format(pagination.to),
                  total: numbers.format(pagination.total),
                })
              : null}
          </p>
          <DataTablePagination
            currentPage={currentPage}
            lastPage={lastPage}
            onEachSide={onEachSide}
            label={paginationLabel}
            onPageChange={(page) => update({ page })}
          />
        </div>
      )}
    </div>
  );
}
