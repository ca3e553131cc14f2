import type { ComponentProps, ReactNode } from 'react';

import { useRouteTitle } from '@/hooks/use-route-title';
import { cn } from '@/lib/cn';

export interface PageHeaderProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The page's one `<h1>`. @default the current route's translated title */
  title?: ReactNode;
  /** A line under the heading. @default none */
  description?: ReactNode;
  /** Controls at the end of the heading row (a link back, a button). @default none */
  actions?: ReactNode;
}

/**
 * The heading of a page: one `<h1>`, the same size on every page. The web benchmark measures
 * when it is painted (`elementtiming="page-heading"`).
 */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  const routeTitle = useRouteTitle();
  return (
    <div
      data-slot="page-header"
      className={cn('flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2', className)}
      {...props}
    >
      <div className="min-w-0 space-y-2">
        <h1
          data-slot="page-header-title"
          elementtiming="page-heading"
          className="text-3xl font-semibold"
        >
          {title ?? routeTitle}
        </h1>
        {description && (
          <p data-slot="page-header-description" className="max-w-prose text-muted">
            {description}
          </p>
        )}
      </div>
      {actions && (
        <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-3">
          {actions}
        </div>
      )}
    </div>
  );
}
