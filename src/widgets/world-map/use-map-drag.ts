import { useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';

import { MAP_VIEWBOX } from './world-map-projection';
import { panBy, viewBoxScale, type ZoomBounds, type ZoomView } from './zoom';

/** Pointer travel (px) before a press becomes a drag (so clicks on markers still click). */
const DRAG_THRESHOLD = 4;

type DragState = {
  pointerId: number;
  clientX: number;
  clientY: number;
  view: ZoomView;
  dragging: boolean;
};

/**
 * Dragging pans the map once it is zoomed in. A press becomes a drag after a few pixels; the
 * click that ends a drag is swallowed, so it does not reach a marker.
 */
export function useMapDrag({
  viewRef,
  applyView,
  bounds,
  minZoom,
}: {
  viewRef: RefObject<ZoomView>;
  applyView: (next: ZoomView) => boolean;
  bounds: ZoomBounds;
  minZoom: number;
}) {
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

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onClickCapture,
  };
}
