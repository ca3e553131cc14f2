import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

import { useMediaQuery } from '@/hooks/use-media-query';

import { isNearBottom, scrollStep, STICKY_SCROLL_MS } from './sticky-scroll';

/**
 * Keeps a scroll container pinned to its newest content: when `count`
 * grows, it animates to the bottom over 500 ms with ease-in-out, but only if the reader was
 * already near the bottom (or `stickNext()` asked for it, as sending a message does). It jumps
 * under reduced motion, and a wheel, touch or pointer press stops a running animation.
 */
export function useStickyScroll(ref: RefObject<HTMLElement | null>, count: number) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const stuck = useRef(true);
  const forced = useRef(false);
  const frame = useRef<number | undefined>(undefined);
  const mounted = useRef(false);

  const stop = useCallback(() => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    frame.current = undefined;
  }, []);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const bottom = () => Math.max(0, element.scrollHeight - element.clientHeight);
    if (!mounted.current) {
      mounted.current = true;
      element.scrollTop = bottom();
      return;
    }
    if (!stuck.current && !forced.current) return;
    forced.current = false;
    stop();
    if (reduceMotion || typeof requestAnimationFrame !== 'function') {
      element.scrollTop = bottom();
      stuck.current = true;
      return;
    }
    const from = element.scrollTop;
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const elapsed = now - start;
      // The target is read every frame: a message may arrive (or an image grow) mid-way.
      element.scrollTop = scrollStep(from, bottom(), elapsed);
      if (elapsed < STICKY_SCROLL_MS) {
        frame.current = requestAnimationFrame(tick);
      } else {
        frame.current = undefined;
        stuck.current = true;
      }
    };
    stuck.current = true;
    frame.current = requestAnimationFrame(tick);
  }, [count, ref, reduceMotion, stop]);

  useEffect(() => stop, [stop]);

  /** Remembers whether the reader is near the bottom; ignores the scrolling this hook does. */
  const onScroll = useCallback(() => {
    const element = ref.current;
    if (element && frame.current === undefined) stuck.current = isNearBottom(element);
  }, [ref]);

  /** The reader takes over: stop animating, and let the next scroll event decide. */
  const onUserScroll = useCallback(() => {
    if (frame.current === undefined) return;
    stop();
    const element = ref.current;
    if (element) stuck.current = isNearBottom(element);
  }, [ref, stop]);

  /** The next growth scrolls to the bottom even if the reader was elsewhere. */
  const stickNext = useCallback(() => {
    forced.current = true;
  }, []);

  return {
    stickNext,
    scrollProps: {
      onScroll,
      onWheel: onUserScroll,
      onTouchStart: onUserScroll,
      onPointerDown: onUserScroll,
    },
  };
}
