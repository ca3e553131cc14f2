import type { ChartData } from 'chart.js';

import { palette, type PaletteColor } from '@/config/palette';

const isPaletteColor = (color: string): color is PaletteColor => Object.hasOwn(palette, color);

/** The colours palette names stand for: the brand's, with the colour preset's primary. */
export type ChartPalette = Readonly<Record<PaletteColor, string>>;

/** A palette name with an opacity in percent, as Tailwind writes it: `primary/60`. */
const WITH_OPACITY = /^([a-z]+)\/(\d{1,3})$/;

function hexToRgb(hex: string): [number, number, number] | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match?.[1]) return undefined;
  const digits =
    match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const value = Number.parseInt(digits, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * A colour Chart.js can draw: a palette name ('primary', 'info', …) becomes its hex value, and
 * one with an opacity ('primary/60') or any name or hex colour with `alpha` below 1 becomes
 * `rgba(…)`. Anything else is returned as is. `colors` is the palette the names stand for (the
 * Chart widget passes the one of the current colour preset).
 */
export function chartColor(
  color: PaletteColor | `${PaletteColor}/${number}` | (string & {}),
  alpha?: number,
  colors: ChartPalette = palette,
): string {
  const withOpacity = WITH_OPACITY.exec(color);
  const name = withOpacity?.[1] ?? color;
  const opacity = alpha ?? (withOpacity ? Number(withOpacity[2]) / 100 : undefined);
  const hex = isPaletteColor(name) ? colors[name] : color;
  if (opacity === undefined || opacity >= 1) return hex;
  const rgb = hexToRgb(hex);
  if (!rgb) return hex;
  return `rgba(${rgb.join(', ')}, ${Math.max(0, opacity)})`;
}

const COLOR_KEYS = [
  'backgroundColor',
  'borderColor',
  'hoverBackgroundColor',
  'hoverBorderColor',
  'pointBackgroundColor',
  'pointBorderColor',
  'pointHoverBackgroundColor',
  'pointHoverBorderColor',
] as const;

function resolveValue(value: unknown, colors: ChartPalette): unknown {
  if (typeof value === 'string') return chartColor(value, undefined, colors);
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, colors));
  return value;
}

/**
 * The same data with palette names in the datasets' colour fields replaced by hex values (Chart.js
 * does not know the palette, nor CSS variables). Datasets without palette names keep their
 * identity, so react-chartjs-2 can update them in place.
 */
export function resolveDataColors<T extends ChartData>(data: T, colors: ChartPalette = palette): T {
  return {
    ...data,
    datasets: data.datasets.map((dataset) => {
      const record = dataset as unknown as Record<string, unknown>;
      const changes: Record<string, unknown> = {};
      for (const key of COLOR_KEYS) {
        if (!(key in record)) continue;
        const resolved = resolveValue(record[key], colors);
        if (JSON.stringify(resolved) !== JSON.stringify(record[key])) changes[key] = resolved;
      }
      return Object.keys(changes).length ? { ...dataset, ...changes } : dataset;
    }),
  };
}
