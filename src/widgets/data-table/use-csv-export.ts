import { useEffect, useRef, useState } from 'react';

import { downloadCsv, rowsToCsv } from './csv';
import type { DataTableColumn, DataTableLoadError } from './data-table-types';

export type CsvExportStatus =
  | { kind: 'idle' }
  | { kind: 'running'; done: number; total: number | null }
  | { kind: 'done'; count: number }
  | { kind: 'cancelled' }
  | { kind: 'failed'; error?: DataTableLoadError };

export type CollectRows<TRow> = (
  signal: AbortSignal,
  onProgress: (done: number, total: number) => void,
) => Promise<readonly TRow[] | { error: DataTableLoadError } | null>;

/** One CSV export at a time: collects the rows (with progress), then saves the file; cancellable. */
export function useCsvExport<TRow>({
  collect,
  columns,
  fileName,
}: {
  collect: CollectRows<TRow>;
  columns: readonly DataTableColumn<TRow>[];
  fileName: string;
}) {
  const [status, setStatus] = useState<CsvExportStatus>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setStatus({ kind: 'running', done: 0, total: null });
    let outcome: Awaited<ReturnType<CollectRows<TRow>>>;
    try {
      outcome = await collect(controller.signal, (done, total) => {
        if (!controller.signal.aborted) setStatus({ kind: 'running', done, total });
      });
    } catch {
      outcome = { error: { kind: 'network' } };
    }
    if (controller.signal.aborted || outcome === null) return;
    running.current = null;
    if ('error' in outcome) {
      setStatus({ kind: 'failed', error: outcome.error });
      return;
    }
    downloadCsv(rowsToCsv(outcome, columns), fileName);
    setStatus({ kind: 'done', count: outcome.length });
  };

  const cancel = () => {
    running.current?.abort();
    running.current = null;
    setStatus({ kind: 'cancelled' });
  };

  return { status, start, cancel };
}
