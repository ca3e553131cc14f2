import { CalendarRange, Columns3, ListFilter, TextSearch, TriangleAlert } from 'lucide-react';
import { useCallback, useState } from 'react';

import { Button, type ButtonProps } from '@/ui/button';

import type { DataTableLabels } from './data-table-labels';
import type { DataTableDateRange, DataTableFilterFieldConfig } from './data-table-types';

/**
 * The buttons that open the table's menus. The menus themselves (Radix, floating-ui) come in a
 * chunk of their own after the table has rendered; until then the same buttons stand in for them
 * (see `useDeferredPart`), so these are shared by both.
 */

/** A field filter's entry when it is a date range (a facet's is a list of values). */
export const isDateRange = (
  entry: readonly string[] | DataTableDateRange | undefined,
): entry is DataTableDateRange => entry !== undefined && !Array.isArray(entry);

/**
 * The field filter's value as its button summarises it, or null when nothing is chosen. A ref's
 * summary is its record's name, which is read from its resource (`RefFilter`), not here.
 */
export function fieldFilterSummary(
  field: DataTableFilterFieldConfig,
  entry: readonly string[] | DataTableDateRange | undefined,
  labels: DataTableLabels,
): string | null {
  if (isDateRange(entry)) return labels.dateRange(entry) || null;
  const chosen: readonly string[] = entry ?? [];
  const options = field.kind === 'facet' ? field.options : [];
  if (chosen.length === 1)
    return options.find((option) => option.value === chosen[0])?.label ?? chosen[0]!;
  return chosen.length > 1 ? labels.filterSelected(chosen.length) : null;
}

/** A field filter's button: its label, then what is chosen (the space keeps them apart when read). */
export function FieldFilterButton({
  field,
  summary,
  failed = false,
  ...props
}: ButtonProps & {
  field: DataTableFilterFieldConfig;
  summary: string | null;
  /** Its menu could not load: a warning badge (the button's description says what to do). */
  failed?: boolean;
}) {
  const Icon =
    field.kind === 'facet' ? ListFilter : field.kind === 'ref' ? TextSearch : CalendarRange;
  return (
    <Button
      variant="outline"
      size="sm"
      data-slot="data-table-field-filter"
      data-field={field.id}
      data-active={summary !== null || undefined}
      className="relative h-10 max-w-full"
      {...props}
    >
      <Icon aria-hidden="true" />
      <span className="shrink-0">{field.label}</span>
      {summary && (
        <>
          {' '}
          <span
            data-slot="data-table-field-filter-summary"
            className="min-w-0 truncate border-s border-border ps-2 text-primary-strong"
          >
            {summary}
          </span>
        </>
      )}
      {failed && <FailedBadge />}
    </Button>
  );
}

/** The "Columns" button. */
export function ColumnsButton({
  label,
  failed = false,
  ...props
}: ButtonProps & { label: string; failed?: boolean }) {
  return (
    <Button
      variant="outline"
      size="sm"
      data-slot="data-table-columns"
      className="relative h-10"
      {...props}
    >
      <Columns3 aria-hidden="true" />
      {label}
      {failed && <FailedBadge />}
    </Button>
  );
}

function FailedBadge() {
  return (
    <TriangleAlert
      aria-hidden
      data-slot="data-table-menu-failed"
      className="absolute -end-1.5 -top-1.5 size-4! fill-surface text-warning"
    />
  );
}

/** The look of a field filter's floating panel (and of the menus). */
export const panelClass =
  'z-50 rounded-card border border-border bg-surface text-text shadow-popover outline-none';

/**
 * The element floating panels render into: the landmark of their trigger (not the end of
 * <body>), so that no content sits outside every landmark while one is open.
 */
export function useLandmark() {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const findLandmark = useCallback((trigger: HTMLElement | null) => {
    setContainer(
      trigger?.closest<HTMLElement>('main, [role="main"], dialog, [role="dialog"]') ?? null,
    );
  }, []);
  return { container, findLandmark };
}
