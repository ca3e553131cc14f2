import type { ChartData, ChartOptions } from 'chart.js';
import { useEffect, useMemo, type ComponentProps } from 'react';

import { palette } from '@/config/palette';
import { useFormat } from '@/hooks/use-format';
import { useLabels } from '@/hooks/use-labels';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useDirection } from '@/i18n/direction';
import { cn } from '@/lib/cn';
import { retryableLazy } from '@/ui/retryable-lazy';

import { resolveDataColors } from './chart-colors';
import { registerChartKind } from './chart-kinds';
import { chartLabels, type ChartLabels } from './chart-labels';
import {
  chartJsType,
  defaultChartOptions,
  isChartKind,
  mergeOptions,
  type ChartKind,
} from './chart-options';
import { chartTableModel } from './chart-table';
import { useChartTheme } from './use-chart-theme';

/**
 * Chart.js (about 60 KiB) is not part of the page that shows a chart: the box, its size and the
 * data table render at once, and the canvas follows with Chart.js and only the pieces its kind
 * draws with. A failed download shows a message with Retry inside the box.
 */
const lazyCanvas = (kind: ChartKind) =>
  retryableLazy(
    () => Promise.all([import('./chart-canvas'), registerChartKind[kind]()]),
    ([module]) => module.ChartCanvas,
  );
const canvases: Record<ChartKind, ReturnType<typeof lazyCanvas>> = {
  'vertical-bar': lazyCanvas('vertical-bar'),
  'horizontal-bar': lazyCanvas('horizontal-bar'),
  line: lazyCanvas('line'),
  pie: lazyCanvas('pie'),
  donut: lazyCanvas('donut'),
  bubble: lazyCanvas('bubble'),
};

export type ChartProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What to draw; any other value logs "There is no chart of <type> type" and renders nothing. */
  type: ChartKind;
  /**
   * Chart.js data; colour fields may name palette colours ('primary', 'info', …), with an opacity
   * in percent ('primary/60'). 'primary' is the colour preset's.
   */
  data: ChartData;
  /** Chart.js options, deep-merged over the widget's defaults. */
  options?: ChartOptions;
  /** Accessible name of the chart, also the caption of its data table. */
  label: string;
  /** CSS height of the drawing area (the chart fills the width). @default '20rem' */
  height?: string | number;
  /** Overrides of the data table's column headings. @default translated headings */
  labels?: Partial<ChartLabels>;
};

/**
 * A Chart.js chart that follows the theme and the language, honours `options` and reduced
 * motion. The canvas is an image named by `label`; a visually hidden table next to it lists the
 * data for screen readers.
 */
export function Chart({
  type,
  data,
  options,
  label,
  height = '20rem',
  labels: labelOverrides,
  className,
  ...props
}: ChartProps) {
  const labels = useLabels(chartLabels, labelOverrides);
  const format = useFormat();
  const dir = useDirection();
  const theme = useChartTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const valid = isChartKind(type);

  useEffect(() => {
    if (!valid) console.warn(`There is no chart of ${String(type)} type`);
  }, [valid, type]);

  // The palette names draw the colour preset's primary (a stylesheet without one: the brand's).
  const primary = theme.primary || palette.primary;
  const resolvedData = useMemo(
    () => resolveDataColors(data, { ...palette, primary }),
    [data, primary],
  );
  const mergedOptions = useMemo(
    () =>
      valid
        ? mergeOptions(defaultChartOptions(type, { theme, reducedMotion, format, dir }), options)
        : undefined,
    [valid, type, theme, reducedMotion, format, dir, options],
  );
  const table = useMemo(
    () => (valid ? chartTableModel(type, data, labels, format) : undefined),
    [valid, type, data, labels, format],
  );

  if (!valid || !table) return null;
  const Canvas = canvases[type];

  return (
    <div
      data-slot="chart"
      data-type={type}
      className={cn('relative w-full min-w-0', className)}
      {...props}
    >
      {/*
       * Chart.js gives the canvas a pixel width; inline-size containment keeps that width out of
       * the layout's min-content sums, so a narrow grid or flex parent can still shrink the chart
       * (otherwise the canvas holds its first width and the page scrolls sideways).
       */}
      <div
        data-slot="chart-canvas"
        className="relative w-full min-w-0 contain-inline-size"
        style={{ height }}
      >
        <Canvas
          type={chartJsType[type]}
          data={resolvedData}
          options={mergedOptions}
          label={label}
          theme={theme}
          fallback={<div data-slot="chart-loading" className="size-full" />}
        />
      </div>
      {/* A table ignores the width and height of .sr-only, so a wrapper hides it. */}
      <div className="sr-only">
        <table data-slot="chart-table">
          <caption>{label}</caption>
          <thead>
            <tr>
              {table.head.map((heading, index) => (
                <th key={index} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, cellIndex) => (
                  <td key={cellIndex}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
