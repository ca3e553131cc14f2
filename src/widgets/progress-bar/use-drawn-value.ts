import { useEffect, useRef, useState } from 'react';

import { PROGRESS_STEP_MS, stepTowards } from './progress-value';

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
