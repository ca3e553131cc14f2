import { useEffect, useEffectEvent, useState } from 'react';

import type { DataTableLoadError } from './data-table-types';
import { loadRemotePage, type RemotePage } from './load-remote-page';

/** Remote rows: one GET per distinct request; a newer request aborts the older one. */
export function useRemotePage<TRow>({
  url,
  attempt,
  fetcher,
  httpOptions,
  paginationPath,
  onSettled,
}: {
  url: string | null;
  /** A change loads `url` again (Retry, a reload asked for by the page). */
  attempt: string;
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
