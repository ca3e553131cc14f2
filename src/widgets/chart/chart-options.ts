import type { ChartType as ChartJsType, ChartOptions, Scale, TooltipItem } from 'chart.js';

import type { Formatter } from '@/lib/format';

/** The chart types the widget draws. */
export const CHART_KINDS = [
  'pie',
  'donut',
  'bubble',
  'line',
  'horizontal-bar',
  'vertical-bar',
] as const;

export type ChartKind = (typeof CHART_KINDS)[number];

export const isChartKind = (value: unknown): value is ChartKind =>
  (CHART_KINDS as readonly unknown[]).includes(value);

/** The Chart.js type behind each kind: a donut is a doughnut, both bar kinds are bars. */
export const chartJsType: Record<ChartKind, ChartJsType> = {
  pie: 'pie',
  donut: 'doughnut',
  bubble: 'bubble',
  line: 'line',
  'horizontal-bar': 'bar',
  'vertical-bar': 'bar',
};

/** Kinds drawn inside axes (the others are round). */
export const hasScales = (kind: ChartKind) => kind !== 'pie' && kind !== 'donut';

type PlainObject = Record<string, unknown>;

const isPlainObject = (value: unknown): value is PlainObject =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * `override` deep-merged over `base` into a new object: nested plain objects merge, anything else
 * (arrays, functions, numbers, `false`) replaces; `undefined` leaves the base value. Neither input
 * is changed.
 */
export function mergeOptions<T extends object>(base: T, override: object | undefined): T {
  if (!override) return base;
  const result: PlainObject = { ...(base as PlainObject) };
  for (const [key, value] of Object.entries(override)) {
    if (value === undefined) continue;
    const current = result[key];
    result[key] =
      isPlainObject(current) && isPlainObject(value) ? mergeOptions(current, value) : value;
  }
  return result as T;
}

/** Colours and font read from the page's theme tokens (empty when a token is not set). */
export type ChartTheme = {
  /** The colour preset's primary (`--palette-primary`), which the palette name `primary` draws. */
  primary: string;
  text: string;
  mutedText: string;
  grid: string;
  surface: string;
  fontFamily: string;
};

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A tick's text: a category's own label, a number in the language's format. */
function tickText(format: Formatter) {
  return function (this: Scale, value: number | string) {
    if (this.type === 'category') return this.getLabelForValue(Number(value));
    return finite(value) ? format.number(value) : String(value);
  };
}

/** A tooltip's line: "label: value" (a bubble's x, y and radius), numbers by `format`. */
export function tooltipLabel(kind: ChartKind, format: Formatter) {
  return (item: TooltipItem<ChartJsType>): string => {
    const number = (value: unknown) => (finite(value) ? format.number(value) : '');
    const parsed = item.parsed as unknown;
    let value: string;
    if (kind === 'bubble') {
      const { x, y, _custom } = parsed as { x?: unknown; y?: unknown; _custom?: unknown };
      const raw = item.raw as { r?: unknown } | undefined;
      value = `(${format.list([number(x), number(y), number(raw?.r ?? _custom)], { type: 'unit', style: 'short' })})`;
    } else if (!hasScales(kind)) {
      value = number(parsed);
    } else {
      const point = parsed as { x?: unknown; y?: unknown };
      value = number(kind === 'horizontal-bar' ? point.x : point.y);
    }
    const name = hasScales(kind) ? item.dataset.label : item.label;
    return name ? `${name}: ${value}` : value;
  };
}

/**
 * The widget's defaults: responsive, free aspect ratio, legend at the bottom
 * with point-style markers and 20 px padding, 14 px tooltips, and text and grid colours from the
 * theme. Numbers on the axes and in tooltips are written by `format`; `reducedMotion` turns
 * animation off. Right to left (`dir: 'rtl'`), legends and tooltips read right to left and the
 * axes mirror: the horizontal axis runs from the right and the vertical one stands on the right.
 */
export function defaultChartOptions(
  kind: ChartKind,
  {
    theme,
    reducedMotion,
    format,
    dir = 'ltr',
  }: { theme: ChartTheme; reducedMotion: boolean; format: Formatter; dir?: 'ltr' | 'rtl' },
): ChartOptions {
  const rtl = dir === 'rtl';
  const textDirection = rtl ? { rtl: true, textDirection: 'rtl' } : {};
  const font = theme.fontFamily ? { family: theme.fontFamily } : {};
  const color = (value: string) => (value ? { color: value } : {});
  const axis = () => ({
    ticks: { ...color(theme.mutedText), font: { ...font, size: 13 }, callback: tickText(format) },
    grid: { ...color(theme.grid) },
    border: { ...color(theme.grid) },
  });

  const options: PlainObject = {
    responsive: true,
    maintainAspectRatio: false,
    locale: format.locale,
    ...(reducedMotion ? { animation: false } : {}),
    ...color(theme.text),
    font: { ...font },
    plugins: {
      legend: {
        position: 'bottom',
        ...textDirection,
        labels: {
          usePointStyle: true,
          padding: 20,
          ...color(theme.text),
          font: { ...font, size: 14 },
        },
      },
      tooltip: {
        ...textDirection,
        titleFont: { ...font, size: 14 },
        bodyFont: { ...font, size: 14 },
        callbacks: { label: tooltipLabel(kind, format) },
      },
    },
  };

  if (hasScales(kind)) {
    options.scales = {
      x: { ...axis(), ...(rtl ? { reverse: true } : {}) },
      y: { ...axis(), ...(rtl ? { position: 'right' } : {}) },
    };
  }
  if (kind === 'horizontal-bar') options.indexAxis = 'y';
  // Slices are separated by the card's own colour, so the gaps read in both themes.
  if (!hasScales(kind) && theme.surface) options.elements = { arc: { borderColor: theme.surface } };

  return options;
}
