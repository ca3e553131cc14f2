import type { ComponentProps } from 'react';

import { greatCirclePath, type LonLat } from './great-circle';
import { useWorldMap } from './world-map-context';
import styles from './world-map.module.css';

export type MapArc = {
  /** Unique key. */
  id: string;
  /** Start: [longitude, latitude]. */
  from: LonLat;
  /** End: [longitude, latitude]. */
  to: LonLat;
};

export type MapArcsProps = Omit<ComponentProps<'g'>, 'children'> & {
  /** The arcs, each drawn as a great circle. */
  arcs: readonly MapArc[];
  /** Stroke colour (any CSS colour). */
  color: string;
  /** Stroke opacity. @default 1 */
  opacity?: number;
  /** Stroke width in CSS pixels, at every zoom. @default 2 */
  width?: number;
  /** Draw the arcs in one after another (never under prefers-reduced-motion). @default true */
  animate?: boolean;
};

/**
 * Great-circle lines on a `WorldMap` (flight routes), decorative: give the routes a text
 * alternative next to the map. Remount (change `key`) to play the drawing animation again.
 */
export function MapArcs({
  arcs,
  color,
  opacity = 1,
  width = 2,
  animate = true,
  ...props
}: MapArcsProps) {
  const { path, k, pixel } = useWorldMap();
  return (
    <g data-slot="map-arcs" aria-hidden {...props}>
      {arcs.map((arc, index) => (
        <path
          key={arc.id}
          data-slot="route-arc"
          data-route={arc.id}
          d={greatCirclePath(path, arc.from, arc.to)}
          pathLength={1}
          className={animate ? styles.arc : undefined}
          style={{
            fill: 'none',
            stroke: color,
            strokeOpacity: opacity,
            strokeWidth: (width * pixel) / k,
            strokeLinecap: 'round',
            animationDelay: animate ? `${index * 70}ms` : undefined,
          }}
        />
      ))}
    </g>
  );
}
