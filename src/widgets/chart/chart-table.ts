import type { ChartData } from 'chart.js';

import type { Formatter } from '@/lib/format';

import type { ChartKind } from './chart-options';

/** Column headings of the text alternative, translated by the caller. */
export type ChartTableHeadings = {
  label: string;
  value: string;
  dataset: string;
  x: string;
  y: string;
  radius: string;
};

export type ChartTableModel = {
  head: string[];
  rows: { header: string; cells: string[] }[];
};

function labelText(label: unknown): string {
  if (Array.isArray(label)) return label.map(labelText).join(' ');
  return typeof label === 'string' || typeof label === 'number' ? String(label) : '';
}

function pointValue(point: unknown): unknown {
  if (point !== null && typeof point === 'object' && 'y' in point) return point.y;
  return point;
}

/**
 * The data of a chart as a table (its text alternative): one row per point of a bubble chart
 * (dataset, x, y, radius), otherwise one row per label with one column per dataset.
 */
export function chartTableModel(
  kind: ChartKind,
  data: ChartData,
  headings: ChartTableHeadings,
  formatter: Formatter,
): ChartTableModel {
  const format = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value)
      ? formatter.number(value)
      : value == null
        ? ''
        : labelText(value);

  if (kind === 'bubble') {
    return {
      head: [headings.dataset, headings.x, headings.y, headings.radius],
      rows: data.datasets.flatMap((dataset) =>
        (dataset.data as unknown[]).map((point) => {
          const { x, y, r } = (point ?? {}) as { x?: unknown; y?: unknown; r?: unknown };
          return { header: labelText(dataset.label), cells: [format(x), format(y), format(r)] };
        }),
      ),
    };
  }

  const labels = data.labels ?? [];
  const rowCount = Math.max(labels.length, ...data.datasets.map((dataset) => dataset.data.length));
  return {
    head: [
      headings.label,
      ...data.datasets.map((dataset, index) =>
        dataset.label
          ? dataset.label
          : data.datasets.length > 1
            ? `${headings.value} ${formatter.integer(index + 1)}`
            : headings.value,
      ),
    ],
    rows: Array.from({ length: rowCount }, (_, row) => ({
      header: labelText(labels[row]),
      cells: data.datasets.map((dataset) => format(pointValue(dataset.data[row]))),
    })),
  };
}
