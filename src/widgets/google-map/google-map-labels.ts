import type { TFunction } from 'i18next';

import type { MapUnavailableLabels } from '@/widgets/map-unavailable';

/** Every text the GoogleMap shows or announces, the "map unavailable" card's included. */
export type GoogleMapLabels = MapUnavailableLabels & {
  /** Accessible name of a map without `label`. */
  map: string;
  /** Text alternative: what the map shows. */
  description: string;
  /** Shown and announced while the map loads. */
  loading: string;
  /** The provider's name, in the "map unavailable" card. */
  service: string;
};

export const googleMapLabels = (
  t: TFunction,
): Omit<GoogleMapLabels, keyof MapUnavailableLabels> => ({
  map: t('maps.google.label'),
  description: t('maps.google.description'),
  loading: t('maps.loading'),
  service: t('maps.google.service'),
});
