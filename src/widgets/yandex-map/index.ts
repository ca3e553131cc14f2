export { YandexMap } from './yandex-map';
export type { YandexMapLabels, YandexMapProps, YandexMapStatus } from './yandex-map';
