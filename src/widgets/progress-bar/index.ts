export { ProgressBar } from './progress-bar';
export type { ProgressBarProps } from './progress-bar';
export type { ProgressOrientation, ProgressShape, ProgressVariant } from './progress-bar-variants';
export type { ProgressSize } from './progress-value';
