import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import type { DataTableColumn } from './data-table-types';

/** A leading column of coloured dots: decorative, colour cycling by row index within the page. */
export function badgeColumn<TRow>(id = 'badge'): DataTableColumn<TRow> {
  return {
    id,
    header: '',
    width: '2.75rem',
    cell: (_row, index) => <DataTableBadge index={index} />,
  };
}

/** The badge column's colours, cycling by row index within the page. */
export const BADGE_COLOR_CLASSES = [
  'bg-warning',
  'bg-primary',
  'bg-danger',
  'bg-info',
  'bg-success',
  'bg-neutral',
] as const;

/** The 0.75 rem decorative dot of a badge column; its colour cycles with `index`. */
export function DataTableBadge({
  index,
  className,
  ...props
}: ComponentProps<'span'> & {
  /** Row index within the page; picks the colour. */
  index: number;
}): ReactNode {
  const colour =
    BADGE_COLOR_CLASSES[
      ((index % BADGE_COLOR_CLASSES.length) + BADGE_COLOR_CLASSES.length) %
        BADGE_COLOR_CLASSES.length
    ];
  return (
    <span
      aria-hidden="true"
      data-slot="data-table-badge"
      className={cn(
        'inline-block size-3 shrink-0 rounded-full align-middle dark:ring-1 dark:ring-white/25',
        colour,
        className,
      )}
      {...props}
    />
  );
}
