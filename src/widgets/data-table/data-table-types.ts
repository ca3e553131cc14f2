import type { ReactNode } from 'react';

export type SortDirection = 'asc' | 'desc';

/** The active sort: one field (the name sent to the API, or a dotted path for local rows). */
export type SortState = { field: string; direction: SortDirection };

/** Pagination in the Laravel paginator's shape, as the API answers and as local mode computes. */
export type DataTablePagination = {
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  /** 1-based position of the first row shown; 0 when there are no rows. */
  from: number;
  /** 1-based position of the last row shown; 0 when there are no rows. */
  to: number;
};

/**
 * A field the list can be filtered by, as the URL and the API name it (`id`, also the row's dotted
 * path in local mode). `facet`: any number of `values` (none: no filtering; no value contains a
 * comma). `dateRange`: a from/to pair of calendar dates, both inclusive. `ref`: the id of one
 * record of another resource that the rows point at.
 */
export type DataTableFilterField =
  | { id: string; kind: 'facet'; values: readonly string[] }
  | { id: string; kind: 'dateRange' }
  | { id: string; kind: 'ref' };

/** A date range filter: calendar dates `YYYY-MM-DD`, both inclusive; either may be left out. */
export type DataTableDateRange = { from?: string; to?: string };

/**
 * The field filters in force, by field id: the chosen values of a facet (in the declared order),
 * the range of a date field, or the one id a ref points at (`['12']`). A field without a filter
 * has no entry.
 */
export type DataTableFieldFilters = Readonly<
  Record<string, readonly string[] | DataTableDateRange>
>;

/** A field filter as the toolbar shows it: the declaration with its translated texts. */
export type DataTableFilterFieldConfig =
  | {
      id: string;
      kind: 'facet';
      label: string;
      /** The values, in the order shown and sent, each with its text. */
      options: readonly { value: string; label: string }[];
    }
  | { id: string; kind: 'dateRange'; label: string }
  | {
      id: string;
      kind: 'ref';
      label: string;
      /** How the records pointed at are searched and named (`refFilterReader` of the resource widget). */
      reader: DataTableRefReader;
    };

/** A record a ref filter offers: its id, its name and what tells it from others of that name. */
export type DataTableRefOption = { id: number; name: string; detail?: string };

/**
 * How a ref filter reads the resource its field points at. The page hands it in (the resource
 * widget's `refFilterReader`), so the table's own code reads no API and pages without a ref filter
 * do not carry the code that would.
 */
export type DataTableRefReader = {
  /** The records matching a search, read a page at a time, and nothing until `enabled`. */
  useOptions: (enabled: boolean) => {
    options: readonly DataTableRefOption[];
    status: 'ready' | 'loading' | 'failed';
    /** Sets the text searched for. */
    search: (text: string) => void;
    /** Reads the next page; absent when there is none. */
    loadMore?: () => void;
  };
  /** The name of record `id` (`known` when it is that record), `undefined` while read or once gone. */
  useName: (id: number | null, known: DataTableRefOption | null) => string | undefined;
};

/** What the table asks for: the same values go to the API, into the URL and to local mode. */
export type DataTableQueryState = {
  /** 1-based. */
  page: number;
  perPage: number;
  sort: SortState | null;
  filter: string;
  /** The per-field filters (`filterFields`); `{}` for none. */
  fieldFilters: DataTableFieldFilters;
};

/** Compares two field values (ascending); the rows are passed too. The table reverses it for desc. */
export type DataTableSortFunction<TRow> = (
  a: unknown,
  b: unknown,
  rowA: TRow,
  rowB: TRow,
) => number;

/** A column of the DataTable. */
export type DataTableColumn<TRow> = {
  /** Stable id of the column. */
  id: string;
  /** Header text; an empty string leaves the header cell empty (e.g. a badge column). */
  header: string;
  /** Dotted path into the row (`address.city`) or a function returning the value. */
  accessor?: string | ((row: TRow) => unknown);
  /** Custom cell content; `index` is the row's position within the page. */
  cell?: (row: TRow, index: number) => ReactNode;
  /** The header becomes a sort button. */
  sortable?: boolean;
  /** Field name sent to the API (and used for local sorting); defaults to a string accessor, else the id. */
  sortField?: string;
  /** Local mode: include this column's (string) accessor in the filterable fields. */
  filterable?: boolean;
  /** `end` right-aligns header and cells (numbers). */
  align?: 'start' | 'end';
  /** CSS width of the column, e.g. `'24%'` or `'2.5rem'`. */
  width?: string;
  /** Listed in the Columns menu so users can hide it; columns without a header never are. @default true */
  hideable?: boolean;
  /** The value written to CSV exports; `null` leaves the column out of them. @default the accessor's value (no accessor: left out) */
  csv?: ((row: TRow) => unknown) | null;
};

/** Why a remote load failed. `apiError` is the API's own `{ error: { code, message } }` body, when it sent one. */
export type DataTableLoadError = {
  kind: 'network' | 'http' | 'malformed';
  status?: number;
  detail?: string;
  apiError?: { code?: string; message?: string; parameter?: string };
};

/**
 * Which rows are selected, by row id. `allMatching` is every row that matches the current filter
 * (on every page, also rows never loaded), less `exceptIds`.
 */
export type DataTableSelection =
  | { allMatching: false; ids: readonly string[] }
  | { allMatching: true; exceptIds: readonly string[] };

/** What a bulk action receives. */
export type DataTableSelectionDetails<TRow> = {
  selection: DataTableSelection;
  /** How many rows are selected. */
  count: number;
  /** The selected rows, in the table's order; remote mode pages through the API when needed. */
  getRows: (signal?: AbortSignal) => Promise<TRow[]>;
  /** The columns shown, in order (e.g. for an export of the selection). */
  columns: readonly DataTableColumn<TRow>[];
};

/** A button of the selection bar. */
export type DataTableBulkAction<TRow> = {
  label: string;
  /** `danger` for a destructive action (a delete). @default 'primary' */
  variant?: 'primary' | 'danger';
  onAction: (details: DataTableSelectionDetails<TRow>) => void | Promise<void>;
};

/**
 * Where the table keeps its state in the URL: any router, or none (`window.history`). After
 * `write` the table reads again, so an adapter without change notifications still works.
 */
export type DataTableUrlState = {
  read: () => URLSearchParams;
  write: (params: URLSearchParams, options: { replace: boolean }) => void;
};
