export { PreLoader } from './pre-loader';
export type { PreLoaderProps } from './pre-loader';
export {
  PRE_LOADER_DOTS,
  PRE_LOADER_STEP_MS,
  PRE_LOADER_TAIL,
  T_PATH,
  distanceBehind,
  headIndex,
  preLoaderFrame,
  tailLightness,
} from './pre-loader-path';
