import type { ChartData } from 'chart.js';
import type { TFunction } from 'i18next';

import { createFormatter } from '@/lib/format';

/**
 * The demo charts of the Charts page and the dashboard's donut. Colours are palette names, with
 * an opacity where a fill lets the grid show through ('info/60'): the Chart widget resolves them
 * with the colour preset's primary. Every label comes from i18n or `Intl`, so the charts follow
 * the language.
 */

/** Short month names, January onwards, in the reader's language. */
export function monthNames(locale: string, count = 12): string[] {
  const format = createFormatter(locale);
  return Array.from({ length: count }, (_, month) =>
    format.date(Date.UTC(2024, month, 15), { month: 'short', timeZone: 'UTC' }),
  );
}

/** A country's name in the reader's language (ISO 3166-1 alpha-2 code). */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function verticalBarData(t: TFunction, locale: string): ChartData<'bar', number[], string> {
  return {
    labels: monthNames(locale),
    datasets: [
      {
        label: t('charts.datasets.usa'),
        backgroundColor: 'primary',
        data: [50, 20, 12, 39, 10, 40, 39, 80, 40, 20, 12, 11],
      },
      {
        label: t('charts.datasets.ussr'),
        backgroundColor: 'info',
        data: [50, 10, 22, 39, 15, 20, 85, 32, 60, 50, 20, 30],
      },
    ],
  };
}

export function horizontalBarData(
  t: TFunction,
  locale: string,
): ChartData<'bar', number[], string> {
  return {
    labels: monthNames(locale),
    datasets: [
      {
        label: t('charts.datasets.productA'),
        backgroundColor: 'warning',
        data: [80, 90, 50, 70, 60, 90, 50, 90, 80, 40, 72, 93],
      },
      {
        label: t('charts.datasets.productB'),
        backgroundColor: 'danger',
        data: [20, 30, 20, 40, 50, 40, 15, 60, 30, 20, 42, 53],
      },
    ],
  };
}

/** The two series of the line chart, one value per month from January. */
export type LineSeries = { debit: number[]; credit: number[] };

/** The line chart's data, fixed so the page looks the same on every load and in tests. */
export const DEFAULT_LINE_SERIES: LineSeries = {
  debit: [54, 68, 41, 77, 60, 85],
  credit: [30, 45, 62, 38, 71, 50],
};

/** A new random series for the Randomise button: 4–6 months, values 0–99. */
export function randomLineSeries(random: () => number = Math.random): LineSeries {
  const months = 4 + Math.floor(random() * 3);
  const values = () => Array.from({ length: months }, () => Math.floor(random() * 100));
  return { debit: values(), credit: values() };
}

export function lineData(
  series: LineSeries,
  t: TFunction,
  locale: string,
): ChartData<'line', number[], string> {
  const months = Math.max(series.debit.length, series.credit.length);
  const dataset = (label: string, color: 'primary' | 'info', data: number[]) => ({
    label,
    data,
    fill: true,
    tension: 0.3,
    backgroundColor: `${color}/60`,
    borderColor: color,
    pointBackgroundColor: color,
  });
  return {
    labels: monthNames(locale, months),
    datasets: [
      dataset(t('charts.datasets.debit'), 'primary', series.debit),
      dataset(t('charts.datasets.credit'), 'info', series.credit),
    ],
  };
}

export function pieData(t: TFunction): ChartData<'pie', number[], string> {
  return {
    labels: [
      t('charts.continents.africa'),
      t('charts.continents.asia'),
      t('charts.continents.europe'),
    ],
    datasets: [
      {
        label: t('charts.datasets.population'),
        backgroundColor: ['primary', 'warning', 'danger'],
        data: [2478, 5267, 734],
      },
    ],
  };
}

function americasAndAustralia(
  t: TFunction,
  data: number[],
  colors: string[],
): ChartData<'doughnut', number[], string> {
  return {
    labels: [
      t('charts.continents.northAmerica'),
      t('charts.continents.southAmerica'),
      t('charts.continents.australia'),
    ],
    datasets: [{ label: t('charts.datasets.population'), backgroundColor: colors, data }],
  };
}

export function donutData(t: TFunction): ChartData<'doughnut', number[], string> {
  return americasAndAustralia(t, [2478, 5267, 734], ['danger', 'info', 'success']);
}

/** The donut of the dashboard's Data Visualization tab. */
export function dashboardDonutData(t: TFunction): ChartData<'doughnut', number[], string> {
  return americasAndAustralia(t, [3000, 6000, 1500], ['info', 'warning', 'primary']);
}

type BubblePoint = { x: number; y: number; r: number };

const BUBBLES: { country: string; color: string; points: BubblePoint[] }[] = [
  {
    country: 'US',
    color: 'danger',
    points: [
      { x: 23, y: 25, r: 12 },
      { x: 40, y: 10, r: 8 },
      { x: 30, y: 22, r: 15 },
      { x: 7, y: 43, r: 18 },
      { x: 23, y: 37, r: 9 },
      { x: 20, y: 15, r: 10 },
      { x: 7, y: 10, r: 16 },
      { x: 10, y: 20, r: 20 },
    ],
  },
  {
    country: 'RU',
    color: 'primary',
    points: [
      { x: 2, y: 30, r: 12 },
      { x: 20, y: 20, r: 14 },
      { x: 15, y: 35, r: 20 },
      { x: 31, y: 46, r: 15 },
      { x: 26, y: 4, r: 13 },
      { x: 34, y: 17, r: 15 },
      { x: 44, y: 44, r: 8 },
      { x: 39, y: 25, r: 17 },
    ],
  },
  {
    country: 'CA',
    color: 'warning',
    points: [
      { x: 10, y: 30, r: 19 },
      { x: 12, y: 48, r: 9 },
      { x: 5, y: 5, r: 7 },
      { x: 35, y: 40, r: 14 },
      { x: 42, y: 31, r: 20 },
      { x: 47, y: 12, r: 15 },
      { x: 38, y: 18, r: 9 },
    ],
  },
  {
    country: 'BY',
    color: 'info',
    points: [
      { x: 3, y: 20, r: 10 },
      { x: 16, y: 7, r: 12 },
      { x: 27, y: 30, r: 18 },
      { x: 33, y: 9, r: 11 },
      { x: 46, y: 23, r: 14 },
      { x: 21, y: 44, r: 8 },
      { x: 40, y: 48, r: 13 },
    ],
  },
  {
    country: 'UA',
    color: 'success',
    points: [
      { x: 5, y: 48, r: 14 },
      { x: 14, y: 14, r: 9 },
      { x: 25, y: 12, r: 16 },
      { x: 29, y: 39, r: 10 },
      { x: 37, y: 33, r: 19 },
      { x: 45, y: 3, r: 11 },
      { x: 48, y: 38, r: 7 },
      { x: 18, y: 28, r: 13 },
    ],
  },
];

export function bubbleData(locale: string): ChartData<'bubble', BubblePoint[]> {
  return {
    datasets: BUBBLES.map(({ country, color, points }) => ({
      label: countryName(country, locale),
      backgroundColor: `${color}/90`,
      borderColor: 'transparent',
      data: points,
    })),
  };
}
