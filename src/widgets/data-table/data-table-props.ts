import type { ComponentProps, ReactNode } from 'react';

import type { TableDensity } from '@/ui/table';

import type { DataTableLabels } from './data-table-labels';
import type {
  DataTableBulkAction,
  DataTableColumn,
  DataTableFieldFilters,
  DataTableFilterFieldConfig,
  DataTableLoadError,
  DataTableQueryState,
  DataTableSelection,
  DataTableSortFunction,
  DataTableUrlState,
  SortState,
} from './data-table-types';

/** What `useDataTable` takes: the data, the mode and every piece of state. */
export type UseDataTableOptions<TRow> = {
  /** The columns; keep the array stable (module scope or useMemo). */
  columns: readonly DataTableColumn<TRow>[];
  /** Local mode: all rows, filtered, sorted and paged in the browser. Ignored when `apiUrl` or `rows` is set. @default [] */
  data?: readonly TRow[];
  /** Remote mode: GET this URL with sort, page, per_page and the filter; rows come from the answer's `data`. Without it (and without `rows`) the table is local. */
  apiUrl?: string;
  /** Server mode: the rows of the page shown, as the page's own query answered; the table then fetches nothing and filters, sorts and pages nothing (`data` and `apiUrl` are ignored). */
  rows?: readonly TRow[];
  /** Server mode: how many rows match the filter on every page (pagination, "Select all <n> matching"). @default the number of `rows` */
  total?: number;
  /** Server mode: the page's query is loading; the rows given stay shown, dimmed, under "Loading". @default false */
  loading?: boolean;
  /** Server mode: why the page's query failed (a `DataTableLoadError`, or an `Error`, read as an HTTP answer when it has a numeric `status`); shown with Retry. Without it (or `null`) nothing failed. */
  error?: DataTableLoadError | Error | null;
  /** Server mode: Retry of the error state (the page asks its query again); the table's region takes the focus once it has loaded. */
  onRetry?: () => void;
  /** Server mode: every row matching the sort, filter and field filters, on every page, for "all matching" selections and Export CSV; `onProgress` reports rows read and the total. Without it the table offers no "all matching" selection and exports the rows shown. */
  getAllRows?: (
    query: Pick<DataTableQueryState, 'sort' | 'filter' | 'fieldFilters'>,
    signal: AbortSignal,
    onProgress: (done: number, total: number) => void,
  ) => Promise<readonly TRow[]>;
  /** Extra fetch options of remote requests (headers, credentials…). */
  httpOptions?: RequestInit;
  /** The fetch used for remote requests (tests pass a mock). @default globalThis.fetch */
  fetcher?: typeof fetch;
  /** Extra query parameters of remote requests. @default {} */
  appendParams?: Record<string, string>;
  /** Name of the filter query parameter. @default 'filter' */
  filterQuery?: string;
  /** Dotted path of the pagination object in the answer; '' is the root. @default '' */
  paginationPath?: string;
  /** Local mode: dotted paths searched by the filter text. @default all non-object fields of the first row + filterable columns */
  filterFields?: readonly string[];
  /**
   * The per-field filters, one toolbar control each (a facet's checkbox menu, a date range's
   * from/to), with their texts. In the URL as `<prefix>_<id>=a,b` and `<prefix>_<id>_from`/`_to`,
   * sent to the API as `<id>=a,b`, `<id>_from`, `<id>_to`; local mode filters the row's value at
   * the path `id`. Keep the array stable (module scope or useMemo). @default []
   */
  fieldFilterFields?: readonly DataTableFilterFieldConfig[];
  /** Local mode: comparators by sort field (keep the object stable). @default {} (numbers numerically, text by the language's collation) */
  sortFunctions?: Record<string, DataTableSortFunction<TRow>>;
  /** Wait after the last keystroke before filtering, in ms. @default 300 remote and server, 150 local */
  filterDelay?: number;
  /** Stable id of a row (selection is by id). @default row.id when it is a string or number, else the index */
  getRowId?: (row: TRow, index: number) => string;
  /** Remote mode: any change of this value loads the shown page again (after an edit or a delete elsewhere). */
  reloadKey?: unknown;
  /** Remote mode: called when a load fails. */
  onLoadError?: (error: DataTableLoadError) => void;

  /** The page shown (1-based), controlled; without it the table keeps its own (or the URL's). */
  page?: number;
  /** The page at first. @default 1 */
  defaultPage?: number;
  /** Called with the page to show. */
  onPageChange?: (page: number) => void;
  /** Rows per page, controlled; without it the table keeps its own. */
  perPage?: number;
  /** Rows per page at first (falls back to the first option when not among them). @default 5 */
  defaultPerPage?: number;
  /** Called with the rows per page chosen. */
  onPerPageChange?: (perPage: number) => void;
  /** Choices of the per-page selector. @default [5, 6, 10] */
  perPageOptions?: readonly number[];
  /** The sort, controlled (`null`: unsorted); without it the table keeps its own. */
  sort?: SortState | null;
  /** The sort at first. @default null (unsorted) */
  defaultSort?: SortState | null;
  /** Called with the new sort. */
  onSortChange?: (sort: SortState | null) => void;
  /** The applied filter text, controlled (the input follows it); without it the table keeps its own. */
  filter?: string;
  /** The filter at first. @default '' */
  defaultFilter?: string;
  /** Called with the filter once typing pauses (or on Enter). */
  onFilterChange?: (filter: string) => void;
  /** The field filters in force, controlled (`{}`: none); without it the table keeps its own (or the URL's). */
  fieldFilters?: DataTableFieldFilters;
  /** The field filters at first. @default {} */
  defaultFieldFilters?: DataTableFieldFilters;
  /** Called with the field filters chosen (cleaned: declared values only, empty fields left out); the page goes back to 1. */
  onFieldFiltersChange?: (fieldFilters: DataTableFieldFilters) => void;
  /** Where page, per_page, sort, filter and field filters live in the URL (see `useRouterUrlState`); without it they are the table's own. */
  urlState?: DataTableUrlState;
  /** Prefix of the URL parameter names (`users` → `users_page`), for two tables on one page. @default '' */
  urlStatePrefix?: string;

  /** Show the checkbox column and the selection bar. @default false */
  selectable?: boolean;
  /** The selected rows, controlled; without it the table keeps its own. A filter change clears the selection. */
  selection?: DataTableSelection;
  /** The selection at first. @default { allMatching: false, ids: [] } */
  defaultSelection?: DataTableSelection;
  /** Called with the new selection. */
  onSelectionChange?: (selection: DataTableSelection) => void;
  /** The selection bar's buttons. @default [] */
  bulkActions?: readonly DataTableBulkAction<TRow>[];
  /** A row's name in its checkbox label ("Select <name>"). @default the text of the first column with an accessor */
  rowLabel?: (row: TRow) => string;

  /** Ids of the hidden columns, controlled; without it the table keeps its own. */
  hiddenColumns?: readonly string[];
  /** Ids of the columns hidden at first (when nothing is remembered). @default [] */
  defaultHiddenColumns?: readonly string[];
  /** Called with the ids of the hidden columns. */
  onHiddenColumnsChange?: (ids: readonly string[]) => void;
  /** localStorage key that remembers the hidden columns of this table; without it nothing is remembered. */
  columnsStorageKey?: string;

  /** File name of "Export CSV". @default 'export.csv' */
  exportFileName?: string;
};

/** The DataTable's props: the options of `useDataTable` and what the markup shows. */
export type DataTableProps<TRow> = Omit<ComponentProps<'div'>, 'children'> &
  UseDataTableOptions<TRow> & {
    /** Every text the table shows; give only those to change. @default translated (tables.dataTable.*) */
    labels?: Partial<DataTableLabels>;
    /** The table's accessible name; without it the table has none. */
    caption?: ReactNode;
    /** Show the caption instead of keeping it for assistive technology only. @default false */
    showCaption?: boolean;
    /** Show the filter input. @default true */
    showFilter?: boolean;
    /** Show the per-page selector. @default true */
    showPerPage?: boolean;
    /** Show the "Columns" menu (hide and show the hideable columns). @default false */
    showColumnsMenu?: boolean;
    /** Show "Export CSV": the current view, every page. @default false */
    showExport?: boolean;
    /** Page numbers shown on each side of the current one. @default 2 */
    onEachSide?: number;
    /** Row height and padding. @default 'default' */
    density?: TableDensity;
    /** Zebra rows. @default true */
    striped?: boolean;
    /** Maximum height of the table's scroll area (CSS length), the header staying in view; without it the table is as tall as its rows. */
    maxHeight?: string;
    /** Remote and server modes: extra content under the error message (e.g. how to start the API). */
    errorHint?: (error: DataTableLoadError) => ReactNode;
  };
