import { cva } from 'class-variance-authority';
import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { normalizeHex, readableOn } from './color';
import { useColorName, useColorPickerLabels, type ColorPickerLabels } from './color-picker-labels';

export const colorDotVariants = cva(
  cn(
    'relative inline-flex shrink-0 items-center justify-center rounded-full border border-input data-[selected]:ring-2 data-[selected]:ring-text data-[selected]:ring-offset-2 data-[selected]:ring-offset-surface',
    // A swatch's colour is what it shows: forced colours (a contrast theme) leave it as it is.
    'forced-color-adjust-none',
    // On dark surfaces a black or deep swatch needs a light edge to be seen at all.
    'dark:border-2 dark:border-muted',
  ),
  {
    variants: {
      size: {
        sm: 'size-6 [&_svg]:size-3.5',
        md: 'size-8 [&_svg]:size-4',
        lg: 'size-10 [&_svg]:size-5',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

type ColorDotOwnProps = {
  /** The colour shown, in any hex form (`#abc`, `#aabbcc`). Required, no default. */
  color: string;
  /** Draws the selection ring and a check mark. @default false */
  selected?: boolean;
  /** Diameter: sm 24 px, md 32 px, lg 40 px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name. @default the palette colour's name (`labels.colorName`), else the hex */
  label?: string;
  /** Texts to override (see `ColorPickerLabels`); the rest stay translated. @default the `colorPicker.*` translations */
  labels?: Partial<ColorPickerLabels>;
};

export type ColorDotProps =
  | (ComponentProps<'button'> &
      ColorDotOwnProps & {
        /** Renders a `<button>` (for pickers and popover triggers) instead of an image. @default false */
        interactive: true;
      })
  | (ComponentProps<'span'> & ColorDotOwnProps & { interactive?: false });

/** A round colour swatch: an image named after its colour, or a button when `interactive`. */
export function ColorDot(props: ColorDotProps) {
  const colorName = useColorName(useColorPickerLabels(props.labels));
  const hex = normalizeHex(props.color) ?? props.color;
  const common = {
    'data-slot': 'color-dot',
    'data-size': props.size ?? 'md',
    'data-selected': props.selected ? '' : undefined,
    style: { backgroundColor: hex, ...props.style },
    className: cn(colorDotVariants({ size: props.size }), props.className),
  };
  const mark = props.selected ? (
    <Check
      aria-hidden
      strokeWidth={3}
      className={readableOn(hex) === 'black' ? 'text-black' : 'text-white'}
    />
  ) : null;

  if (props.interactive) {
    const {
      interactive: _interactive,
      color: _color,
      selected: _selected,
      size: _size,
      label,
      labels: _labels,
      className: _className,
      style: _style,
      type = 'button',
      ...rest
    } = props;
    return (
      <button
        type={type}
        aria-label={label ?? colorName(hex)}
        {...common}
        className={cn(
          common.className,
          'cursor-pointer transition-transform duration-150 ease-out hover:scale-110',
          'focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...rest}
      >
        {mark}
      </button>
    );
  }

  const {
    interactive: _interactive,
    color: _color,
    selected: _selected,
    size: _size,
    label,
    labels: _labels,
    className: _className,
    style: _style,
    ...rest
  } = props;
  return (
    <span role="img" aria-label={label ?? colorName(hex)} {...common} {...rest}>
      {mark}
    </span>
  );
}
