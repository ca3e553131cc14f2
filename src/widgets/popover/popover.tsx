import type { LucideIcon } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import {
  isValidElement,
  useId,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useDirection } from '@/i18n/direction';
import { cn } from '@/lib/cn';
import { parsePopupPosition, toRadixPlacement, type RadixPlacement } from '@/lib/popup-position';

export type PopoverProps = Omit<
  ComponentProps<typeof PopoverPrimitive.Content>,
  'title' | 'side' | 'align'
> & {
  /** The element that opens the popover on click (rendered as is; focus returns to it). */
  trigger: ReactElement;
  /** Bold heading; it names the popover dialog (without it, give the popover an `aria-label`). */
  title?: ReactNode;
  /** The body text; it describes the popover dialog. */
  text?: ReactNode;
  /** An icon shown left of the text: a lucide icon component or any node. */
  icon?: LucideIcon | ReactNode;
  /** Extra content under the text. */
  children?: ReactNode;
  /** Side of the trigger it opens on. @default 'bottom' */
  side?: RadixPlacement['side'];
  /** Alignment along that side. @default 'center' */
  align?: RadixPlacement['align'];
  /** A popup position string ("center right", "top-left"…); overrides side/align. */
  position?: string;
  /** Open state, controlled; without it the popover keeps its own. */
  open?: boolean;
  /** Open at first when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
};

function isComponent(icon: unknown): icon is LucideIcon {
  // Lucide icons are forwardRef objects; elements, strings and arrays are nodes.
  return (
    typeof icon === 'function' ||
    (typeof icon === 'object' && icon !== null && !isValidElement(icon) && '$$typeof' in icon)
  );
}

function renderIcon(icon: LucideIcon | ReactNode): ReactNode {
  if (isComponent(icon)) {
    const Icon = icon;
    return <Icon aria-hidden className="size-6" />;
  }
  return icon === false ? null : icon;
}

/**
 * A dark panel (max 400 px) with an icon, title and text, opened by clicking its trigger
 * (over Radix Popover). Escape, an outside click or the trigger close it.
 */
export function Popover({
  trigger,
  title,
  text,
  icon,
  children,
  side = 'bottom',
  align = 'center',
  position,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  sideOffset = 8,
  collisionPadding = 8,
  className,
  ...props
}: PopoverProps) {
  const id = useId();
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const dir = useDirection();
  const placement = position
    ? toRadixPlacement(parsePopupPosition(position), dir)
    : { side, align };
  const iconNode = renderIcon(icon);
  const hasTitle = title !== undefined && title !== null && title !== '';
  const hasText = text !== undefined && text !== null && text !== '';

  return (
    <PopoverPrimitive.Root open={open} onOpenChange={setOpen}>
      <PopoverPrimitive.Trigger asChild data-slot="popover-trigger">
        {trigger}
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="popover-panel"
          side={placement.side}
          align={placement.align}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          aria-labelledby={hasTitle ? `${id}-title` : undefined}
          aria-describedby={hasText ? `${id}-text` : undefined}
          className={cn(
            'z-50 flex max-w-[min(400px,calc(100vw-1rem))] gap-3 rounded-card bg-shell px-4 py-3 text-shell-text shadow-popover forced-colors:border',
            'outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            className,
          )}
          {...props}
        >
          {iconNode && (
            <span data-slot="popover-icon" className="mt-0.5 shrink-0 text-primary">
              {iconNode}
            </span>
          )}
          <div className="min-w-0">
            {hasTitle && (
              <p id={`${id}-title`} data-slot="popover-title" className="font-semibold text-white">
                {title}
              </p>
            )}
            {hasText && (
              <p id={`${id}-text`} data-slot="popover-text" className="text-sm leading-5">
                {text}
              </p>
            )}
            {children}
          </div>
          <PopoverPrimitive.Arrow data-slot="popover-arrow" className="fill-shell" />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
