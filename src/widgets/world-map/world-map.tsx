import { geoNaturalEarth1, geoPath } from 'd3-geo';
import type { TFunction } from 'i18next';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

import type { LonLat } from './great-circle';
import { loadWorldGeometry, type WorldGeometry } from './world-geometry';
import { WorldMapContext, type WorldMapLayer } from './world-map-context';
import {
  clampView,
  clientToViewBox,
  panBy,
  sameView,
  viewBoxScale,
  zoomBy,
  type ZoomBounds,
  type ZoomView,
} from './zoom';

/** The drawing's own coordinates; the SVG scales them to its box. */
export const MAP_VIEWBOX = { width: 960, height: 500 } as const;

const projection = geoNaturalEarth1().fitExtent(
  [
    [8, 8],
    [MAP_VIEWBOX.width - 8, MAP_VIEWBOX.height - 8],
  ],
  { type: 'Sphere' },
);
const path = geoPath(projection);
const spherePath = path({ type: 'Sphere' }) ?? '';

function project(point: LonLat): [number, number] | null {
  return projection([point[0], point[1]]);
}

// Map colours derive from the theme tokens, so the map follows light and dark.
const OCEAN = 'color-mix(in srgb, var(--palette-info) 9%, var(--surface))';
const LAND = 'color-mix(in srgb, var(--text-muted) 24%, var(--surface))';

/** Keyboard panning step, in viewBox units. */
const PAN_STEP = 60;
const ZOOM_STEP = 1.5;
/** Pointer travel (px) before a press becomes a drag (so clicks on markers still click). */
const DRAG_THRESHOLD = 4;

type TooltipState = { text: string; left: number; top: number; below: boolean } | null;

type DragState = {
  pointerId: number;
  clientX: number;
  clientY: number;
  view: ZoomView;
  dragging: boolean;
};

/** Every text the WorldMap shows or announces. */
export type WorldMapLabels = {
  /** Accessible name of a map without `label`. */
  map: string;
  /** Status text while loading. */
  loading: string;
  /** Message when the map failed to load. */
  error: string;
  /** The retry button. */
  retry: string;
  /** Name of the zoom buttons' group. */
  zoomControls: string;
  zoomIn: string;
  zoomOut: string;
  resetZoom: string;
  /** Describes the keyboard controls to screen readers. */
  keyboardHint: string;
};

const worldMapLabels = (t: TFunction): WorldMapLabels => ({
  map: t('worldMaps.map.label'),
  loading: t('worldMaps.map.loading'),
  error: t('worldMaps.map.error'),
  retry: t('worldMaps.map.retry'),
  zoomControls: t('worldMaps.map.zoomControls'),
  zoomIn: t('worldMaps.map.zoomIn'),
  zoomOut: t('worldMaps.map.zoomOut'),
  resetZoom: t('worldMaps.map.resetZoom'),
  keyboardHint: t('worldMaps.map.keyboardHint'),
});

export type WorldMapProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Accessible name of this map. @default `labels.map` ("World map") */
  label?: string;
  /** Layers drawn in map coordinates (they read `useWorldMap()`); shown once the map has loaded. @default undefined */
  children?: ReactNode;
  /** Smallest zoom (1 = the whole world fits). @default 1 */
  minZoom?: number;
  /** Largest zoom. @default 8 */
  maxZoom?: number;
  /** The zoom the map opens at, and returns to on reset. @default 1 */
  defaultZoom?: number;
  /** The point ([longitude, latitude]) centred at `defaultZoom`. @default undefined (the map's centre) */
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

  // Loading: each attempt has a number; a result belongs to one attempt.
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

  // Pan and zoom.
  const bounds = useMemo<ZoomBounds>(
    () => ({ ...MAP_VIEWBOX, minZoom, maxZoom }),
    [minZoom, maxZoom],
  );
  const [centerLon, centerLat] = defaultCenter ?? [undefined, undefined];
  const homeView = useMemo(
    () =>
      initialView(
        bounds,
        defaultZoom,
        centerLon === undefined || centerLat === undefined ? undefined : [centerLon, centerLat],
      ),
    [bounds, defaultZoom, centerLon, centerLat],
  );
  const [view, setView] = useState<ZoomView>(homeView);
  const viewRef = useRef<ZoomView>(homeView);
  const [tooltip, setTooltip] = useState<TooltipState>(null);

  const applyView = useCallback((next: ZoomView) => {
    if (sameView(next, viewRef.current)) return false;
    viewRef.current = next;
    setView(next);
    setTooltip(null);
    return true;
  }, []);

  const zoomAround = useCallback(
    (factor: number, at?: readonly [number, number]) =>
      applyView(zoomBy(viewRef.current, factor, bounds, at)),
    [applyView, bounds],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    // A wheel listener must be non-passive to keep the page from scrolling while the map zooms.
    const onWheel = (event: WheelEvent) => {
      if (event.deltaY === 0) return;
      const at = clientToViewBox(
        svg.getBoundingClientRect(),
        MAP_VIEWBOX,
        event.clientX,
        event.clientY,
      );
      const factor = Math.pow(2, -event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
      // At a zoom limit the wheel scrolls the page as usual.
      if (zoomAround(factor, at)) event.preventDefault();
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [zoomAround]);

  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    suppressClick.current = false;
    drag.current = {
      pointerId: event.pointerId,
      clientX: event.clientX,
      clientY: event.clientY,
      view: viewRef.current,
      dragging: false,
    };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.clientX;
    const dy = event.clientY - state.clientY;
    if (!state.dragging) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD || state.view.k <= minZoom) return;
      state.dragging = true;
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    const scale = viewBoxScale(event.currentTarget.getBoundingClientRect(), MAP_VIEWBOX);
    applyView(panBy(state.view, dx / scale, dy / scale, bounds));
  };
  const endDrag = (event: PointerEvent<SVGSVGElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    if (state.dragging) {
      suppressClick.current = true;
      if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
        event.currentTarget.releasePointerCapture(event.pointerId);
      }
    }
    drag.current = null;
  };
  const onClickCapture = (event: MouseEvent<SVGSVGElement>) => {
    // The click that ends a drag is not a click on a marker.
    if (suppressClick.current) {
      suppressClick.current = false;
      event.stopPropagation();
      event.preventDefault();
    }
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    // Only the map itself: layers inside it (markers, bubbles) have their own keys.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [PAN_STEP, 0],
      ArrowRight: [-PAN_STEP, 0],
      ArrowUp: [0, PAN_STEP],
      ArrowDown: [0, -PAN_STEP],
    };
    const move = moves[event.key];
    if (move) applyView(panBy(viewRef.current, move[0], move[1], bounds));
    else if (event.key === '+' || event.key === '=') zoomAround(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomAround(1 / ZOOM_STEP);
    else if (event.key === '0') applyView(homeView);
    else return;
    event.preventDefault();
  };

  const showTooltip = useCallback((text: string, anchor: Element) => {
    const container = containerRef.current;
    if (!container) return;
    const box = container.getBoundingClientRect();
    const rect = anchor.getBoundingClientRect();
    const margin = Math.min(72, box.width / 2);
    const center = rect.left + rect.width / 2 - box.left;
    // Below the mark when there is no room above it (the map clips what leaves its box).
    const below = rect.top - box.top < 40;
    setTooltip({
      text,
      left: Math.min(Math.max(center, margin), box.width - margin),
      top: below ? rect.bottom - box.top + 6 : rect.top - box.top - 6,
      below,
    });
  }, []);
  const hideTooltip = useCallback(() => setTooltip(null), []);

  // Map units per screen pixel at zoom 1, so markers can be sized in pixels.
  const [pixel, setPixel] = useState(1);
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setPixel(1 / viewBoxScale(svg.getBoundingClientRect(), MAP_VIEWBOX));
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, []);

  const k = view.k;
  const layer = useMemo<WorldMapLayer>(
    () => ({ project, path, projection, k, pixel, showTooltip, hideTooltip }),
    [k, pixel, showTooltip, hideTooltip],
  );

  const zoomedIn = view.k > minZoom;
  const status = failed ? 'error' : shapes ? 'ready' : 'loading';

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
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClickCapture={onClickCapture}
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
              <WorldMapContext value={layer}>{children}</WorldMapContext>
            </>
          )}
        </g>
      </svg>
      <p id={hintId} className="sr-only">
        {labels.keyboardHint}
      </p>

      {status === 'loading' && (
        <div
          role="status"
          data-slot="world-map-loading"
          className="pointer-events-none absolute inset-0 flex items-center justify-center"
        >
          <span className="rounded-full bg-surface px-3 py-1 text-sm text-muted">
            {labels.loading}
          </span>
        </div>
      )}
      {status === 'error' && (
        <div
          data-slot="world-map-error"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-4 text-center"
        >
          <p role="alert" className="rounded-card bg-surface px-3 py-1 text-danger-strong">
            {labels.error}
          </p>
          <Button variant="outline" size="sm" onClick={() => setAttempt((value) => value + 1)}>
            {labels.retry}
          </Button>
        </div>
      )}

      {status === 'ready' && (
        <div
          role="group"
          aria-label={labels.zoomControls}
          data-slot="world-map-controls"
          className="absolute top-2 right-2 flex flex-col gap-1"
        >
          <ZoomButton
            label={labels.zoomIn}
            disabled={view.k >= maxZoom}
            onClick={() => zoomAround(ZOOM_STEP)}
          >
            <Plus aria-hidden />
          </ZoomButton>
          <ZoomButton
            label={labels.zoomOut}
            disabled={!zoomedIn}
            onClick={() => zoomAround(1 / ZOOM_STEP)}
          >
            <Minus aria-hidden />
          </ZoomButton>
          <ZoomButton
            label={labels.resetZoom}
            disabled={sameView(view, homeView)}
            onClick={() => applyView(homeView)}
          >
            <RotateCcw aria-hidden />
          </ZoomButton>
        </div>
      )}

      {tooltip && (
        <div
          role="tooltip"
          data-slot="world-map-tooltip"
          className="pointer-events-none absolute z-10 rounded-md bg-shell/95 px-3 py-1.5 text-center text-sm whitespace-nowrap text-white shadow-popover"
          style={{
            left: tooltip.left,
            top: tooltip.top,
            transform: tooltip.below ? 'translateX(-50%)' : 'translate(-50%, -100%)',
          }}
        >
          {tooltip.text}
        </div>
      )}
    </div>
  );
}

/** The view at zoom `k` centred on `center` (the map's centre when undefined). */
function initialView(bounds: ZoomBounds, k: number, center?: LonLat): ZoomView {
  const point = center ? project(center) : null;
  const [x, y] = point ?? [bounds.width / 2, bounds.height / 2];
  return clampView({ k, x: bounds.width / 2 - x * k, y: bounds.height / 2 - y * k }, bounds);
}

function ZoomButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-slot="world-map-zoom-button"
      aria-label={label}
      title={label}
      // aria-disabled keeps the button focusable, so focus is not lost at a zoom limit.
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      className="inline-flex size-8 cursor-pointer items-center justify-center rounded-full border border-input bg-surface text-text shadow-card hover:bg-surface-muted aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:size-4"
    >
      {children}
    </button>
  );
}
