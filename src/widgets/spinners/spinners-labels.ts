import type { TFunction } from 'i18next';

/** Every text the Spinner announces of its own. */
export type SpinnerLabels = {
  /** Accessible name of a spinner without `aria-label`. */
  loading: string;
};

export const spinnerLabels = (t: TFunction): SpinnerLabels => ({
  loading: t('spinners.loading'),
});
