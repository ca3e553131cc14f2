import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `fallback` for the page's first paint and `children` just after it. For parts below the
 * fold whose lazy chunks would otherwise be requested while the page is still painting: on a slow
 * phone they would share the network with what the first paint needs.
 */
export function AfterPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  /** What stands in until then (a placeholder of the same height avoids a shift). @default null */
  fallback?: ReactNode;
}) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the commit is the first paint; the task after it follows that paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : fallback;
}
