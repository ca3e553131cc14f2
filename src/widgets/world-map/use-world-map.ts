import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';

import type { LonLat } from './great-circle';
import { mapKeyAction } from './map-keys';
import { useMapDrag } from './use-map-drag';
import type { WorldMapLayer } from './world-map-context';
import { initialView, MAP_VIEWBOX, path, project, projection } from './world-map-projection';
import {
  clientToViewBox,
  panBy,
  sameView,
  viewBoxScale,
  zoomBy,
  type ZoomBounds,
  type ZoomView,
} from './zoom';

/** The map's one tooltip, placed in the container's coordinates. */
export type WorldMapTooltip = { text: string; left: number; top: number; below: boolean };

/**
 * The state of a WorldMap's view: the pan and zoom and how to change them (buttons, wheel, drag,
 * keys), the tooltip its layers show, and the layer API they read from context.
 */
export function useWorldMapState({
  containerRef,
  svgRef,
  minZoom,
  maxZoom,
  defaultZoom,
  defaultCenter,
}: {
  containerRef: RefObject<HTMLDivElement | null>;
  svgRef: RefObject<SVGSVGElement | null>;
  minZoom: number;
  maxZoom: number;
  defaultZoom: number;
  defaultCenter: LonLat | undefined;
}) {
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
  const [tooltip, setTooltip] = useState<WorldMapTooltip | null>(null);

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
  }, [svgRef, zoomAround]);

  const dragHandlers = useMapDrag({ viewRef, applyView, bounds, minZoom });

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    // Only the map itself: layers inside it (markers, bubbles) have their own keys.
    if (event.target !== event.currentTarget) return;
    const action = mapKeyAction(event);
    if (!action) return;
    if (action.kind === 'pan') applyView(panBy(viewRef.current, action.dx, action.dy, bounds));
    else if (action.kind === 'zoom') zoomAround(action.factor);
    else applyView(homeView);
    event.preventDefault();
  };

  const showTooltip = useCallback(
    (text: string, anchor: Element) => {
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
    },
    [containerRef],
  );
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
  }, [svgRef]);

  const k = view.k;
  const layer = useMemo<WorldMapLayer>(
    () => ({ project, path, projection, k, pixel, showTooltip, hideTooltip }),
    [k, pixel, showTooltip, hideTooltip],
  );

  return {
    view,
    homeView,
    tooltip,
    layer,
    zoomedIn: view.k > minZoom,
    atMaxZoom: view.k >= maxZoom,
    atHome: sameView(view, homeView),
    zoomAround,
    reset: () => applyView(homeView),
    svgHandlers: { onKeyDown, ...dragHandlers },
  };
}
