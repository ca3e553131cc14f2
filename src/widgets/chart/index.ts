export { Chart } from './chart';
export type { ChartProps } from './chart';
export { chartColor } from './chart-colors';
export { CHART_KINDS, type ChartKind } from './chart-options';
export type { ChartLabels } from './chart-labels';
