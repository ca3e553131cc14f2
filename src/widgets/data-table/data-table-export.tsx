import { Download, X } from 'lucide-react';

import { Button } from '@/ui/button';

import type { DataTableLabels } from './data-table-labels';
import type { CsvExportStatus } from './use-csv-export';

function statusText(status: CsvExportStatus, labels: DataTableLabels): string {
  switch (status.kind) {
    case 'running':
      return status.total === null ? '' : labels.exportProgress(status.done, status.total);
    case 'done':
      return labels.exportDone(status.count);
    case 'cancelled':
      return labels.exportCancelled;
    case 'failed':
      return labels.exportFailed;
    default:
      return '';
  }
}

/** "Export CSV", and while it runs its progress and a Cancel button; the outcome is announced. */
export function DataTableExport({
  status,
  labels,
  onExport,
  onCancel,
}: {
  status: CsvExportStatus;
  labels: DataTableLabels;
  onExport: () => void;
  onCancel: () => void;
}) {
  const running = status.kind === 'running';
  return (
    <div data-slot="data-table-export" className="flex flex-wrap items-center gap-2">
      <Button variant="outline" size="sm" className="h-10" pending={running} onClick={onExport}>
        <Download aria-hidden="true" />
        {labels.exportCsv}
      </Button>
      {running && (
        <>
          {status.total !== null && (
            <progress
              aria-label={labels.exportCsv}
              value={status.done}
              max={Math.max(1, status.total)}
              className="h-2 w-24 accent-primary-strong"
            />
          )}
          <Button variant="ghost" size="sm" className="h-10" onClick={onCancel}>
            <X aria-hidden="true" />
            {labels.cancelExport}
          </Button>
        </>
      )}
      <p role="status" className="text-sm text-muted tabular-nums">
        {statusText(status, labels)}
      </p>
    </div>
  );
}
