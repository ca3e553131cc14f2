import type { TFunction } from 'i18next';

import type { MapUnavailableLabels } from '@/widgets/map-unavailable';

/** Every text the YandexMap shows or announces, the "map unavailable" card's included. */
export type YandexMapLabels = MapUnavailableLabels & {
  /** Accessible name of a map without `label`. */
  map: string;
  /** Text alternative: what the map shows. */
  description: string;
  /** Shown and announced while the map loads. */
  loading: string;
  /** The provider's name, in the "map unavailable" card. */
  service: string;
  /** The placemark balloon's bold first line. */
  balloonTitle: string;
  /** The placemark balloon's text. */
  balloonBody: string;
  /** The placemark's hover hint. */
  hint: string;
};

export const yandexMapLabels = (
  t: TFunction,
): Omit<YandexMapLabels, keyof MapUnavailableLabels> => ({
  map: t('maps.yandex.label'),
  description: t('maps.yandex.description'),
  loading: t('maps.loading'),
  service: t('maps.yandex.service'),
  balloonTitle: t('maps.yandex.balloonTitle'),
  balloonBody: t('maps.yandex.balloonBody'),
  hint: t('maps.yandex.hint'),
});
