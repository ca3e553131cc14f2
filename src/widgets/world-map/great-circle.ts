import { geoDistance, geoInterpolate, type GeoPath } from 'd3-geo';
import type { LineString } from 'geojson';

/** A point as [longitude, latitude] in degrees. */
export type LonLat = readonly [number, number];

/** The GeoJSON line between two points; d3-geo draws it as the great circle (the shortest way). */
export function greatCircle(from: LonLat, to: LonLat): LineString {
  return { type: 'LineString', coordinates: [[...from], [...to]] };
}

/** The SVG path of the great circle from `from` to `to` under `path`'s projection ('' if none). */
export function greatCirclePath(path: GeoPath, from: LonLat, to: LonLat): string {
  return path(greatCircle(from, to)) ?? '';
}

/** The point a fraction `t` (0–1) of the way along the great circle. */
export function greatCirclePoint(from: LonLat, to: LonLat, t: number): [number, number] {
  return geoInterpolate([...from], [...to])(t);
}

/** The great-circle distance in kilometres (mean Earth radius 6371 km). */
export function greatCircleKm(from: LonLat, to: LonLat): number {
  return geoDistance([...from], [...to]) * 6371;
}
