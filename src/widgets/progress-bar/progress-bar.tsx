import { cva } from 'class-variance-authority';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import type { PaletteColor } from '@/config/palette';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';

import {
  clampProgress,
  formatPercent,
  isProgressSize,
  PROGRESS_STEP_MS,
  stepTowards,
  type ProgressSize,
} from './progress-value';

export type ProgressVariant = 'horizontal' | 'vertical' | 'circle';
export type ProgressColor = PaletteColor;

const fillClass: Record<ProgressColor, string> = {
  primary: 'bg-primary',
  danger: 'bg-danger',
  info: 'bg-info',
  success: 'bg-success',
  warning: 'bg-warning',
  black: 'bg-black',
  white: 'bg-white',
  neutral: 'bg-neutral',
};

/** Text that reads on each fill (AA): dark on the light palette colours, white on the dark ones. */
const onFillClass: Record<ProgressColor, string> = {
  primary: 'text-on-primary',
  danger: 'text-white',
  info: 'text-black',
  success: 'text-black',
  warning: 'text-black',
  black: 'text-white',
  white: 'text-black',
  neutral: 'text-white',
};

const strokeClass: Record<ProgressColor, string> = {
  primary: 'stroke-primary',
  danger: 'stroke-danger',
  info: 'stroke-info',
  success: 'stroke-success',
  warning: 'stroke-warning',
  black: 'stroke-black',
  white: 'stroke-white',
  neutral: 'stroke-neutral',
};

const trackStrokeClass: Record<ProgressColor, string> = {
  primary: 'stroke-primary/25',
  danger: 'stroke-danger/25',
  info: 'stroke-info/25',
  success: 'stroke-success/25',
  warning: 'stroke-warning/25',
  black: 'stroke-black/25',
  white: 'stroke-white/25',
  neutral: 'stroke-neutral/25',
};

const discClass: Record<ProgressColor, string> = {
  primary: 'fill-primary',
  danger: 'fill-danger',
  info: 'fill-info',
  success: 'fill-success',
  warning: 'fill-warning',
  black: 'fill-black',
  white: 'fill-white',
  neutral: 'fill-neutral',
};

const trackVariants = cva('relative overflow-hidden rounded-full bg-border', {
  variants: {
    type: {
      horizontal: 'w-full',
      vertical: 'flex h-23 flex-col justify-end',
    },
    size: { thin: '', basic: '', thick: '' },
  },
  compoundVariants: [
    // Thickness by size: thin .125 rem, basic .5 rem, thick 1.5 rem.
    { type: 'horizontal', size: 'thin', className: 'h-0.5' },
    { type: 'horizontal', size: 'basic', className: 'h-2' },
    { type: 'horizontal', size: 'thick', className: 'h-6' },
    { type: 'vertical', size: 'thin', className: 'w-0.5' },
    { type: 'vertical', size: 'basic', className: 'w-2' },
    { type: 'vertical', size: 'thick', className: 'w-6' },
  ],
});

/** A black fill vanishes on dark surfaces: the dark theme outlines its track. */
const darkOutline = (color: ProgressColor) =>
  color === 'black' && 'dark:outline-1 dark:outline-offset-1 dark:outline-input';

const textClass = 'text-sm font-semibold whitespace-nowrap tabular-nums';

/** How long an animated bar takes to reach a new value (linearly). */
export const PROGRESS_BAR_ANIMATION_MS = 3000;

export type ProgressBarProps = Omit<ComponentProps<'div'>, 'color' | 'children'> & {
  /** Progress from 0 to 100; lower or higher values are clamped and NaN counts as 0. @default 0 */
  value?: number;
  /** A bar that grows to the right or upwards, or a ring. @default 'horizontal' */
  variant?: ProgressVariant;
  /** Thickness of a bar: thin .125 rem, basic .5 rem, thick 1.5 rem (the text then sits inside). @default 'basic' */
  size?: ProgressSize;
  /** Text shown and announced instead of the percentage. @default the value as "N%" */
  text?: string;
  /** Palette colour of the fill. @default 'primary' */
  color?: ProgressColor;
  /** Palette colour of the circle's inside (circle only); its text then picks a readable colour. @default undefined (transparent) */
  backgroundColor?: ProgressColor;
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
  variant: type = 'horizontal',
  size = 'basic',
  text,
  color = 'primary',
  backgroundColor,
  animated = false,
  disabled = false,
  label,
  className,
  ...props
}: ProgressBarProps) {
  const { i18n } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const validSize = isProgressSize(size);
  const actualSize: ProgressSize = validSize ? size : 'basic';
  const target = clampProgress(value);
  const valueText = text ?? formatPercent(target, i18n.language);
  // What the bar shows while it moves: the fill and its percentage together.
  const drawn = useTweenedValue(
    target,
    PROGRESS_BAR_ANIMATION_MS,
    !animated || reducedMotion || type === 'circle',
  );
  const drawnText = text ?? formatPercent(drawn, i18n.language);

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
    'data-variant': type,
    'data-size': actualSize,
    'data-color': color,
    'data-disabled': disabled ? '' : undefined,
    ...props,
  } as const;

  if (type === 'circle') {
    return (
      <CircleProgress
        {...rootProps}
        target={target}
        text={text}
        color={color}
        backgroundColor={backgroundColor}
        locale={i18n.language}
        className={cn(disabled && 'opacity-50', className)}
      />
    );
  }

  const thick = actualSize === 'thick';

  if (type === 'vertical') {
    return (
      <div
        {...rootProps}
        className={cn('inline-flex items-center gap-2', disabled && 'opacity-50', className)}
      >
        <div
          data-slot="progress-bar-track"
          className={cn(trackVariants({ type, size: actualSize }), darkOutline(color))}
        >
          <div
            data-slot="progress-bar-indicator"
            className={cn('w-full rounded-full', fillClass[color])}
            style={{ height: `${drawn}%` }}
          />
        </div>
        <span data-slot="progress-bar-text" className={textClass}>
          {drawnText}
        </span>
      </div>
    );
  }

  return (
    <div
      {...rootProps}
      className={cn('flex w-full flex-col gap-1', disabled && 'opacity-50', className)}
    >
      {!thick && (
        <span data-slot="progress-bar-text" className={cn('text-center', textClass)}>
          {drawnText}
        </span>
      )}
      <div
        data-slot="progress-bar-track"
        className={cn(
          trackVariants({ type: 'horizontal', size: actualSize }),
          thick && '@container',
          darkOutline(color),
        )}
      >
        {/* The text twice: on the track, and inside the fill (which covers it) in a colour that
            reads on the fill; the fill clips its copy, so each copy sits on its own background. */}
        {thick && (
          <span
            data-slot="progress-bar-text"
            className={cn('absolute inset-0 grid place-items-center px-2 text-xs!', textClass)}
          >
            {drawnText}
          </span>
        )}
        <div
          data-slot="progress-bar-indicator"
          className={cn('relative h-full overflow-hidden rounded-full', fillClass[color])}
          style={{ width: `${drawn}%` }}
        >
          {thick && (
            <span
              aria-hidden="true"
              data-slot="progress-bar-fill-text"
              className={cn(
                'absolute inset-y-0 left-0 grid w-[100cqw] place-items-center px-2 text-xs!',
                textClass,
                onFillClass[color],
              )}
            >
              {drawnText}
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * `target`, reached linearly over `duration` ms from the value shown when `target` changed (a new
 * target mid-way starts from there); `instant` shows `target` at once.
 */
export function useTweenedValue(target: number, duration: number, instant: boolean): number {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);
  useEffect(() => {
    if (instant) {
      shownRef.current = target;
      return;
    }
    const from = shownRef.current;
    let start: number | undefined;
    let frame = requestAnimationFrame(function tick(now) {
      start ??= now;
      const progress = from === target ? 1 : Math.min(1, (now - start) / duration);
      shownRef.current = from + (target - from) * progress;
      setShown(shownRef.current);
      if (progress < 1) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, duration, instant]);
  return instant ? target : shown;
}

/** The drawn value: steps towards `target` every 20 ms; jumps there under reduced motion. */
export function useSteppedValue(target: number, instant: boolean): number {
  const [drawn, setDrawn] = useState(0);
  useEffect(() => {
    if (instant || drawn === target) return;
    const timer = setTimeout(
      () => setDrawn((current) => stepTowards(current, target)),
      PROGRESS_STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [drawn, target, instant]);
  return instant ? target : drawn;
}

function CircleProgress({
  target,
  text,
  color,
  backgroundColor,
  locale,
  className,
  ...props
}: Omit<ComponentProps<'div'>, 'color'> & {
  target: number;
  text: string | undefined;
  color: ProgressColor;
  backgroundColor: ProgressColor | undefined;
  locale: string;
}) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const drawn = useSteppedValue(target, reducedMotion);

  return (
    <div
      className={cn('relative inline-grid size-[3.125rem] shrink-0 place-items-center', className)}
      {...props}
    >
      <svg
        data-slot="progress-circle"
        viewBox="0 0 36 36"
        aria-hidden="true"
        className="absolute inset-0 size-full -rotate-90"
      >
        {backgroundColor && (
          <circle cx="18" cy="18" r="18" className={discClass[backgroundColor]} />
        )}
        <circle
          cx="18"
          cy="18"
          r="15.5"
          fill="none"
          strokeWidth="3"
          className={trackStrokeClass[color]}
        />
        <circle
          data-slot="progress-circle-arc"
          data-value={drawn}
          cx="18"
          cy="18"
          r="15.5"
          fill="none"
          strokeWidth="3"
          pathLength={100}
          strokeDasharray={`${drawn} 100`}
          className={strokeClass[color]}
        />
      </svg>
      <span
        data-slot="progress-bar-text"
        className={cn(
          'relative text-xs font-semibold tabular-nums',
          // Without a fill of its own the text takes the colour around it (a coloured card's white).
          backgroundColor && onFillClass[backgroundColor],
        )}
      >
        {text ?? formatPercent(drawn, locale)}
      </span>
    </div>
  );
}
