/** The chat animates to its newest message over 500 ms, easing in and out. */
export const STICKY_SCROLL_MS = 500;

/** How close to the bottom (px) a reader must be for new messages to pull the list down. */
export const NEAR_BOTTOM_PX = 48;

/** Cubic ease-in-out over 0..1 (clamped). */
export function easeInOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2;
}

/** The scroll position `elapsed` ms into an animation from `from` to `to` lasting `duration` ms. */
export function scrollStep(
  from: number,
  to: number,
  elapsed: number,
  duration = STICKY_SCROLL_MS,
): number {
  if (duration <= 0) return to;
  return from + (to - from) * easeInOut(elapsed / duration);
}

/** Whether a scroll container is at, or within `threshold` px of, its bottom. */
export function isNearBottom(
  box: { scrollTop: number; scrollHeight: number; clientHeight: number },
  threshold = NEAR_BOTTOM_PX,
): boolean {
  return box.scrollHeight - box.clientHeight - box.scrollTop <= threshold;
}
