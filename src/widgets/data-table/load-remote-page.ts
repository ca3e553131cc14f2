import type { DataTableLoadError, DataTablePagination } from './data-table-types';
import { parseApiError, parseResponse } from './remote-query';

export type RemotePage<TRow> = { rows: TRow[]; pagination: DataTablePagination };

/**
 * One GET of a remote page. Resolves to the page or to `{ error }` (HTTP status, network failure,
 * malformed answer); resolves to `null` when `signal` aborted it (a newer request took over).
 */
export async function loadRemotePage<TRow>(
  url: string,
  {
    fetcher,
    init,
    paginationPath,
    signal,
  }: {
    fetcher: typeof fetch;
    init?: RequestInit;
    paginationPath: string;
    signal: AbortSignal;
  },
): Promise<RemotePage<TRow> | { error: DataTableLoadError } | null> {
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let response: Response;
  try {
    response = await fetcher(url, { method: 'GET', ...init, headers, signal });
  } catch (error) {
    if (signal.aborted) return null;
    return { error: { kind: 'network', detail: error instanceof Error ? error.message : '' } };
  }
  let json: unknown;
  let readable = true;
  try {
    json = await response.json();
  } catch {
    if (signal.aborted) return null;
    readable = false;
  }
  if (signal.aborted) return null;
  if (!response.ok) {
    return {
      error: {
        kind: 'http',
        status: response.status,
        apiError: readable ? parseApiError(json) : undefined,
      },
    };
  }
  if (!readable) return { error: { kind: 'malformed', detail: 'The answer is not JSON.' } };
  const parsed = parseResponse<TRow>(json, paginationPath);
  if ('error' in parsed) return { error: { kind: 'malformed', detail: parsed.error } };
  return parsed;
}

/**
 * Whether the server itself could not be reached: no answer at all, or a gateway (a proxy such as
 * Vite's) saying so with 502 or 504. Any other status, or an answer that could not be read, came
 * from a server that runs.
 */
export function isUnreachable(error: DataTableLoadError): boolean {
  return (
    error.kind === 'network' ||
    (error.kind === 'http' && (error.status === 502 || error.status === 504))
  );
}
