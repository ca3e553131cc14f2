import { startTransition, useEffect, useState, type ReactNode } from 'react';

import { afterNextPaint } from '@/lib/after-next-paint';

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
  // A transition: React renders the parts in slices between which the page stays responsive,
  // rather than in one long task just after the page became usable.
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted ? children : fallback;
}
