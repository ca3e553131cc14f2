export {
  YandexMap,
  YANDEX_MAP_DEFAULT_CENTER,
  YANDEX_MAP_DEFAULT_PLACEMARK,
  YANDEX_MAPS_KEY_PAGE,
  YANDEX_MAPS_LOAD_TIMEOUT_MS,
} from './yandex-map';
export type { YandexMapProps, YandexMapStatus } from './yandex-map';
export { yandexLang, type YandexLang } from './yandex-lang';
