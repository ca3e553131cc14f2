export { PreLoader } from './pre-loader';
export type { PreLoaderLabels, PreLoaderProps } from './pre-loader';
