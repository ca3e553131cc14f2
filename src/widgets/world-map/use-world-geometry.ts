import { useEffect, useMemo, useState } from 'react';

import type { WorldGeometry } from './world-geometry';
import { path } from './world-map-projection';

/** The base map's SVG paths: the land, and the borders drawn over it. */
export type WorldShapes = { land: string; borders: string };

export type WorldMapStatus = 'loading' | 'ready' | 'error';

/**
 * Loads the base map with `loadGeometry` and draws its paths; `retry` loads it again. Each attempt
 * has a number and a result belongs to one attempt, so a late answer to an earlier one is ignored.
 */
export function useWorldGeometry(loadGeometry: () => Promise<WorldGeometry>): {
  shapes: WorldShapes | null;
  status: WorldMapStatus;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    attempt: number;
    geometry?: WorldGeometry;
    failed?: boolean;
  }>();
  useEffect(() => {
    let active = true;
    loadGeometry().then(
      (geometry) => {
        if (active) setResult({ attempt, geometry });
      },
      () => {
        if (active) setResult({ attempt, failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [loadGeometry, attempt]);
  const current = result?.attempt === attempt ? result : undefined;
  const geometry = current?.geometry;
  const failed = current?.failed === true;

  const shapes = useMemo(
    () =>
      geometry
        ? { land: path(geometry.countries) ?? '', borders: path(geometry.borders) ?? '' }
        : null,
    [geometry],
  );
  const status: WorldMapStatus = failed ? 'error' : shapes ? 'ready' : 'loading';
  return { shapes, status, retry: () => setAttempt((value) => value + 1) };
}
