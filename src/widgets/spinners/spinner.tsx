import type { ComponentProps, CSSProperties } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import { resolveSpinnerColor, SPINNER_PARTS, type SpinnerVariant } from './spinner-variants';

import './spinners.css';

import { spinnerLabels, type SpinnerLabels } from './spinners-labels';

export type SpinnerProps = Omit<ComponentProps<'div'>, 'children' | 'color'> & {
  /** Which animation. @default 'hollow-dots' */
  variant?: SpinnerVariant;
  /** Width and height, in px. @default 80 */
  size?: number;
  /** Duration of one animation cycle, in ms (smaller is faster). @default 1500 */
  speed?: number;
  /** A palette colour name ('primary', 'info', …) or any CSS colour such as a hex. @default 'primary' */
  color?: string;
  /** Accessible name of this spinner's status. @default `labels.loading` ("Loading") */
  'aria-label'?: string;
  /** Texts to override (`loading`, the name of a spinner without `aria-label`); the rest stay translated. @default "Loading" */
  labels?: Partial<SpinnerLabels>;
};

/**
 * A CSS loading animation. Size, speed and colour reach the stylesheet as custom properties
 * (--sp-size, --sp-duration, --sp-color); under reduced motion the animation rests on a still frame.
 */
export function Spinner({
  variant = 'hollow-dots',
  size = 80,
  speed = 1500,
  color = 'primary',
  'aria-label': ariaLabel,
  labels: labelOverrides,
  className,
  style,
  ...props
}: SpinnerProps) {
  const labels = useLabels(spinnerLabels, labelOverrides);
  const parts = SPINNER_PARTS[variant];
  const vars = {
    '--sp-size': `${size}px`,
    '--sp-duration': `${speed}ms`,
    '--sp-color': resolveSpinnerColor(color),
  } as CSSProperties;

  return (
    <div
      data-slot="spinner"
      data-variant={variant}
      role="status"
      aria-label={ariaLabel ?? labels.loading}
      className={cn('tsp', `tsp-${variant}`, className)}
      style={{ ...vars, ...style }}
      {...props}
    >
      {Array.from({ length: parts.count }, (_, part) => (
        <span
          key={part}
          aria-hidden="true"
          style={{ '--i': parts.index ? parts.index(part) : part } as CSSProperties}
        >
          {parts.inner?.includes(part) && <span />}
        </span>
      ))}
    </div>
  );
}
