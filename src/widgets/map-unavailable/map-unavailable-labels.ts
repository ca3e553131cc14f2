import type { TFunction } from 'i18next';

import type { MapUnavailableReason } from './map-unavailable';

/** Every text the MapUnavailable card shows of its own. */
export type MapUnavailableLabels = {
  /** The title, for a reason and the provider's name. */
  title: (reason: MapUnavailableReason, service: string) => string;
  /** The explanation under the title, for a reason and the provider's name. */
  body: (reason: MapUnavailableReason, service: string) => string;
  /** Stands for the key in the `VARIABLE=your-key` line. */
  yourKey: string;
  /** The Retry button after a failed load. */
  retry: string;
  /** The link to the provider's key page. */
  getKey: (service: string) => string;
  /** The hidden note that the link opens a new tab. */
  newTab: string;
  /** Label of the "try a key" field. */
  tryKey: string;
  /** Its submit button. */
  showMap: string;
  /** The hint under the field. */
  tryKeyHint: string;
  /** The error when the field is submitted empty. */
  tryKeyEmpty: string;
};

export const mapUnavailableLabels = (t: TFunction): MapUnavailableLabels => ({
  title: (reason, service) => t(`maps.unavailable.${reason}Title`, { service }),
  body: (reason, service) => t(`maps.unavailable.${reason}Body`, { service }),
  yourKey: t('maps.unavailable.yourKey'),
  retry: t('common.retry'),
  getKey: (service) => t('maps.unavailable.getKey', { service }),
  newTab: t('common.opensInNewTab'),
  tryKey: t('maps.unavailable.tryKey'),
  showMap: t('maps.unavailable.showMap'),
  tryKeyHint: t('maps.unavailable.tryKeyHint'),
  tryKeyEmpty: t('maps.unavailable.tryKeyEmpty'),
});
