import { useEffect, useRef, useState } from 'react';

import type { RecordHit, SearchSource } from './search-sources';

/** Characters a query needs before records are searched. */
export const RECORD_QUERY_MIN = 2;
/** How long typing must pause before records are searched. */
export const RECORD_SEARCH_DELAY_MS = 200;

export interface RecordResults {
  /** Hits by source id, for the sources that answered. */
  hits: Record<string, RecordHit[]>;
  loading: boolean;
  /** Some source could not be searched. */
  failed: boolean;
}

const idle: RecordResults = { hits: {}, loading: false, failed: false };

/**
 * Searches each source for `query` once typing pauses; a new query aborts the requests of the
 * last one. A failed source is reported, and the others still show.
 */
export function useRecordSearch(query: string, sources: readonly SearchSource[]): RecordResults {
  // The answers, with the query they answer: until the current query's arrive, it is loading.
  const [answered, setAnswered] = useState<{ query: string } & Omit<RecordResults, 'loading'>>();
  const needle = query.trim();
  const active = needle.length >= RECORD_QUERY_MIN && sources.length > 0;
  // A new list of the same sources (a re-render) is no reason to search again.
  const sourceIds = sources.map((source) => source.id).join(' ');
  const latestSources = useRef(sources);
  useEffect(() => {
    latestSources.current = sources;
  });

  useEffect(() => {
    if (!active) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const sources = latestSources.current;
      void Promise.allSettled(
        sources.map((source) => source.search(needle, controller.signal)),
      ).then((settled) => {
        if (controller.signal.aborted) return;
        const hits: Record<string, RecordHit[]> = {};
        let failed = false;
        settled.forEach((outcome, index) => {
          if (outcome.status === 'fulfilled') hits[sources[index]!.id] = outcome.value;
          else failed = true;
        });
        setAnswered({ query: needle, hits, failed });
      });
    }, RECORD_SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, needle, sourceIds]);

  if (!active) return idle;
  // While the next answer is on its way the last one stays, so the list does not flicker.
  return {
    hits: answered?.hits ?? {},
    failed: answered?.query === needle && answered.failed,
    loading: answered?.query !== needle,
  };
}
