/** One page of a paged list, as the page loop needs it. */
export type LoadedPage<Row> = { rows: readonly Row[]; total: number; lastPage: number };

/** What ends the loop early: `loadPage` resolved to it instead of a page. */
export type PageLoopStop<Stop> = { stop: Stop };

/**
 * Reads pages 1, 2, … until the last one (or an empty one), collecting their rows, and reports
 * the rows read so far and the total after each. `loadPage` decides what a failure is: it throws
 * (the loop rejects), or resolves to `{ stop }`, which the loop resolves to as it is.
 */
export async function readAllPages<Row, Stop = never>(
  loadPage: (page: number) => Promise<LoadedPage<Row> | PageLoopStop<Stop>>,
  onProgress?: (done: number, total: number) => void,
): Promise<Row[] | PageLoopStop<Stop>> {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const outcome = await loadPage(page);
    if ('stop' in outcome) return outcome;
    rows.push(...outcome.rows);
    onProgress?.(rows.length, outcome.total);
    if (page >= outcome.lastPage || outcome.rows.length === 0) return rows;
  }
}
