/** The head advances one position every 30 ms. */
export const PRE_LOADER_STEP_MS = 30;
/** The dots that trace the "T". */
export const PRE_LOADER_DOTS = 24;
/** The dots behind the head that form its fading tail. */
export const PRE_LOADER_TAIL = 7;

/**
 * The 24 positions, in tracing order, on a 6 × 6 grid: the outline of a "T" (a 6 × 2 bar over a
 * 2 × 4 stem) walked clockwise one grid unit at a time, so every corner is a dot.
 */
export const T_PATH: readonly (readonly [number, number])[] = (() => {
  const corners: [number, number][] = [
    [0, 0],
    [6, 0],
    [6, 2],
    [4, 2],
    [4, 6],
    [2, 6],
    [2, 2],
    [0, 2],
    [0, 0],
  ];
  const points: [number, number][] = [];
  for (let i = 0; i < corners.length - 1; i++) {
    const [x0, y0] = corners[i]!;
    const [x1, y1] = corners[i + 1]!;
    const length = Math.abs(x1 - x0) + Math.abs(y1 - y0);
    for (let step = 0; step < length; step++) {
      points.push([x0 + Math.sign(x1 - x0) * step, y0 + Math.sign(y1 - y0) * step]);
    }
  }
  return points;
})();

/** Index of the head dot after `steps` steps. */
export function headIndex(steps: number, count = PRE_LOADER_DOTS): number {
  return ((Math.floor(steps) % count) + count) % count;
}

/** How many positions `index` sits behind the head (0 = the head itself). */
export function distanceBehind(index: number, head: number, count = PRE_LOADER_DOTS): number {
  return (((head - index) % count) + count) % count;
}

/**
 * Lightness (%) of a dot `distance` positions behind the head: the colour's own lightness at the
 * head, rising in equal steps through the tail towards `restLightness`, which the other dots keep.
 */
export function tailLightness(
  distance: number,
  baseLightness: number,
  restLightness = 84,
  tail = PRE_LOADER_TAIL,
): number {
  if (distance <= 0) return baseLightness;
  if (distance > tail) return restLightness;
  return baseLightness + ((restLightness - baseLightness) * distance) / (tail + 1);
}

export type Hsl = { h: number; s: number; l: number };

/** `#rrggbb` → HSL (h in degrees, s and l in %); anything unreadable gives the palette green's hue. */
export function hexToHsl(hex: string): Hsl {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return { h: 144, s: 73, l: 59 };
  const value = Number.parseInt(match[1]!, 16);
  const r = ((value >> 16) & 255) / 255;
  const g = ((value >> 8) & 255) / 255;
  const b = (value & 255) / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  let h = 0;
  let s = 0;
  if (d !== 0) {
    s = d / (1 - Math.abs(2 * l - 1));
    if (max === r) h = ((g - b) / d) % 6;
    else if (max === g) h = (b - r) / d + 2;
    else h = (r - g) / d + 4;
    h *= 60;
    if (h < 0) h += 360;
  }
  return { h: Math.round(h), s: Math.round(s * 100), l: Math.round(l * 100) };
}

export type PreLoaderDot = { x: number; y: number; radius: number; color: string };

/**
 * The dots to draw at a step, in canvas units for a square of `size`: the head (radius 8) and its
 * tail last, so they paint over the resting dots. Radii are 4 and 8 at size 96 and scale with it.
 */
export function preLoaderFrame(steps: number, size: number, color: Hsl): PreLoaderDot[] {
  const scale = size / 96;
  const margin = 12 * scale;
  const unit = (size - 2 * margin) / 6;
  const head = headIndex(steps);
  return T_PATH.map(([gx, gy], index) => {
    const distance = distanceBehind(index, head);
    return {
      distance,
      dot: {
        x: margin + gx * unit,
        y: margin + gy * unit,
        radius: (distance === 0 ? 8 : 4) * scale,
        color: `hsl(${color.h} ${color.s}% ${tailLightness(distance, color.l)}%)`,
      },
    };
  })
    .sort((a, b) => b.distance - a.distance)
    .map(({ dot }) => dot);
}
