export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export {
  SPINNER_PARTS,
  SPINNER_VARIANTS,
  resolveSpinnerColor,
  spinnerNameKey,
} from './spinner-variants';
export type { SpinnerVariant } from './spinner-variants';
