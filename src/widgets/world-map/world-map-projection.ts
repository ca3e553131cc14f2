import { geoNaturalEarth1, geoPath } from 'd3-geo';

import type { LonLat } from './great-circle';
import { clampView, type ZoomBounds, type ZoomView } from './zoom';

/** The drawing's own coordinates; the SVG scales them to its box. */
export const MAP_VIEWBOX = { width: 960, height: 500 } as const;

export const projection = geoNaturalEarth1().fitExtent(
  [
    [8, 8],
    [MAP_VIEWBOX.width - 8, MAP_VIEWBOX.height - 8],
  ],
  { type: 'Sphere' },
);
export const path = geoPath(projection);
export const spherePath = path({ type: 'Sphere' }) ?? '';

export function project(point: LonLat): [number, number] | null {
  return projection([point[0], point[1]]);
}

/** The view at zoom `k` centred on `center` (the map's centre when undefined). */
export function initialView(bounds: ZoomBounds, k: number, center?: LonLat): ZoomView {
  const point = center ? project(center) : null;
  const [x, y] = point ?? [bounds.width / 2, bounds.height / 2];
  return clampView({ k, x: bounds.width / 2 - x * k, y: bounds.height / 2 - y * k }, bounds);
}
