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
  // A write the router has not rendered yet, with the parameters it was based on.
  const pending = useRef<{ base: URLSearchParams; params: URLSearchParams } | null>(null);
  return useMemo(
    () => ({
      read: () =>
        new URLSearchParams(
          pending.current?.base === searchParams ? pending.current.params : searchParams,
        ),
      write: (params, { replace }) => {
        pending.current = { base: searchParams, params };
        setSearchParams(params, { replace, preventScrollReset: true });
      },
    }),
    [searchParams, setSearchParams],
  );
}
