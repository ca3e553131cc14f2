import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type ToastBubbleProps = ComponentProps<'div'> & {
  /** An icon before the text (decorative). */
  icon?: ReactNode;
  /** Stretch to the available width. @default false */
  fullWidth?: boolean;
};

/** The toast's look, also usable as a static preview. */
export function ToastBubble({
  icon,
  fullWidth = false,
  className,
  children,
  ...props
}: ToastBubbleProps) {
  return (
    <div
      data-slot="toast"
      className={cn(
        'flex min-h-13 items-center gap-2.5 rounded-lg border border-shell-border bg-shell px-[1.15rem] py-2',
        'text-base text-white shadow-popover shadow-primary/20',
        fullWidth ? 'w-full' : 'w-fit max-w-full',
        className,
      )}
      {...props}
    >
      {icon && (
        <span data-slot="toast-icon" aria-hidden className="shrink-0 text-primary [&_svg]:size-5">
          {icon}
        </span>
      )}
      <span data-slot="toast-text" className="min-w-0 wrap-anywhere">
        {children}
      </span>
    </div>
  );
}
