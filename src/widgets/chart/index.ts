export { Chart } from './chart';
export type { ChartLabels, ChartProps } from './chart';
export { chartColor } from './chart-colors';
export { CHART_KINDS, type ChartKind } from './chart-options';
