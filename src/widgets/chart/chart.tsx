import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart as ChartJS,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { useEffect, useMemo, useRef, type ComponentProps } from 'react';
import { Chart as ReactChart } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { resolveDataColors } from './chart-colors';
import {
  chartJsType,
  defaultChartOptions,
  isChartKind,
  mergeOptions,
  type ChartKind,
} from './chart-options';
import { chartTableModel } from './chart-table';
import { useChartTheme } from './use-chart-theme';

// Only the pieces the six kinds use: this module is imported by the pages that draw charts.
ChartJS.register(
  ArcElement,
  BarElement,
  PointElement,
  LineElement,
  CategoryScale,
  LinearScale,
  Legend,
  Tooltip,
  Filler,
  DoughnutController,
  PieController,
  BarController,
  LineController,
  BubbleController,
);

export type ChartProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What to draw (SPEC §5); any other value logs "There is no chart of <type> type" and renders nothing. */
  type: ChartKind;
  /** Chart.js data; colour fields may name palette colours ('primary', 'info', …). */
  data: ChartData;
  /** Chart.js options, deep-merged over the widget's defaults. @default undefined */
  options?: ChartOptions;
  /** Accessible name of the chart, also the caption of its data table. */
  label: string;
  /** CSS height of the drawing area (the chart fills the width). @default '20rem' */
  height?: string | number;
};

/**
 * A Chart.js chart (ORIGINAL §4 "Chart") that follows the theme and the language, honours
 * `options` (the original ignored them, ORIGINAL §8.11) and reduced motion. The canvas is an image
 * named by `label`; a visually hidden table next to it lists the data for screen readers.
 */
export function Chart({
  type,
  data,
  options,
  label,
  height = '20rem',
  className,
  ...props
}: ChartProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const theme = useChartTheme();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const chartRef = useRef<ChartJS>(null);
  const valid = isChartKind(type);

  useEffect(() => {
    if (!valid) console.warn(`There is no chart of ${String(type)} type`);
  }, [valid, type]);

  useEffect(() => {
    // Defaults for anything the options do not reach (plugins' own text, new charts).
    if (theme.text) ChartJS.defaults.color = theme.text;
    if (theme.fontFamily) ChartJS.defaults.font.family = theme.fontFamily;
  }, [theme]);

  useEffect(() => {
    // A chart drawn before the web font arrived keeps the fallback font until it is redrawn.
    let active = true;
    void document.fonts?.ready.then(() => {
      if (active) chartRef.current?.update('none');
    });
    return () => {
      active = false;
    };
  }, []);

  const resolvedData = useMemo(() => resolveDataColors(data), [data]);
  const mergedOptions = useMemo(
    () =>
      valid
        ? mergeOptions(defaultChartOptions(type, { theme, reducedMotion, locale }), options)
        : undefined,
    [valid, type, theme, reducedMotion, locale, options],
  );
  const table = useMemo(
    () =>
      valid
        ? chartTableModel(
            type,
            data,
            {
              label: t('charts.table.label'),
              value: t('charts.table.value'),
              dataset: t('charts.table.dataset'),
              x: t('charts.table.x'),
              y: t('charts.table.y'),
              radius: t('charts.table.radius'),
            },
            locale,
          )
        : undefined,
    [valid, type, data, t, locale],
  );

  if (!valid || !table) return null;

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
        <ReactChart
          ref={chartRef}
          type={chartJsType[type]}
          data={resolvedData}
          options={mergedOptions}
          role="img"
          aria-label={label}
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
