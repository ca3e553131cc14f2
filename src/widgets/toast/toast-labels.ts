import type { TFunction } from 'i18next';

/** Every text the Toaster announces of its own: the names of its two regions. */
export type ToasterLabels = {
  /** Name of the toast region of a Toaster without `label`. */
  region: string;
  /** Name of the region of full-width toasts, from the main region's name. */
  regionFullWidth: (name: string) => string;
};

export const toasterLabels = (t: TFunction): ToasterLabels => ({
  region: t('notifications.toast.region'),
  regionFullWidth: (name) => t('notifications.toast.regionFullWidth', { name }),
});
