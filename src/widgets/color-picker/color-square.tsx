import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/ui/visually-hidden';

import { normalizeHex } from './color';
import { useColorName, useColorPickerLabels, type ColorPickerLabels } from './color-picker-labels';
import { paletteColorName } from './picker-palette';

export const colorSquareVariants = cva(
  // On dark surfaces a black or deep swatch needs a light edge to be seen at all.
  'block shrink-0 rounded-md border border-input shadow-sm forced-color-adjust-none dark:border-2 dark:border-muted',
  {
    variants: { size: { md: 'size-16', lg: 'size-24' } },
    defaultVariants: { size: 'lg' },
  },
);

type ColorSquareOwnProps = {
  /** The colour shown, in any hex form. Required, no default. */
  color: string;
  /** Caption under the square (shown in capitals, e.g. "Simple"). */
  label?: ReactNode;
  /** Shows the hex under the square in a monospace font. @default true */
  showHex?: boolean;
  /** Side of the square: md 64 px, lg 96 px. @default 'lg' */
  size?: 'md' | 'lg';
  /** Texts to override (see `ColorPickerLabels`); the rest stay translated. @default the `colorPicker.*` translations */
  labels?: Partial<ColorPickerLabels>;
};

export type ColorSquareProps =
  | (ComponentProps<'button'> &
      ColorSquareOwnProps & {
        /** Renders a `<button>` (e.g. a popover trigger) instead of a plain block. @default false */
        interactive: true;
      })
  | (ComponentProps<'div'> & ColorSquareOwnProps & { interactive?: false });

const rootClass =
  'inline-flex flex-col items-center gap-1.5 rounded-card p-2 text-center text-text';

/** A large colour swatch with an optional caption and its hex; a button when `interactive`. */
export function ColorSquare(props: ColorSquareProps) {
  const colorName = useColorName(useColorPickerLabels(props.labels));
  const hex = normalizeHex(props.color) ?? props.color;
  const size = props.size ?? 'lg';
  const content = (
    <>
      <span
        aria-hidden
        data-slot="color-square-swatch"
        className={colorSquareVariants({ size })}
        style={{ backgroundColor: hex }}
      />
      {props.label != null && (
        <span
          data-slot="color-square-label"
          className="text-xs font-semibold tracking-wider uppercase"
        >
          {props.label}
        </span>
      )}{' '}
      {(props.showHex ?? true) ? (
        <span data-slot="color-square-hex" className="font-mono text-sm text-muted">
          {hex}
        </span>
      ) : (
        <VisuallyHidden>{hex}</VisuallyHidden>
      )}
      {paletteColorName(hex) && <VisuallyHidden>{`, ${colorName(hex)}`}</VisuallyHidden>}
    </>
  );

  if (props.interactive) {
    const {
      interactive: _interactive,
      color: _color,
      label: _label,
      showHex: _showHex,
      size: _size,
      labels: _labels,
      className,
      type = 'button',
      ...rest
    } = props;
    return (
      <button
        type={type}
        data-slot="color-square"
        data-size={size}
        className={cn(
          rootClass,
          'cursor-pointer transition-colors duration-150 ease-out hover:bg-surface-muted',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'aria-expanded:bg-surface-muted',
          className,
        )}
        {...rest}
      >
        {content}
      </button>
    );
  }

  const {
    interactive: _interactive,
    color: _color,
    label: _label,
    showHex: _showHex,
    size: _size,
    labels: _labels,
    className,
    ...rest
  } = props;
  return (
    <div data-slot="color-square" data-size={size} className={cn(rootClass, className)} {...rest}>
      {content}
    </div>
  );
}
