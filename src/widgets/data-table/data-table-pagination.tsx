import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { useFormat } from '@/hooks/use-format';
import { cn } from '@/lib/cn';
import { focusableDisabled } from '@/ui/focusable-disabled';

import { useDataTableLabels, type DataTableLabels } from './data-table-labels';
import { paginationWindow } from './pagination-window';

export type DataTablePaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** The page shown (1-based). */
  currentPage: number;
  /** The number of pages; nothing renders while it is 1 or less. */
  lastPage: number;
  /** Called with the page to show. */
  onPageChange: (page: number) => void;
  /** Page numbers shown on each side of the current one. @default 2 */
  onEachSide?: number;
  /** Its texts (pagination, firstPage, previousPage, nextPage, lastPage, page); give only those to change. @default translated (tables.dataTable.*) */
  labels?: Partial<DataTableLabels>;
};

const itemClass = cn(
  'inline-flex h-10 min-w-10 shrink-0 cursor-pointer items-center justify-center rounded-full px-3',
  'text-sm font-semibold tabular-nums transition-colors duration-150 ease-out',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  // The same look as a `Button` that cannot act: dimmed, and no pointer feedback.
  'aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4',
);

/**
 * First / previous / numbered pages / next / last, the current page marked with
 * `aria-current="page"`. In a narrow container only the current number shows.
 */
export function DataTablePagination({
  currentPage,
  lastPage,
  onPageChange,
  onEachSide = 2,
  labels: labelOverrides,
  className,
  ...props
}: DataTablePaginationProps) {
  const labels = useDataTableLabels(labelOverrides);
  const format = useFormat();
  if (lastPage <= 1) return null;
  const pages = paginationWindow(currentPage, lastPage, onEachSide);
  const atStart = currentPage <= 1;
  const atEnd = currentPage >= lastPage;

  const step = (page: number, text: string, icon: ReactNode, disabled: boolean) => (
    <li>
      <button
        type="button"
        className={cn(itemClass, 'px-0 text-text hover:bg-primary/15')}
        aria-label={text}
        title={text}
        // At the first or last page the step stays focusable: reaching the end keeps focus on it.
        {...focusableDisabled(disabled, () => onPageChange(page))}
      >
        {icon}
      </button>
    </li>
  );

  return (
    <nav
      data-slot="data-table-pagination"
      aria-label={labels.pagination}
      className={className}
      {...props}
    >
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {step(
          1,
          labels.firstPage,
          <ChevronsLeft aria-hidden="true" className="flip-rtl" />,
          atStart,
        )}
        {step(
          currentPage - 1,
          labels.previousPage,
          <ChevronLeft aria-hidden="true" className="flip-rtl" />,
          atStart,
        )}
        {pages.map((page) => {
          const current = page === currentPage;
          return (
            <li key={page} className={current ? undefined : 'hidden @md:block'}>
              <button
                type="button"
                className={cn(
                  itemClass,
                  current
                    ? 'forced-fill bg-primary text-on-primary shadow-sm'
                    : 'text-text hover:bg-primary/15',
                )}
                aria-label={labels.page(page)}
                aria-current={current ? 'page' : undefined}
                onClick={() => onPageChange(page)}
              >
                {format.integer(page)}
              </button>
            </li>
          );
        })}
        {step(
          currentPage + 1,
          labels.nextPage,
          <ChevronRight aria-hidden="true" className="flip-rtl" />,
          atEnd,
        )}
        {step(
          lastPage,
          labels.lastPage,
          <ChevronsRight aria-hidden="true" className="flip-rtl" />,
          atEnd,
        )}
      </ul>
    </nav>
  );
}
