import type { VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { buttonVariants } from './button-variants';

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
  };

export function Button({
  className,
  variant,
  size,
  wrap,
  asChild = false,
  type,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-size={size ?? 'md'}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      {...props}
    />
  );
}
