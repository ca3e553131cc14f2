import { History, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { Button } from '@/ui/button';

import type { DataTableLabels } from './data-table-labels';
import type { DataTableLoadError } from './data-table-types';

/** A failed load: what happened, an optional hint, and Retry. */
export function DataTableError({
  error,
  labels,
  hint,
  onRetry,
}: {
  error: DataTableLoadError;
  labels: DataTableLabels;
  hint?: (error: DataTableLoadError) => ReactNode;
  onRetry: () => void;
}) {
  const detail =
    error.kind === 'network'
      ? labels.errorNetwork
      : error.kind === 'http'
        ? labels.errorHttp(error.status)
        : labels.errorMalformed;
  return (
    <div
      role="alert"
      data-slot="data-table-error"
      className="flex flex-wrap items-center gap-3 rounded-md border border-danger-strong/50 bg-danger/10 px-4 py-3"
    >
      <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-danger-strong" />
      <div className="min-w-48 flex-1 space-y-1">
        <p className="font-semibold">{labels.loadError}</p>
        <p className="text-sm">{detail}</p>
        {hint && <div className="text-sm">{hint(error)}</div>}
      </div>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {labels.retry}
      </Button>
    </div>
  );
}

/** The note over rows kept from an earlier request after the current one failed. */
export function DataTableStaleNote({ children }: { children: ReactNode }) {
  return (
    <p
      data-slot="data-table-stale"
      className="-mb-2 flex items-start gap-2 rounded-md bg-warning/20 px-3 py-2 text-sm font-semibold"
    >
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {children}
    </p>
  );
}

/** The spinner over the table; its status region is always there so the change is announced. */
export function DataTableLoading({ loading, label }: { loading: boolean; label: string }) {
  return (
    <div
      role="status"
      className="pointer-events-none absolute inset-0 flex items-center justify-center"
    >
      {loading && (
        <span
          data-slot="data-table-loading"
          className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-4 py-2 text-sm font-semibold shadow-popover"
        >
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-primary-strong" />
          {label}
        </span>
      )}
    </div>
  );
}
