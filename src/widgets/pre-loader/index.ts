export { PreLoader } from './pre-loader';
export type { PreLoaderProps } from './pre-loader';
export type { PreLoaderLabels } from './pre-loader-labels';
