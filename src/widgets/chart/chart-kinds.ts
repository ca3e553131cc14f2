import type { ChartKind } from './chart-options';

/**
 * Each kind registers only the Chart.js controller, elements and scales it draws with, in a chunk
 * of its own: a page with one donut never downloads the bar, line and bubble code.
 */
export const registerChartKind: Record<ChartKind, () => Promise<unknown>> = {
  'vertical-bar': () => import('./kinds/bar'),
  'horizontal-bar': () => import('./kinds/bar'),
  line: () => import('./kinds/line'),
  pie: () => import('./kinds/pie'),
  donut: () => import('./kinds/doughnut'),
  bubble: () => import('./kinds/bubble'),
};
