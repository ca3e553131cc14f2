export { Spinner } from './spinner';
export type { SpinnerLabels, SpinnerProps } from './spinner';
export { SPINNER_VARIANTS, spinnerNameKey } from './spinner-variants';
export type { SpinnerVariant } from './spinner-variants';
