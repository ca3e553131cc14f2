import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { Input } from '@/ui/input';

import type { DataTableLabels } from './data-table-labels';
import { DataTableFieldFilters } from './data-table-menu-controls';
import type { DataTableState } from './use-data-table';

/**
 * The filter input (left) and the per-page selector and any extra controls (right); under them,
 * the field filters' controls when the table declares any.
 */
export function DataTableToolbar<TRow extends object>({
  table,
  labels,
  showFilter,
  showPerPage,
  perPageOptions,
  children,
}: {
  table: DataTableState<TRow>;
  labels: DataTableLabels;
  showFilter: boolean;
  showPerPage: boolean;
  perPageOptions: readonly number[];
  /** Controls shown before the per-page selector (Columns, Export CSV). */
  children?: ReactNode;
}) {
  const id = useId();
  const format = useFormat();
  const filterId = `${id}-filter`;
  const perPageId = `${id}-per-page`;
  const controls = (
    <div
      data-slot="data-table-controls"
      className="flex flex-wrap items-center justify-between gap-3"
    >
      {showFilter ? (
        <div className="relative w-full @md:max-w-xs">
          <label htmlFor={filterId} className="sr-only">
            {labels.search}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted"
          />
          <Input
            id={filterId}
            type="search"
            data-slot="data-table-filter"
            autoComplete="off"
            placeholder={labels.search}
            value={table.filterText}
            onChange={(event) => table.changeFilter(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') table.commitFilter(table.filterText);
            }}
            className="h-10 ps-9"
          />
        </div>
      ) : (
        <span />
      )}
      <div className="flex flex-wrap items-center gap-3">
        {children}
        {showPerPage && (
          <div className="flex items-center gap-2">
            <select
              id={perPageId}
              data-slot="data-table-per-page"
              value={table.state.perPage}
              onChange={(event) => table.update({ perPage: Number(event.target.value), page: 1 })}
              className={cn(
                'h-10 cursor-pointer rounded-md border border-input bg-surface px-2 text-base text-text tabular-nums',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
              )}
            >
              {perPageOptions.map((option) => (
                <option key={option} value={option}>
                  {format.integer(option)}
                </option>
              ))}
            </select>
            <label htmlFor={perPageId} className="text-sm font-semibold text-muted">
              {labels.perPage}
            </label>
          </div>
        )}
      </div>
    </div>
  );
  if (table.fieldFilterFields.length === 0) return controls;
  return (
    <>
      {controls}
      <DataTableFieldFilters
        fields={table.fieldFilterFields}
        value={table.state.fieldFilters}
        labels={labels}
        onChange={table.changeFieldFilters}
      />
    </>
  );
}
