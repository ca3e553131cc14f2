import { useState } from 'react';

import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

import type { DataTableLabels } from './data-table-labels';
import type { DataTableBulkAction } from './data-table-types';
import type { DataTableState } from './use-data-table';

/**
 * "<n> selected", the offer to select every matching row, and the page's bulk actions. The count
 * is a status region that stays in the page, so each change is announced.
 */
export function DataTableSelectionBar<TRow extends object>({
  table,
  labels,
  actions,
}: {
  table: DataTableState<TRow>;
  labels: DataTableLabels;
  actions: readonly DataTableBulkAction<TRow>[];
}) {
  const { selection, pagination } = table;
  const [busy, setBusy] = useState(false);
  const total = pagination?.total ?? 0;
  const count = selection.count;
  const offerAll =
    table.canSelectAllMatching &&
    selection.page === 'all' &&
    !selection.value.allMatching &&
    total > table.rows.length;

  return (
    <div
      data-slot="data-table-selection-bar"
      className={cn(
        'flex flex-wrap items-center gap-3',
        count > 0 && 'rounded-md border border-primary/40 bg-primary/10 px-4 py-2',
      )}
    >
      <p role="status" className="text-sm font-semibold tabular-nums">
        {count > 0 ? labels.selected(count) : ''}
      </p>
      {count > 0 && (
        <>
          {offerAll && (
            <Button variant="link" size="sm" onClick={selection.selectAllMatching}>
              {labels.selectAllMatching(total)}
            </Button>
          )}
          <div role="group" aria-label={labels.bulkActions} className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Button
                key={action.label}
                size="sm"
                variant={action.variant ?? 'primary'}
                pending={busy}
                onClick={() => {
                  setBusy(true);
                  void Promise.resolve(action.onAction(selection.details())).finally(() =>
                    setBusy(false),
                  );
                }}
              >
                {action.label}
              </Button>
            ))}
          </div>
          <Button variant="ghost" size="sm" onClick={selection.clear}>
            {labels.clearSelection}
          </Button>
        </>
      )}
    </div>
  );
}
