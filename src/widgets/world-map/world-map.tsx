import { useId, useRef, type ComponentProps, type ReactNode } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import type { LonLat } from './great-circle';
import { ZOOM_STEP } from './map-keys';
import { useWorldGeometry } from './use-world-geometry';
import { useWorldMapState } from './use-world-map';
import { loadWorldGeometry, type WorldGeometry } from './world-geometry';
import { WorldMapContext } from './world-map-context';
import { worldMapLabels, type WorldMapLabels } from './world-map-labels';
import {
  WorldMapError,
  WorldMapLoading,
  WorldMapTooltipBox,
  WorldMapZoomControls,
} from './world-map-parts';
import { MAP_VIEWBOX, spherePath } from './world-map-projection';

// Map colours derive from the theme tokens, so the map follows light and dark.
const OCEAN = 'color-mix(in srgb, var(--palette-info) 9%, var(--surface))';
const LAND = 'color-mix(in srgb, var(--text-muted) 24%, var(--surface))';

export type WorldMapProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Accessible name of this map. @default `labels.map` ("World map") */
  label?: string;
  /** Layers drawn in map coordinates (they read `useWorldMap()`); shown once the map has loaded. */
  children?: ReactNode;
  /** Smallest zoom (1 = the whole world fits). @default 1 */
  minZoom?: number;
  /** Largest zoom. @default 8 */
  maxZoom?: number;
  /** The zoom the map opens at, and returns to on reset. @default 1 */
  defaultZoom?: number;
  /** The point ([longitude, latitude]) centred at `defaultZoom`; without it the map's centre. */
  defaultCenter?: LonLat;
  /** Loads the base map. @default loadWorldGeometry (world-atlas 1:110m, imported on demand) */
  loadGeometry?: () => Promise<WorldGeometry>;
  /** Texts to override (map name, loading, error, retry, zoom buttons, keyboard hint); the rest stay translated. @default the `worldMaps.map.*` translations */
  labels?: Partial<WorldMapLabels>;
};

/**
 * A world map in SVG (d3-geo, Natural Earth projection) that fills its box, in theme colours, with
 * zoom and pan: the + / − / reset buttons, the wheel, dragging, and on the focused map the arrow
 * keys (pan), + and − (zoom) and 0 (reset). Layers passed as children draw in map coordinates
 * through `useWorldMap()`. The geometry is imported on first use; while it loads a quiet skeleton
 * shows, and a failed import shows an error with Retry.
 */
export function WorldMap({
  label,
  children,
  minZoom = 1,
  maxZoom = 8,
  defaultZoom = 1,
  defaultCenter,
  loadGeometry = loadWorldGeometry,
  labels: labelOverrides,
  className,
  style,
  ...props
}: WorldMapProps) {
  const labels = useLabels(worldMapLabels, labelOverrides);
  const hintId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const { shapes, status, retry } = useWorldGeometry(loadGeometry);
  const map = useWorldMapState({
    containerRef,
    svgRef,
    minZoom,
    maxZoom,
    defaultZoom,
    defaultCenter,
  });
  const { view, zoomedIn } = map;

  return (
    <div
      ref={containerRef}
      data-slot="world-map"
      data-state={status}
      className={cn('relative w-full overflow-hidden rounded-card', className)}
      // Without a height of its own the box takes the drawing's shape.
      style={{
        aspectRatio: `${MAP_VIEWBOX.width} / ${MAP_VIEWBOX.height}`,
        // Zoomed in, the map's edges may show: let them read as sea rather than a gap.
        background: zoomedIn ? OCEAN : undefined,
        ...style,
      }}
      {...props}
    >
      <svg
        ref={svgRef}
        data-slot="world-map-svg"
        role="group"
        aria-label={label ?? labels.map}
        aria-describedby={hintId}
        aria-busy={status === 'loading'}
        tabIndex={0}
        viewBox={`0 0 ${MAP_VIEWBOX.width} ${MAP_VIEWBOX.height}`}
        preserveAspectRatio="xMidYMid meet"
        className="absolute inset-0 block size-full rounded-card select-none"
        style={{
          // Zoomed in, the map fills the whole box, not only the drawing's letterboxed middle.
          overflow: 'visible',
          // The box clips, so the focus ring goes inside it.
          outlineOffset: -2,
          touchAction: zoomedIn ? 'none' : 'pan-y',
          cursor: zoomedIn ? 'grab' : undefined,
        }}
        {...map.svgHandlers}
      >
        <g
          data-slot="world-map-content"
          transform={`translate(${view.x} ${view.y}) scale(${view.k})`}
        >
          <path
            d={spherePath}
            style={{ fill: OCEAN, stroke: 'var(--border)' }}
            vectorEffect="non-scaling-stroke"
          />
          {shapes && (
            <>
              <path data-slot="world-map-land" d={shapes.land} style={{ fill: LAND }} />
              <path
                data-slot="world-map-borders"
                d={shapes.borders}
                style={{ fill: 'none', stroke: 'var(--surface)', strokeWidth: 0.75 }}
                vectorEffect="non-scaling-stroke"
              />
              <WorldMapContext value={map.layer}>{children}</WorldMapContext>
            </>
          )}
        </g>
      </svg>
      <p id={hintId} className="sr-only">
        {labels.keyboardHint}
      </p>

      {status === 'loading' && <WorldMapLoading text={labels.loading} />}
      {status === 'error' && <WorldMapError labels={labels} onRetry={retry} />}
      {status === 'ready' && (
        <WorldMapZoomControls
          labels={labels}
          canZoomIn={!map.atMaxZoom}
          canZoomOut={zoomedIn}
          canReset={!map.atHome}
          onZoomIn={() => map.zoomAround(ZOOM_STEP)}
          onZoomOut={() => map.zoomAround(1 / ZOOM_STEP)}
          onReset={map.reset}
        />
      )}
      {map.tooltip && <WorldMapTooltipBox tooltip={map.tooltip} />}
    </div>
  );
}
