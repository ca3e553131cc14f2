import { cva } from 'class-variance-authority';

/**
 * The button's classes, for an element that is not a `Button`. A module of its own so that the
 * first load (the error page's plain buttons) does not bring `Button` and Radix's Slot with it.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 ease-out select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary:
          'bg-primary text-on-primary shadow-sm hover:brightness-95 active:brightness-90 forced-colors:border',
        outline:
          'border-2 border-primary bg-transparent text-text hover:bg-primary/15 active:bg-primary/25',
        danger: 'bg-danger-fill text-white hover:brightness-110 forced-colors:border',
        ghost: 'bg-transparent text-text hover:bg-surface-muted',
        link: 'rounded-none px-0 text-primary-strong underline-offset-4 hover:underline',
      },
      size: {
        sm: 'px-4 text-sm',
        md: 'px-6 text-sm tracking-wide',
        lg: 'px-8 text-base',
        icon: 'size-10',
      },
      wrap: {
        false: 'whitespace-nowrap',
        true: 'max-w-full whitespace-normal',
      },
    },
    // One line, one height; a label that may wrap gets a minimum height and room for more lines.
    compoundVariants: [
      { wrap: false, size: 'sm', className: 'h-8' },
      { wrap: false, size: 'md', className: 'h-10' },
      { wrap: false, size: 'lg', className: 'h-12' },
      { wrap: true, size: 'sm', className: 'min-h-8 py-1' },
      { wrap: true, size: 'md', className: 'min-h-10 py-2' },
      { wrap: true, size: 'lg', className: 'min-h-12 py-2' },
    ],
    defaultVariants: { variant: 'primary', size: 'md', wrap: false },
  },
);
