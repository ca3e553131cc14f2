export { YandexMap } from './yandex-map';
export type { YandexMapProps, YandexMapStatus } from './yandex-map';
export type { YandexMapLabels } from './yandex-map-labels';
