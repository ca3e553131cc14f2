import type { ComponentProps } from 'react';

import { useFormat } from '@/hooks/use-format';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';

import {
  discClass,
  onFillClass,
  strokeClass,
  trackStrokeClass,
  type ProgressVariant,
} from './progress-bar-variants';
import { useSteppedValue } from './use-drawn-value';

type ProgressCircleProps = Omit<ComponentProps<'div'>, 'color'> & {
  target: number;
  text: string | undefined;
  variant: ProgressVariant;
  backgroundColor: ProgressVariant | undefined;
};

/** The ring: its arc steps 1 % every 20 ms towards `target`, the text follows the arc. */
export function ProgressCircle({
  target,
  text,
  variant,
  backgroundColor,
  className,
  ...props
}: ProgressCircleProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const drawn = useSteppedValue(target, reducedMotion);
  const format = useFormat();

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
          <circle
            cx="18"
            cy="18"
            r="18"
            className={cn(discClass[backgroundColor], 'forced-colors:fill-[Canvas]')}
          />
        )}
        <circle
          cx="18"
          cy="18"
          r="15.5"
          fill="none"
          strokeWidth="3"
          // An SVG keeps its colours in forced colours: the palette's, as the bars take.
          className={cn(trackStrokeClass[variant], 'forced-colors:stroke-[GrayText]')}
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
          className={cn(strokeClass[variant], 'forced-colors:stroke-[Highlight]')}
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
        {text ?? format.percent(drawn / 100)}
      </span>
    </div>
  );
}
