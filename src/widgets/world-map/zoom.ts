/** A pan and zoom: content point p shows at `p * k + [x, y]` (viewBox units). */
export type ZoomView = { k: number; x: number; y: number };

/** The size of the drawing (the SVG viewBox), and the zoom limits. */
export type ZoomBounds = { width: number; height: number; minZoom: number; maxZoom: number };

export const IDENTITY_VIEW: ZoomView = { k: 1, x: 0, y: 0 };

/** `k` limited to [minZoom, maxZoom]. */
export function clampZoom(k: number, minZoom: number, maxZoom: number): number {
  return Math.min(maxZoom, Math.max(minZoom, k));
}

/**
 * The view with its scale clamped and its translation limited so the drawing always covers the
 * viewport when zoomed in (no panning off the map) and stays centred when zoomed out.
 */
export function clampView(view: ZoomView, bounds: ZoomBounds): ZoomView {
  const k = clampZoom(view.k, bounds.minZoom, bounds.maxZoom);
  const axis = (value: number, size: number) => {
    const min = size - size * k;
    if (min > 0) return min / 2;
    return Math.min(0, Math.max(min, value));
  };
  return { k, x: axis(view.x, bounds.width), y: axis(view.y, bounds.height) };
}

/** Zooms by `factor` keeping the viewBox point `at` fixed on screen (the centre by default). */
export function zoomBy(
  view: ZoomView,
  factor: number,
  bounds: ZoomBounds,
  at: readonly [number, number] = [bounds.width / 2, bounds.height / 2],
): ZoomView {
  const k = clampZoom(view.k * factor, bounds.minZoom, bounds.maxZoom);
  const ratio = k / view.k;
  const [ax, ay] = at;
  return clampView({ k, x: ax - (ax - view.x) * ratio, y: ay - (ay - view.y) * ratio }, bounds);
}

/** Moves the view by (dx, dy) viewBox units. */
export function panBy(view: ZoomView, dx: number, dy: number, bounds: ZoomBounds): ZoomView {
  return clampView({ k: view.k, x: view.x + dx, y: view.y + dy }, bounds);
}

/**
 * The viewBox point under a client (screen) point, for an SVG drawn with
 * preserveAspectRatio="xMidYMid meet" in `rect`.
 */
export function clientToViewBox(
  rect: { left: number; top: number; width: number; height: number },
  viewBox: { width: number; height: number },
  clientX: number,
  clientY: number,
): [number, number] {
  const scale = viewBoxScale(rect, viewBox);
  const offsetX = (rect.width - viewBox.width * scale) / 2;
  const offsetY = (rect.height - viewBox.height * scale) / 2;
  return [(clientX - rect.left - offsetX) / scale, (clientY - rect.top - offsetY) / scale];
}

/** Screen pixels per viewBox unit for a "meet" SVG in `rect` (1 when it has no size yet). */
export function viewBoxScale(
  rect: { width: number; height: number },
  viewBox: { width: number; height: number },
): number {
  const scale = Math.min(rect.width / viewBox.width, rect.height / viewBox.height);
  return scale > 0 ? scale : 1;
}

export function sameView(a: ZoomView, b: ZoomView): boolean {
  return a.k === b.k && a.x === b.x && a.y === b.y;
}
