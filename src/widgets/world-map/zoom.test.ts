import {
  clampView,
  clampZoom,
  clientToViewBox,
  IDENTITY_VIEW,
  panBy,
  sameView,
  viewBoxScale,
  zoomBy,
} from './zoom';

const bounds = { width: 960, height: 500, minZoom: 1, maxZoom: 8 };

describe('zoom maths', () => {
  it('clamps the scale', () => {
    expect(clampZoom(0.2, 1, 8)).toBe(1);
    expect(clampZoom(20, 1, 8)).toBe(8);
    expect(clampZoom(3, 1, 8)).toBe(3);
  });

  it('zooms around the centre by default and keeps that point still', () => {
    const view = zoomBy(IDENTITY_VIEW, 2, bounds);
    expect(view).toEqual({ k: 2, x: -480, y: -250 });
    // The centre (480, 250) still shows at (480, 250).
    expect(480 * view.k + view.x).toBe(480);
    expect(250 * view.k + view.y).toBe(250);
  });

  it('zooms around a given point', () => {
    const view = zoomBy(IDENTITY_VIEW, 2, bounds, [100, 100]);
    expect(view).toEqual({ k: 2, x: -100, y: -100 });
  });

  it('never zooms out past the whole map, nor in past the maximum', () => {
    expect(zoomBy(IDENTITY_VIEW, 0.5, bounds)).toEqual(IDENTITY_VIEW);
    expect(zoomBy({ k: 6, x: -2400, y: -1250 }, 4, bounds).k).toBe(8);
  });

  it('keeps the map covering the viewport while panning', () => {
    expect(panBy(IDENTITY_VIEW, 50, 50, bounds)).toEqual(IDENTITY_VIEW);
    const zoomed = { k: 2, x: -480, y: -250 };
    expect(panBy(zoomed, 100, -30, bounds)).toEqual({ k: 2, x: -380, y: -280 });
    expect(panBy(zoomed, 10_000, 10_000, bounds)).toEqual({ k: 2, x: 0, y: 0 });
    expect(panBy(zoomed, -10_000, -10_000, bounds)).toEqual({ k: 2, x: -960, y: -500 });
  });

  it('centres a map smaller than the viewport', () => {
    expect(clampView({ k: 0.5, x: 0, y: 0 }, { ...bounds, minZoom: 0.5 })).toEqual({
      k: 0.5,
      x: 240,
      y: 125,
    });
  });

  it('converts client points to viewBox points for a letterboxed SVG', () => {
    // 1920×500 box: the 960×500 drawing is centred with 480 px each side, at scale 1.
    const rect = { left: 10, top: 20, width: 1920, height: 500 };
    expect(clientToViewBox(rect, bounds, 10 + 480, 20)).toEqual([0, 0]);
    expect(clientToViewBox(rect, bounds, 10 + 960, 270)).toEqual([480, 250]);
    // Half size: every screen pixel is two viewBox units.
    const small = { left: 0, top: 0, width: 480, height: 250 };
    expect(viewBoxScale(small, bounds)).toBe(0.5);
    expect(clientToViewBox(small, bounds, 240, 125)).toEqual([480, 250]);
    expect(viewBoxScale({ width: 0, height: 0 }, bounds)).toBe(1);
  });

  it('compares views', () => {
    expect(sameView(IDENTITY_VIEW, { k: 1, x: 0, y: 0 })).toBe(true);
    expect(sameView(IDENTITY_VIEW, { k: 1, x: 1, y: 0 })).toBe(false);
  });
});
