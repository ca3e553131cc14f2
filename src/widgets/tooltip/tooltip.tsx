import { Tooltip as TooltipPrimitive } from 'radix-ui';
import type { ComponentProps, ReactElement, ReactNode } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';

export type TooltipSide = 'top' | 'right' | 'bottom' | 'left';

export type TooltipProps = Omit<
  ComponentProps<typeof TooltipPrimitive.Content>,
  'content' | 'children' | 'side'
> & {
  /** What the bubble says; it also describes the trigger (aria-describedby). */
  content: ReactNode;
  /** The trigger: one focusable element (a button or link), rendered as is. */
  children: ReactElement;
  /** Where the bubble opens. @default 'top' */
  side?: TooltipSide;
  /** Open state, controlled; without it the tooltip keeps its own. */
  open?: boolean;
  /** Open at first when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** Milliseconds of hover before it opens (keyboard focus opens it at once). @default 200 */
  delayDuration?: number;
};

/**
 * A dark bubble (max 200 px wide) over Radix Tooltip. Opens on hover and
 * on keyboard focus; Escape, blur and pointer leave close it. Carries its own provider.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  delayDuration = 200,
  sideOffset = 6,
  collisionPadding = 8,
  className,
  ...props
}: TooltipProps) {
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger asChild data-slot="tooltip-trigger">
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            data-slot="tooltip-content"
            side={side}
            sideOffset={sideOffset}
            collisionPadding={collisionPadding}
            className={cn(
              'z-50 max-w-[200px] rounded-md bg-shell/95 px-3 py-1.5 text-center text-sm text-white shadow-popover forced-colors:border',
              className,
            )}
            {...props}
          >
            {content}
            <TooltipPrimitive.Arrow
              data-slot="tooltip-arrow"
              className="fill-shell/95 forced-colors:fill-[CanvasText]"
            />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
