import { readAllPages } from '@/lib/read-all-pages';

import type {
  DataTableFilterField,
  DataTableLoadError,
  DataTableQueryState,
} from './data-table-types';
import { loadRemotePage } from './load-remote-page';
import { buildQuery, requestUrl } from './remote-query';

/** The largest page the demo API (and most Laravel-style APIs) serves. */
const EXPORT_PAGE_SIZE = 100;

export type FetchAllRowsOptions = {
  apiUrl: string;
  state: Pick<DataTableQueryState, 'sort' | 'filter'> &
    Partial<Pick<DataTableQueryState, 'fieldFilters'>>;
  filterQuery: string;
  filterFields?: readonly DataTableFilterField[];
  appendParams: Record<string, string>;
  fetcher: typeof fetch;
  init?: RequestInit;
  paginationPath: string;
  signal: AbortSignal;
  /** Called after each page with the rows read so far and the total the API reports. */
  onProgress?: (done: number, total: number) => void;
};

/**
 * Every row matching the sort, the filter and the field filters, page after page. Resolves to the
 * rows, to `{ error }`, or to `null` when `signal` aborted it.
 */
export async function fetchAllRows<TRow>({
  apiUrl,
  state,
  filterQuery,
  filterFields,
  appendParams,
  fetcher,
  init,
  paginationPath,
  signal,
  onProgress,
}: FetchAllRowsOptions): Promise<TRow[] | { error: DataTableLoadError } | null> {
  const outcome = await readAllPages<TRow, { error: DataTableLoadError } | null>(async (page) => {
    const query = buildQuery(
      { ...state, page, perPage: EXPORT_PAGE_SIZE },
      { filterQuery, appendParams, filterFields },
    );
    const loaded = await loadRemotePage<TRow>(requestUrl(apiUrl, query), {
      fetcher,
      init,
      paginationPath,
      signal,
    });
    if (loaded === null || 'error' in loaded) return { stop: loaded };
    const { total, last_page: lastPage } = loaded.pagination;
    return { rows: loaded.rows, total, lastPage };
  }, onProgress);
  return Array.isArray(outcome) ? outcome : outcome.stop;
}
