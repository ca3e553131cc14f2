import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** The round icon button of the top bar; its accessible name comes from `label`. */
export function TopBarButton({
  label,
  className,
  children,
  ...props
}: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'relative inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-shell-text transition-colors',
        'hover:bg-shell-deep hover:text-white data-[state=open]:bg-shell-deep data-[state=open]:text-white',
        '[&_svg]:size-5',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

/** A small green dot telling that a menu holds unread items. */
export function UnreadDot() {
  return (
    <span
      aria-hidden
      data-slot="unread-dot"
      className="absolute end-2 top-2 size-2 rounded-full forced-fill bg-primary ring-2 ring-shell"
    />
  );
}

/** What the top bar gives each of its menus. */
export interface TopBarMenuProps {
  /** Open on first render (the menu asked for while its chunk was missing). @default false */
  defaultOpen?: boolean;
  /** Where the menu's panel renders: inside the top bar, so it belongs to its landmark. @default document.body */
  container?: HTMLElement | null;
}
