import type { ReactNode } from 'react';

import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { TableBody, TableCell, TableRow } from '@/ui/table';

import { columnReader, formatValue } from './columns';
import type { DataTableLabels } from './data-table-labels';
import type { DataTableColumn } from './data-table-types';
import { RowCheckbox } from './row-checkbox';
import type { DataTableState } from './use-data-table';

/** The text of the first column that has a value: a row's default name in its checkbox label. */
function defaultRowLabel<TRow>(columns: readonly DataTableColumn<TRow>[]) {
  const read = columns.map(columnReader).find((reader) => reader !== undefined);
  return (row: TRow) => {
    const value = read?.(row);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
}

/** The body rows (dimmed while loading, marked when stale), or the empty-table text. */
export function DataTableBody<TRow extends object>({
  table,
  labels,
  selectable,
  rowLabel,
}: {
  table: DataTableState<TRow>;
  labels: DataTableLabels;
  selectable: boolean;
  rowLabel?: (row: TRow) => string;
}) {
  const format = useFormat();
  const { columns, rows, pageIds, loading, stale, error, selection } = table;
  const nameOf = rowLabel ?? defaultRowLabel(columns);
  // Remote: blank while the first answer is awaited; a failure's message stands in for it.
  const empty = !loading && error === undefined && rows.length === 0 && !table.awaitingFirstPage;

  return (
    <TableBody className={cn('transition-opacity duration-150', loading && 'opacity-50')}>
      {rows.map((row, index) => {
        const id = pageIds[index]!;
        const selected = selectable && selection.isSelected(id);
        return (
          <TableRow
            key={id}
            data-stale={stale || undefined}
            data-selected={selected || undefined}
            className={cn(stale && 'text-muted italic', selected && 'bg-primary/10!')}
          >
            {selectable && (
              <TableCell>
                <RowCheckbox
                  label={labels.selectRow(nameOf(row))}
                  checked={selected}
                  onCheckedChange={(on) => selection.toggleRow(id, on)}
                />
              </TableCell>
            )}
            {columns.map((column) => {
              let content: ReactNode;
              if (column.cell) content = column.cell(row, index);
              // Isolated, so an email or a phone number keeps its own order in a right-to-left table.
              else content = <bdi>{formatValue(columnReader(column)?.(row), format)}</bdi>;
              return (
                <TableCell key={column.id} align={column.align}>
                  {content}
                </TableCell>
              );
            })}
          </TableRow>
        );
      })}
      {empty && (
        <tr>
          <TableCell
            colSpan={columns.length + (selectable ? 1 : 0)}
            data-slot="data-table-empty"
            className="h-24! text-center! text-muted"
          >
            {labels.noData}
          </TableCell>
        </tr>
      )}
    </TableBody>
  );
}
