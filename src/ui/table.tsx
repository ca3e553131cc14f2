import { cva } from 'class-variance-authority';
import { createContext, use, useLayoutEffect, useRef, useState, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/*
 * Styling primitives of every table, the DataTable's and static ones: tabular numerals, right-aligned
 * numbers, a sticky header inside the scroll container, low-contrast zebra rows,
 * row hover, and horizontal scrolling inside the card (never the page) on narrow screens.
 */

export type TableDensity = 'default' | 'compact';
export type TableRowTone = 'danger' | 'success' | 'warning' | 'info';

const TableContext = createContext<{ density: TableDensity; striped: boolean }>({
  density: 'default',
  striped: true,
});

export type TableScrollProps = ComponentProps<'div'> & {
  /** Accessible name of the scroll region, which is a focusable region only while it overflows. */
  label?: string;
  /** Id of the element naming the scroll region (instead of `label`). */
  labelledBy?: string;
};

/** The horizontal scroll container around a table. Keyboard users can scroll it when it overflows. */
export function TableScroll({ label, labelledBy, className, ...props }: TableScrollProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      data-slot="table-scroll"
      role={overflowing ? 'region' : undefined}
      aria-label={overflowing ? label : undefined}
      aria-labelledby={overflowing ? labelledBy : undefined}
      tabIndex={overflowing ? 0 : undefined}
      className={cn(
        'relative max-w-full overflow-auto overscroll-x-contain rounded-md border border-border',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

export const tableVariants = cva(
  'w-full border-separate border-spacing-0 text-start tabular-nums',
  {
    variants: {
      density: { default: 'text-base', compact: 'text-sm' },
    },
    defaultVariants: { density: 'default' },
  },
);

export type TableProps = ComponentProps<'table'> & {
  /** Row height and padding. @default 'default' */
  density?: TableDensity;
  /** Zebra rows. @default true */
  striped?: boolean;
};

export function Table({
  density = 'default',
  striped = true,
  className,
  children,
  ...props
}: TableProps) {
  return (
    <TableContext value={{ density, striped }}>
      <table
        data-slot="table"
        data-density={density}
        data-striped={striped || undefined}
        className={cn(tableVariants({ density }), className)}
        {...props}
      >
        {children}
      </table>
    </TableContext>
  );
}

export function TableCaption({
  hidden = true,
  className,
  ...props
}: Omit<ComponentProps<'caption'>, 'hidden'> & {
  /** Only for assistive technology. @default true */
  hidden?: boolean;
}) {
  return (
    <caption
      data-slot="table-caption"
      className={cn(hidden ? 'sr-only' : 'pb-2 text-start text-sm text-muted', className)}
      {...props}
    />
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={className} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={className} {...props} />;
}

export const tableRowVariants = cva('transition-colors duration-150 ease-out', {
  variants: {
    tone: {
      none: '',
      danger: 'bg-danger/12',
      success: 'bg-primary/15',
      warning: 'bg-warning/20',
      info: 'bg-info/15',
    },
  },
  defaultVariants: { tone: 'none' },
});

export function TableRow({
  tone,
  className,
  ...props
}: ComponentProps<'tr'> & {
  /** A tinted row; say the status in text too, never by colour alone. */
  tone?: TableRowTone;
}) {
  const { striped } = use(TableContext);
  return (
    <tr
      data-slot="table-row"
      data-tone={tone}
      className={cn(
        tableRowVariants({ tone: tone ?? 'none' }),
        !tone && striped && 'even:bg-surface-muted',
        !tone && 'hover:bg-primary/10',
        className,
      )}
      {...props}
    />
  );
}

const cellPadding: Record<TableDensity, string> = {
  default: 'h-12 px-4 py-2',
  compact: 'h-10 px-3 py-1.5',
};

export type TableCellAlign = 'start' | 'end';

export function TableHead({
  align = 'start',
  as: Comp = 'th',
  className,
  ...props
}: Omit<ComponentProps<'th'>, 'align'> & {
  /** `end` for numbers. @default 'start' */
  align?: TableCellAlign;
  /** `td` for a header cell without a heading (e.g. above a badge column). @default 'th' */
  as?: 'th' | 'td';
}) {
  const { density } = use(TableContext);
  return (
    <Comp
      data-slot="table-head"
      data-align={align}
      className={cn(
        cellPadding[density],
        // Sticky inside the scroll container; the rule is a shadow because sticky cells lose borders.
        'sticky top-0 z-10 bg-surface text-sm font-semibold whitespace-nowrap text-text',
        'shadow-[inset_0_-2px_0_var(--border)]',
        align === 'end' ? 'text-end' : 'text-start',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({
  align = 'start',
  className,
  children,
  ...props
}: Omit<ComponentProps<'td'>, 'align'> & {
  /** `end` for numbers. @default 'start' */
  align?: TableCellAlign;
}) {
  const { density } = use(TableContext);
  return (
    <td
      data-slot="table-cell"
      data-align={align}
      className={cn(
        cellPadding[density],
        'border-b border-border',
        align === 'end' ? 'text-end' : 'text-start',
        className,
      )}
      {...props}
    >
      {/*
       * As wide as its text on one line, up to 24 rem; longer text wraps inside that, breaking a
       * word if it must. A cell's max-width is ignored by the table layout; this box's is not.
       */}
      <span data-slot="table-cell-content" className="inline-block w-max max-w-96 wrap-anywhere">
        {children}
      </span>
    </td>
  );
}
