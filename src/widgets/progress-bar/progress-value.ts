/** The circle's drawn value moves 1 % towards its target every 20 ms. */
export const PROGRESS_STEP_MS = 20;
export const PROGRESS_STEP = 1;

export const PROGRESS_SIZES = ['thin', 'basic', 'thick'] as const;
export type ProgressSize = (typeof PROGRESS_SIZES)[number];

export const isProgressSize = (value: unknown): value is ProgressSize =>
  (PROGRESS_SIZES as readonly unknown[]).includes(value);

/** A value between 0 and 100; anything that is not a number counts as 0. */
export function clampProgress(value: number | undefined): number {
  if (typeof value !== 'number' || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** One step from `current` towards `target`, never past it. */
export function stepTowards(current: number, target: number, step = PROGRESS_STEP): number {
  if (current < target) return Math.min(target, current + step);
  if (current > target) return Math.max(target, current - step);
  return target;
}
