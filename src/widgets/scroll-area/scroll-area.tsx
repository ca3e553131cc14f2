import { ScrollArea as RadixScrollArea } from 'radix-ui';
import type { ComponentProps, CSSProperties } from 'react';

import { cn } from '@/lib/cn';

/** The scrollbar thumb is never shorter than 10 px (Radix itself floors it at 18 px). */
export const MIN_THUMB_SIZE_PX = 10;

export type ScrollAreaProps = Omit<ComponentProps<'div'>, 'dir'> & {
  /** Height above which the content scrolls (a number is in px); without it the parent's height decides. */
  maxHeight?: number | string;
  /** Accessible name of the scrolling region; give it when the content holds nothing focusable. */
  label?: string;
  /** The viewport takes keyboard focus so arrow keys and Page Up/Down scroll it. @default true */
  focusable?: boolean;
  /** Classes added to the viewport. */
  viewportClassName?: string;
};

/**
 * A vertical scroller with a slim custom scrollbar over Radix ScrollArea:
 * the bar exists only while the content overflows, shows faintly and turns solid on hover or while
 * the viewport has focus; native wheel, touch and keyboard scrolling are kept.
 */
export function ScrollArea({
  maxHeight,
  label,
  focusable = true,
  viewportClassName,
  className,
  children,
  ...props
}: ScrollAreaProps) {
  const viewportStyle: CSSProperties | undefined =
    maxHeight === undefined ? undefined : { maxHeight };
  return (
    <RadixScrollArea.Root
      type="auto"
      data-slot="scroll-area"
      className={cn('group/scroll-area relative overflow-hidden', className)}
      {...props}
    >
      <RadixScrollArea.Viewport
        data-slot="scroll-area-viewport"
        role={label ? 'region' : undefined}
        aria-label={label}
        tabIndex={focusable ? 0 : undefined}
        style={viewportStyle}
        className={cn(
          'size-full rounded-[inherit] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          viewportClassName,
        )}
      >
        {children}
      </RadixScrollArea.Viewport>
      <RadixScrollArea.Scrollbar
        data-slot="scroll-area-scrollbar"
        orientation="vertical"
        className={cn(
          'flex w-2 touch-none p-px opacity-40 transition-opacity duration-200 ease-out select-none',
          'group-focus-within/scroll-area:opacity-100 group-hover/scroll-area:opacity-100 motion-reduce:transition-none',
        )}
      >
        <RadixScrollArea.Thumb
          data-slot="scroll-area-thumb"
          style={{ minHeight: MIN_THUMB_SIZE_PX }}
          className="relative flex-1 rounded-full bg-neutral dark:bg-muted"
        />
      </RadixScrollArea.Scrollbar>
    </RadixScrollArea.Root>
  );
}
