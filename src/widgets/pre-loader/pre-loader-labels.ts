import type { TFunction } from 'i18next';

/** Every text the PreLoader announces of its own. */
export type PreLoaderLabels = {
  /** What screen readers hear while it shows. */
  loading: string;
};

export const preLoaderLabels = (t: TFunction): PreLoaderLabels => ({
  loading: t('common.loading'),
});
