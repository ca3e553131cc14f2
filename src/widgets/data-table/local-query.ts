import type {
  DataTableColumn,
  DataTableFieldFilters,
  DataTablePagination,
  SortState,
} from './data-table-types';
import { fieldFiltersKey, fieldFilterTest, normalizeFieldFilters } from './field-filters';
import { pathReader } from './get-path';
import { searchText, sortRowOrder, type SortRowOrderOptions } from './local-sort';

/*
 * Local mode (no apiUrl): filter (field filters, then the text), sort and page rows in the browser. The steps are separate so the
 * component can memoise each one: the lower-cased search text once per data change, the sorted
 * order once per sort change, and only the cheap substring scan per filter change.
 */

const SEPARATOR = '\u0000';
const RECENT_RESULTS = 16;

/** Every non-object field of the first row, then the dotted paths of columns marked `filterable`. */
export function defaultFilterFields<TRow>(
  rows: readonly TRow[],
  columns: readonly DataTableColumn<TRow>[] = [],
): string[] {
  const fields: string[] = [];
  const first = rows[0];
  if (first !== null && typeof first === 'object') {
    for (const [key, value] of Object.entries(first)) {
      if (value === null || (typeof value !== 'object' && typeof value !== 'function')) {
        fields.push(key);
      }
    }
  }
  for (const column of columns) {
    if (column.filterable && typeof column.accessor === 'string') {
      if (!fields.includes(column.accessor)) fields.push(column.accessor);
    }
  }
  return fields;
}

/** One lower-cased search text per row (its filter fields joined), in the rows' order. */
export function buildFilterIndex<TRow>(rows: readonly TRow[], fields: readonly string[]): string[] {
  const readers = fields.map(pathReader);
  return rows.map((row) =>
    readers
      .map((read) => searchText(read(row)))
      .join(SEPARATOR)
      .toLowerCase(),
  );
}

/** The positions in `order` whose search text contains `filter`: case-insensitive, literal (never a regex). */
export function filterRowOrder(
  order: readonly number[],
  filterIndex: readonly string[],
  filter: string,
): readonly number[] {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return order;
  if (order.length < filterIndex.length / 4) {
    return order.filter((position) => filterIndex[position]?.includes(needle) ?? false);
  }
  // Scanning the texts in memory order, then walking the sorted order over a byte mask, is about
  // twice as fast as testing the texts in sorted (scattered) order.
  const mask = new Uint8Array(filterIndex.length);
  for (let position = 0; position < filterIndex.length; position += 1) {
    if (filterIndex[position]!.includes(needle)) mask[position] = 1;
  }
  return order.filter((position) => mask[position] === 1);
}

/** Pagination for `total` rows: the page is clamped into 1..last_page (last_page is at least 1). */
export function localPagination(total: number, page: number, perPage: number): DataTablePagination {
  const per = Math.max(1, Math.floor(perPage));
  const lastPage = Math.max(1, Math.ceil(total / per));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const from = total === 0 ? 0 : (current - 1) * per + 1;
  const to = Math.min(current * per, total);
  return {
    total,
    per_page: per,
    current_page: current,
    last_page: lastPage,
    from,
    to,
  };
}

/** The rows of one page of `order`. */
export function pageRows<TRow>(
  rows: readonly TRow[],
  order: readonly number[],
  pagination: DataTablePagination,
): TRow[] {
  if (pagination.total === 0) return [];
  return order.slice(pagination.from - 1, pagination.to).map((position) => rows[position]!);
}

export type LocalQueryOptions<TRow> = Omit<SortRowOrderOptions<TRow>, 'getValue'> & {
  /** Dotted paths searched by the filter. @default defaultFilterFields(rows) */
  filterFields?: readonly string[];
  /** Reads a sort field's value (e.g. through a column's accessor). @default the dotted path */
  sortValue?: (field: string) => ((row: TRow) => unknown) | undefined;
};

export type LocalQueryState = {
  /** Case-insensitive literal text to find. */
  filter: string;
  /** Facets (the value at the field's path, as text, among the chosen) and date ranges (its calendar date within). @default {} */
  fieldFilters?: DataTableFieldFilters;
  sort: SortState | null;
  /** 1-based; clamped into range. */
  page: number;
  perPage: number;
};

export type LocalQueryResult<TRow> = {
  /** The rows of the page. */
  rows: TRow[];
  pagination: DataTablePagination;
  /** Positions (in the rows given) of every matching row, in sorted order: all pages. */
  matches: readonly number[];
};

/**
 * The local mode's query: filter (field filters and text), sort and page `rows`. The returned `run` is what the DataTable
 * calls on every change, and what `npm run bench` times. It keeps what a keystroke does not change:
 * the lower-cased search text (built here, once per data set), the order of each sort, and the
 * recent match lists, so a filter that extends the previous one (typing on) scans only its
 * matches, and deleting characters finds the earlier result again.
 */
export function createLocalQuery<TRow>(
  rows: readonly TRow[],
  { filterFields, sortValue, ...sortOptions }: LocalQueryOptions<TRow> = {},
): (state: LocalQueryState) => LocalQueryResult<TRow> {
  // Built up front (with the data), so no keystroke pays for it.
  const index = buildFilterIndex(rows, filterFields ?? defaultFilterFields(rows));
  const orders = new Map<string, number[]>();
  let last: { sortKey: string; needle: string; matches: readonly number[] } | undefined;
  // Recent results of the current sort: deleting what was just typed finds them again.
  let recent = new Map<string, readonly number[]>();

  // The sorted order less the rows the field filters leave out, for the last field filters.
  let narrowed: { key: string; sortKey: string; order: readonly number[] } | undefined;
  let fieldMask: { key: string; mask: Uint8Array } | undefined;

  const orderOf = (sort: SortState | null): number[] => {
    const key = sort ? `${sort.direction} ${sort.field}` : '';
    let order = orders.get(key);
    if (!order) {
      order = sortRowOrder(rows, sort, {
        ...sortOptions,
        getValue: sort ? sortValue?.(sort.field) : undefined,
      });
      orders.set(key, order);
    }
    return order;
  };

  const fieldOrderOf = (
    sort: SortState | null,
    sortKey: string,
    filters: DataTableFieldFilters,
    key: string,
  ): readonly number[] => {
    const test = fieldFilterTest(filters);
    if (!test) return orderOf(sort);
    if (narrowed?.key === key && narrowed.sortKey === sortKey) return narrowed.order;
    if (fieldMask?.key !== key) {
      const mask = new Uint8Array(rows.length);
      rows.forEach((row, position) => {
        if (test(row)) mask[position] = 1;
      });
      fieldMask = { key, mask };
    }
    const { mask } = fieldMask;
    const order = orderOf(sort).filter((position) => mask[position] === 1);
    narrowed = { key, sortKey, order };
    return order;
  };

  return ({ filter, sort, page, perPage, fieldFilters }) => {
    const filters = normalizeFieldFilters(fieldFilters);
    const fieldKey = fieldFiltersKey(filters);
    // The text filter's caches hold for one sort and one set of field filters.
    const sortKey = `${sort ? `${sort.direction} ${sort.field}` : ''}\u0000${fieldKey}`;
    const needle = filter.trim().toLowerCase();
    if (last && last.sortKey !== sortKey) recent = new Map();
    const base = () => fieldOrderOf(sort, sortKey, filters, fieldKey);
    let matches = needle === '' ? base() : recent.get(needle);
    if (!matches) {
      // Every match of "ann" also matches "an": narrow the previous list instead of all rows.
      const narrowing =
        last !== undefined &&
        last.sortKey === sortKey &&
        last.needle !== '' &&
        needle.includes(last.needle);
      matches = filterRowOrder(narrowing ? last!.matches : base(), index, needle);
      recent.set(needle, matches);
      if (recent.size > RECENT_RESULTS) recent.delete(recent.keys().next().value!);
    }
    last = { sortKey, needle, matches };
    const pagination = localPagination(matches.length, page, perPage);
    return { rows: pageRows(rows, matches, pagination), pagination, matches };
  };
}
