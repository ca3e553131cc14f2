import { useEffect, type ComponentProps } from 'react';

import { useFormat } from '@/hooks/use-format';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';

import { HorizontalBar, VerticalBar } from './progress-bar-parts';
import type { ProgressOrientation, ProgressShape, ProgressVariant } from './progress-bar-variants';
import { ProgressCircle } from './progress-circle';
import { clampProgress, isProgressSize, type ProgressSize } from './progress-value';
import { useTweenedValue } from './use-drawn-value';

/** How long an animated bar takes to reach a new value (linearly). */
export const PROGRESS_BAR_ANIMATION_MS = 3000;

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'color' | 'children'> & {
  /** Progress from 0 to 100; lower or higher values are clamped and NaN counts as 0. @default 0 */
  value?: number;
  /** A bar, or a ring whose drawing steps 1 % every 20 ms towards the value. @default 'bar' */
  shape?: ProgressShape;
  /** A bar that grows towards the end or upwards (a circle ignores it). @default 'horizontal' */
  orientation?: ProgressOrientation;
  /** Colour of the fill: a status colour, or black or white (for coloured cards). @default 'primary' */
  variant?: ProgressVariant;
  /** Thickness of a bar: thin .125 rem, basic .5 rem, thick 1.5 rem (the text then sits inside). @default 'basic' */
  size?: ProgressSize;
  /** Text shown and announced instead of the percentage. @default the value as "N%" */
  text?: string;
  /** Colour of a circle's inside, and its text then picks a colour that reads on it; without it the inside is transparent. */
  backgroundColor?: ProgressVariant;
  /** Bars move to a new value over 3 s, linearly (never under reduced motion). @default false */
  animated?: boolean;
  /** Shown at half opacity. @default false */
  disabled?: boolean;
  /** Accessible name of the progress bar. */
  label: string;
};

/**
 * A progress indicator: a horizontal or vertical bar, or a circle whose drawn value steps 1 %
 * every 20 ms towards `value`, also when `value` changes later. A `role="progressbar"` named by
 * `label`; its value is the target, not the drawing in progress.
 */
export function ProgressBar({
  value = 0,
  shape = 'bar',
  orientation = 'horizontal',
  variant = 'primary',
  size = 'basic',
  text,
  backgroundColor,
  animated = false,
  disabled = false,
  label,
  className,
  ...props
}: ProgressBarProps) {
  const format = useFormat();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const validSize = isProgressSize(size);
  const actualSize: ProgressSize = validSize ? size : 'basic';
  const circle = shape === 'circle';
  const target = clampProgress(value);
  const valueText = text ?? format.percent(target / 100);
  // What the bar shows while it moves: the fill and its percentage together.
  const drawn = useTweenedValue(
    target,
    PROGRESS_BAR_ANIMATION_MS,
    !animated || reducedMotion || circle,
  );
  const drawnText = text ?? format.percent(drawn / 100);

  useEffect(() => {
    if (!validSize) {
      console.error(
        `Invalid progress bar size "${String(size)}": expected thin, basic or thick; using basic.`,
      );
    }
  }, [validSize, size]);

  const rootProps = {
    role: 'progressbar',
    'aria-valuenow': target,
    'aria-valuemin': 0,
    'aria-valuemax': 100,
    'aria-valuetext': valueText,
    'aria-label': label,
    'aria-disabled': disabled || undefined,
    'data-slot': 'progress-bar',
    'data-shape': shape,
    'data-orientation': circle ? undefined : orientation,
    'data-variant': variant,
    'data-size': actualSize,
    'data-disabled': disabled ? '' : undefined,
    className: cn(disabled && 'opacity-50', className),
    ...props,
  } as const;

  if (circle) {
    return (
      <ProgressCircle
        {...rootProps}
        target={target}
        text={text}
        variant={variant}
        backgroundColor={backgroundColor}
      />
    );
  }
  const Bar = orientation === 'vertical' ? VerticalBar : HorizontalBar;
  return (
    <Bar {...rootProps} drawn={drawn} drawnText={drawnText} variant={variant} size={actualSize} />
  );
}
