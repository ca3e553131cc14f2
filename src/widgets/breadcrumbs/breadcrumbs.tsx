import { ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';

import { cn } from '@/lib/cn';

export interface BreadcrumbItem {
  label: ReactNode;
  /** Where the crumb links; omitted for disabled parents and the current page. */
  to?: string;
  current?: boolean;
}

export type BreadcrumbsProps = ComponentProps<'nav'> & {
  items: BreadcrumbItem[];
};

/** A trail of links; the last crumb is the current page (`aria-current="page"`). */
export function Breadcrumbs({ items, className, ...props }: BreadcrumbsProps) {
  return (
    <nav data-slot="breadcrumbs" className={cn('min-w-0', className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, index) => (
          <li key={index} className="flex items-center gap-1">
            {index > 0 && <ChevronRight aria-hidden className="size-4 flip-rtl text-muted" />}
            {item.current ? (
              <span aria-current="page" className="font-semibold text-text">
                {item.label}
              </span>
            ) : item.to ? (
              <Link
                to={item.to}
                // At least 24 × 24 px to hit (WCAG 2.2 target size), though the text is smaller.
                className="inline-flex min-h-6 min-w-6 items-center justify-center rounded text-muted underline-offset-4 hover:text-primary-strong hover:underline"
              >
                {item.label}
              </Link>
            ) : (
              <span className="text-muted">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
