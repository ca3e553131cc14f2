export { ProgressBar } from './progress-bar';
export type { ProgressBarProps, ProgressColor, ProgressVariant } from './progress-bar';
export type { ProgressSize } from './progress-value';
