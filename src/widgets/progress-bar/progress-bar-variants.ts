import { cva } from 'class-variance-authority';

/** The fill's colour: the family's status colours, plus black and white for coloured cards. */
export type ProgressVariant =
  'primary' | 'info' | 'success' | 'warning' | 'danger' | 'black' | 'white';

/** The direction a bar grows in: towards the end (horizontal) or upwards (vertical). */
export type ProgressOrientation = 'horizontal' | 'vertical';

/** A bar, or a ring that fills clockwise. */
export type ProgressShape = 'bar' | 'circle';

export const fillClass: Record<ProgressVariant, string> = {
  primary: 'bg-primary',
  danger: 'bg-danger',
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  black: 'bg-black',
  white: 'bg-white',
};

/** Text that reads on each fill (AA): dark on the light palette colours, white on the dark ones. */
export const onFillClass: Record<ProgressVariant, string> = {
  primary: 'text-on-primary',
  danger: 'text-white',
  info: 'text-black',
  success: 'text-black',
  warning: 'text-black',
  black: 'text-white',
  white: 'text-black',
};

export const strokeClass: Record<ProgressVariant, string> = {
  primary: 'stroke-primary',
  danger: 'stroke-danger',
  info: 'stroke-info',
  success: 'stroke-success',
  warning: 'stroke-warning',
  black: 'stroke-black',
  white: 'stroke-white',
};

export const trackStrokeClass: Record<ProgressVariant, string> = {
  primary: 'stroke-primary/25',
  danger: 'stroke-danger/25',
  info: 'stroke-info/25',
  success: 'stroke-success/25',
  warning: 'stroke-warning/25',
  black: 'stroke-black/25',
  white: 'stroke-white/25',
};

export const discClass: Record<ProgressVariant, string> = {
  primary: 'fill-primary',
  danger: 'fill-danger',
  info: 'fill-info',
  success: 'fill-success',
  warning: 'fill-warning',
  black: 'fill-black',
  white: 'fill-white',
};

export const trackVariants = cva('relative overflow-hidden rounded-full bg-border', {
  variants: {
    orientation: {
      horizontal: 'w-full',
      vertical: 'flex h-23 flex-col justify-end',
    },
    // In forced colours a thick track, which has the text on it, is outlined rather than filled.
    size: { thin: 'forced-track', basic: 'forced-track', thick: 'forced-colors:border' },
  },
  compoundVariants: [
    // Thickness by size: thin .125 rem, basic .5 rem, thick 1.5 rem.
    { orientation: 'horizontal', size: 'thin', className: 'h-0.5' },
    { orientation: 'horizontal', size: 'basic', className: 'h-2' },
    { orientation: 'horizontal', size: 'thick', className: 'h-6' },
    { orientation: 'vertical', size: 'thin', className: 'w-0.5' },
    { orientation: 'vertical', size: 'basic', className: 'w-2' },
    { orientation: 'vertical', size: 'thick', className: 'w-6' },
  ],
});

/** A black fill vanishes on dark surfaces: the dark theme outlines its track. */
export const darkOutline = (variant: ProgressVariant) =>
  variant === 'black' && 'dark:outline-1 dark:outline-offset-1 dark:outline-input';

export const textClass = 'text-sm font-semibold whitespace-nowrap tabular-nums';
