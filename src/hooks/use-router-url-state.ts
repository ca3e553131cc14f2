import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/** Reads and writes URL search parameters; the shape the DataTable's `urlState` takes. */
export type UrlStateAdapter = {
  read: () => URLSearchParams;
  write: (params: URLSearchParams, options: { replace: boolean }) => void;
};

/**
 * The current route's search parameters as a `UrlStateAdapter` (React Router). Writes keep the
 * scroll position; a read right after a write sees it, before the router re-renders.
 */
export function useRouterUrlState(): UrlStateAdapter {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  latest.current = searchParams;
  return useMemo(
    () => ({
      read: () => new URLSearchParams(latest.current),
      write: (params, { replace }) => {
        latest.current = params;
        setSearchParams(params, { replace, preventScrollReset: true });
      },
    }),
    [setSearchParams],
  );
}
