import { useEffect, useMemo, useRef, type RefObject } from 'react';

import type {
  DataTableLoadError,
  DataTablePagination,
  DataTableQueryState,
} from './data-table-types';
import { parseApiError } from './remote-query';

const NO_ROWS: readonly never[] = [];

/**
 * An error a page's query gave, as the error state reads it: an `Error` with a numeric `status`
 * is an HTTP answer (its JSON `body`, when it has one, gives the API's message), a `SyntaxError`
 * an answer that could not be read, anything else a server that could not be reached.
 */
export function toLoadError(error: DataTableLoadError | Error): DataTableLoadError {
  if (!(error instanceof Error)) return error;
  const { status, body } = error as Error & { status?: unknown; body?: unknown };
  if (typeof status === 'number') {
    return { kind: 'http', status, apiError: parseApiError(body) };
  }
  if (error.name === 'SyntaxError') return { kind: 'malformed', detail: error.message };
  return { kind: 'network', detail: error.message };
}

/** The pagination of a page the caller loaded: `shown` rows of `total`, on page `page`. */
export function serverPagination(
  total: number,
  page: number,
  perPage: number,
  shown: number,
): DataTablePagination {
  const per = Math.max(1, Math.floor(perPage));
  const from = shown > 0 ? (page - 1) * per + 1 : 0;
  return {
    total,
    per_page: per,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / per)),
    from,
    to: shown > 0 ? from + shown - 1 : 0,
  };
}

/**
 * Server mode: the page's rows, total, loading and error as the table shows them. A page past the
 * end (an old URL, rows deleted meanwhile) asks for the last one instead, and after Retry the
 * table's region takes the focus once the rows have loaded.
 */
export function useServerPage<TRow>({
  enabled,
  rows,
  total,
  loading = false,
  error,
  onRetry,
  state,
  update,
  region,
}: {
  enabled: boolean;
  rows?: readonly TRow[];
  total?: number;
  loading?: boolean;
  error?: DataTableLoadError | Error | null;
  onRetry?: () => void;
  state: DataTableQueryState;
  update: (patch: Partial<DataTableQueryState>) => void;
  region: RefObject<HTMLElement | null>;
}) {
  const shown = (enabled ? rows : undefined) ?? NO_ROWS;
  const pagination = serverPagination(
    total ?? shown.length,
    state.page,
    state.perPage,
    shown.length,
  );
  const loadError = useMemo(
    () => (enabled && error ? toLoadError(error) : undefined),
    [enabled, error],
  );
  const focusAfterRetry = useRef(false);
  const busy = enabled && loading;

  const lastPage = pagination.last_page;
  const pastTheEnd =
    enabled && !busy && total !== undefined && shown.length === 0 && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage });
  }, [pastTheEnd, lastPage, update]);

  useEffect(() => {
    if (!focusAfterRetry.current || busy || loadError) return;
    focusAfterRetry.current = false;
    region.current?.focus();
  }, [busy, loadError, region]);

  return {
    rows: shown,
    pagination,
    loading: busy,
    error: loadError,
    retry: () => {
      focusAfterRetry.current = true;
      onRetry?.();
    },
  };
}
