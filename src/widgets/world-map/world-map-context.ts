import type { GeoPath, GeoProjection } from 'd3-geo';
import { createContext, useContext } from 'react';

import type { LonLat } from './great-circle';

/** What a layer inside `WorldMap` needs to draw in map coordinates. */
export type WorldMapLayer = {
  /** [longitude, latitude] → map (viewBox) coordinates; null when the point is not drawable. */
  project: (point: LonLat) => [number, number] | null;
  /** A d3 path generator for the map's projection (GeoJSON → SVG path data). */
  path: GeoPath;
  /** The projection itself. */
  projection: GeoProjection;
  /** The current zoom: divide a size by it to keep it the same on screen. */
  k: number;
  /** Map units per screen pixel at zoom 1: `size * pixel / k` draws `size` CSS pixels. */
  pixel: number;
  /** Shows the map's one tooltip with `text` above `anchor` (an element inside the map). */
  showTooltip: (text: string, anchor: Element) => void;
  /** Hides the tooltip. */
  hideTooltip: () => void;
};

export const WorldMapContext = createContext<WorldMapLayer | null>(null);

/** The layer API of the surrounding `WorldMap`; throws outside one. */
export function useWorldMap(): WorldMapLayer {
  const layer = useContext(WorldMapContext);
  if (!layer) throw new Error('useWorldMap must be used inside <WorldMap>');
  return layer;
}
