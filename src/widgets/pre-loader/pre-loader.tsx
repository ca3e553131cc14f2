import { useEffect, useRef, type ComponentProps } from 'react';

import { palette } from '@/config/palette';
import { useLabels } from '@/hooks/use-labels';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/ui/visually-hidden';

import { preLoaderLabels, type PreLoaderLabels } from './pre-loader-labels';
import { hexToHsl, PRE_LOADER_STEP_MS, preLoaderFrame } from './pre-loader-path';

export type PreLoaderProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Width and height of the drawing, in CSS pixels. @default 96 */
  size?: number;
  /** Colour of the head dot (`#rrggbb`); the tail and resting dots are lighter steps of it. @default palette.primary */
  color?: string;
  /** Texts to override (`loading`, read by screen readers); the rest stay translated. @default "Loading" */
  labels?: Partial<PreLoaderLabels>;
};

function draw(canvas: HTMLCanvasElement, steps: number, size: number, color: string) {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, size, size);
  for (const dot of preLoaderFrame(steps, size, hexToHsl(color))) {
    context.beginPath();
    context.arc(dot.x, dot.y, dot.radius, 0, Math.PI * 2);
    context.fillStyle = dot.color;
    context.fill();
  }
}

/**
 * The canvas pre-loader: 24 dots tracing a "T", a larger head dot stepping one
 * position every 30 ms with a fading seven-dot tail. The timer runs only while the
 * canvas is on screen and the tab visible; under reduced motion one still frame is drawn.
 */
export function PreLoader({
  size = 96,
  color = palette.primary,
  labels: labelOverrides,
  className,
  style,
  ...props
}: PreLoaderProps) {
  const labels = useLabels(preLoaderLabels, labelOverrides);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(size * ratio);
    canvas.height = Math.round(size * ratio);

    let steps = 0;
    draw(canvas, steps, size, color);
    if (reducedMotion) return;

    let timer: ReturnType<typeof setInterval> | undefined;
    let onScreen = true;
    const update = () => {
      const run = onScreen && document.visibilityState !== 'hidden';
      if (run && timer === undefined) {
        timer = setInterval(() => {
          steps += 1;
          draw(canvas, steps, size, color);
        }, PRE_LOADER_STEP_MS);
      } else if (!run && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    };

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => {
            onScreen = entries.some((entry) => entry.isIntersecting);
            update();
          });
    observer?.observe(canvas);
    document.addEventListener('visibilitychange', update);
    update();

    return () => {
      observer?.disconnect();
      document.removeEventListener('visibilitychange', update);
      clearInterval(timer);
    };
  }, [size, color, reducedMotion]);

  return (
    <div
      data-slot="pre-loader"
      role="status"
      className={cn('inline-flex items-center justify-center', className)}
      style={style}
      {...props}
    >
      <canvas
        ref={canvasRef}
        data-slot="pre-loader-canvas"
        aria-hidden="true"
        style={{ width: size, height: size }}
      />
      <VisuallyHidden>{labels.loading}</VisuallyHidden>
    </div>
  );
}
