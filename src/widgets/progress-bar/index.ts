export { ProgressBar } from './progress-bar';
export type { ProgressBarProps, ProgressColor, ProgressType } from './progress-bar';
export { PROGRESS_SIZES, clampProgress, stepTowards, type ProgressSize } from './progress-value';
