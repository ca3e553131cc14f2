import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { buttonVariants } from './button-variants';
import { focusableDisabled } from './focusable-disabled';

export { buttonVariants };

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's styling. @default false */
    asChild?: boolean;
    /**
     * Let a long label wrap onto more lines, within the width it is given, rather than push the
     * page sideways (a long translation on a phone). @default false
     */
    wrap?: boolean;
    /**
     * Busy with its action (a save under way): it keeps focus and its place in the tab order, is
     * announced as unavailable (`aria-disabled`) and ignores clicks and submits until it ends. Use
     * it rather than `disabled` for a button that waits on what it started. @default false
     */
    pending?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  wrap,
  asChild = false,
  type,
  pending = false,
  onClick,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  const busy = focusableDisabled(pending, onClick);
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      {...props}
      aria-disabled={busy['aria-disabled'] ?? props['aria-disabled']}
      onClick={busy.onClick}
    />
  );
}
