import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** A white (dark: raised) surface with an optional header row and a body. */
export function Card({ className, ...props }: ComponentProps<'section'>) {
  return (
    <section
      data-slot="card"
      className={cn(
        'rounded-card border border-border bg-surface text-text shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn('flex min-h-14 items-center gap-3 border-b border-border px-6 py-3', className)}
      {...props}
    />
  );
}

export function CardTitle({ className, children, ...props }: ComponentProps<'h2'>) {
  return (
    <h2 data-slot="card-title" className={cn('text-lg font-semibold', className)} {...props}>
      {children}
    </h2>
  );
}

export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-body" className={cn('p-6', className)} {...props} />;
}
