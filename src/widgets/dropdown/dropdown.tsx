import { DropdownMenu } from 'radix-ui';
import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

export const DROPDOWN_TOGGLE_ERROR = 'Dropdown should have an element with .dropdown-toggle class.';

export type DropdownProps = ComponentProps<typeof DropdownMenu.Root> & { children: ReactNode };

/**
 * A menu that opens from a toggle: click or Enter/Space/ArrowDown opens it, Escape and an outside
 * click close it, arrow keys move between items, focus returns to the toggle (Radix DropdownMenu).
 * A Dropdown without its toggle throws, as nothing could open it.
 */
export function Dropdown({ children, modal = false, ...props }: DropdownProps) {
  const hasToggle = Children.toArray(children).some(
    (child) => isValidElement(child) && child.type === DropdownToggle,
  );
  if (!hasToggle) throw new Error(DROPDOWN_TOGGLE_ERROR);
  return (
    <DropdownMenu.Root modal={modal} {...props}>
      {children}
    </DropdownMenu.Root>
  );
}

/** The element that opens the menu; it carries the `.dropdown-toggle` class. */
export function DropdownToggle({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Trigger>) {
  return (
    <DropdownMenu.Trigger
      data-slot="dropdown-toggle"
      className={cn('dropdown-toggle', className)}
      {...props}
    />
  );
}

export type DropdownContentProps = ComponentProps<typeof DropdownMenu.Content> & {
  /** `shell` is the dark panel of the top bar menus; `surface` follows the content theme. @default 'surface' */
  tone?: 'shell' | 'surface';
  /** Where the menu is rendered, e.g. inside the landmark its toggle belongs to. @default document.body */
  container?: HTMLElement | null;
};

export function DropdownContent({
  className,
  tone = 'surface',
  sideOffset = 12,
  collisionPadding = 8,
  container,
  ...props
}: DropdownContentProps) {
  return (
    <DropdownMenu.Portal container={container}>
      <DropdownMenu.Content
        data-slot="dropdown-content"
        data-tone={tone}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 max-h-[65vh] min-w-56 overflow-y-auto rounded-card p-1.5 shadow-popover',
          tone === 'shell'
            ? 'border border-shell-border bg-shell text-shell-text [--ring:var(--shell-ring)]'
            : 'border border-border bg-surface text-text',
          className,
        )}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export function DropdownItem({ className, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return (
    <DropdownMenu.Item
      data-slot="dropdown-item"
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none select-none',
        'data-highlighted:item-highlight data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        '[&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownLabel({ className, ...props }: ComponentProps<typeof DropdownMenu.Label>) {
  return (
    <DropdownMenu.Label
      data-slot="dropdown-label"
      className={cn(
        'px-3 pt-2 pb-1 text-xs font-semibold tracking-wide uppercase opacity-80',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Separator>) {
  return (
    <DropdownMenu.Separator
      data-slot="dropdown-separator"
      className={cn('my-1.5 h-px bg-current opacity-15', className)}
      {...props}
    />
  );
}

export const DropdownRadioGroup = DropdownMenu.RadioGroup;

export function DropdownRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem
      data-slot="dropdown-radio-item"
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md px-3 py-2 text-sm outline-none select-none',
        'data-highlighted:item-highlight',
        'data-[state=checked]:font-semibold',
        className,
      )}
      {...props}
    >
      {children}
    </DropdownMenu.RadioItem>
  );
}

export const DropdownItemIndicator = DropdownMenu.ItemIndicator;
