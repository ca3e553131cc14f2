import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import {
  darkOutline,
  fillClass,
  onFillClass,
  textClass,
  trackVariants,
  type ProgressVariant,
} from './progress-bar-variants';
import type { ProgressSize } from './progress-value';

type BarProps = Omit<ComponentProps<'div'>, 'color'> & {
  /** What is drawn now (0–100), which may trail the announced value while it moves. */
  drawn: number;
  /** The text shown with the drawn value. */
  drawnText: string;
  variant: ProgressVariant;
  size: ProgressSize;
};

/** A bar that fills upwards, its text beside it. */
export function VerticalBar({ drawn, drawnText, variant, size, className, ...props }: BarProps) {
  return (
    <div {...props} className={cn('inline-flex items-center gap-2', className)}>
      <div
        data-slot="progress-bar-track"
        className={cn(trackVariants({ orientation: 'vertical', size }), darkOutline(variant))}
      >
        <div
          data-slot="progress-bar-indicator"
          className={cn('w-full rounded-full forced-fill', fillClass[variant])}
          style={{ height: `${drawn}%` }}
        />
      </div>
      <span data-slot="progress-bar-text" className={textClass}>
        {drawnText}
      </span>
    </div>
  );
}

/** A bar that fills along the line: its text above it, or inside it when thick. */
export function HorizontalBar({ drawn, drawnText, variant, size, className, ...props }: BarProps) {
  const thick = size === 'thick';
  return (
    <div {...props} className={cn('flex w-full flex-col gap-1', className)}>
      {!thick && (
        <span data-slot="progress-bar-text" className={cn('text-center', textClass)}>
          {drawnText}
        </span>
      )}
      <div
        data-slot="progress-bar-track"
        className={cn(
          trackVariants({ orientation: 'horizontal', size }),
          thick && '@container',
          darkOutline(variant),
        )}
      >
        {/* The text twice: on the track, and inside the fill (which covers it) in a colour that
            reads on the fill; the fill clips its copy, so each copy sits on its own background. */}
        {thick && (
          <span
            data-slot="progress-bar-text"
            className={cn('absolute inset-0 grid place-items-center px-2 text-xs!', textClass)}
          >
            {drawnText}
          </span>
        )}
        <div
          data-slot="progress-bar-indicator"
          className={cn(
            'relative h-full overflow-hidden rounded-full forced-fill',
            fillClass[variant],
          )}
          style={{ width: `${drawn}%` }}
        >
          {thick && (
            <span
              aria-hidden="true"
              data-slot="progress-bar-fill-text"
              className={cn(
                'absolute inset-y-0 start-0 grid w-[100cqw] place-items-center px-2 text-xs!',
                textClass,
                onFillClass[variant],
                'forced-colors:text-[HighlightText]',
              )}
            >
              {drawnText}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
