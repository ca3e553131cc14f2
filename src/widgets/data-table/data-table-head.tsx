import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';

import { cn } from '@/lib/cn';
import { TableHead, TableHeader } from '@/ui/table';

import { sortFieldOf } from './columns';
import type { DataTableLabels } from './data-table-labels';
import type { DataTableColumn, SortState } from './data-table-types';
import { RowCheckbox } from './row-checkbox';
import type { DataTableState } from './use-data-table';

/** The next sort when a column's header is pressed: ascending first, then back and forth. */
function nextSort<TRow>(column: DataTableColumn<TRow>, sort: SortState | null): SortState {
  const field = sortFieldOf(column);
  return { field, direction: sort?.field === field && sort.direction === 'asc' ? 'desc' : 'asc' };
}

/** The header row: the "select all rows" checkbox, then one cell per column, sortable ones as buttons. */
export function DataTableHead<TRow extends object>({
  table,
  labels,
  selectable,
}: {
  table: DataTableState<TRow>;
  labels: DataTableLabels;
  selectable: boolean;
}) {
  const { state, update, selection } = table;
  return (
    <TableHeader>
      <tr>
        {selectable && (
          <TableHead data-slot="data-table-select-all" className="w-12">
            <RowCheckbox
              label={labels.selectAllRows}
              checked={selection.page === 'all'}
              indeterminate={selection.page === 'some'}
              disabled={table.rows.length === 0}
              onCheckedChange={(on) => selection.togglePage(on)}
            />
          </TableHead>
        )}
        {table.columns.map((column) => {
          const style = column.width ? { width: column.width } : undefined;
          if (!column.header) return <TableHead key={column.id} as="td" style={style} />;
          const sorted =
            column.sortable && state.sort?.field === sortFieldOf(column)
              ? state.sort.direction
              : null;
          const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
          return (
            <TableHead
              key={column.id}
              scope="col"
              align={column.align}
              style={style}
              aria-sort={
                column.sortable
                  ? sorted === 'asc'
                    ? 'ascending'
                    : sorted === 'desc'
                      ? 'descending'
                      : 'none'
                  : undefined
              }
            >
              {column.sortable ? (
                <button
                  type="button"
                  data-slot="data-table-sort"
                  onClick={() => update({ sort: nextSort(column, state.sort), page: 1 })}
                  className={cn(
                    '-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 font-semibold',
                    'transition-colors duration-150 ease-out hover:bg-primary/10',
                    'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
                  )}
                >
                  {column.header}
                  <SortIcon
                    aria-hidden="true"
                    className={cn('size-4 shrink-0', sorted ? 'text-primary-strong' : 'text-muted')}
                  />
                </button>
              ) : (
                column.header
              )}
            </TableHead>
          );
        })}
      </tr>
    </TableHeader>
  );
}
