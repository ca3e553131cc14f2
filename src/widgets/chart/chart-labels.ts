import type { TFunction } from 'i18next';

import type { ChartTableHeadings } from './chart-table';

/** Every text the Chart shows of its own: the column headings of its data table. */
export type ChartLabels = ChartTableHeadings;

export const chartLabels = (t: TFunction): ChartLabels => ({
  label: t('charts.table.label'),
  value: t('charts.table.value'),
  dataset: t('charts.table.dataset'),
  x: t('charts.table.x'),
  y: t('charts.table.y'),
  radius: t('charts.table.radius'),
});
