export { Spinner } from './spinner';
export type { SpinnerProps } from './spinner';
export { SPINNER_VARIANTS, spinnerNameKey } from './spinner-variants';
export type { SpinnerVariant } from './spinner-variants';
export type { SpinnerLabels } from './spinners-labels';
