export { GoogleMap, GOOGLE_MAP_DEFAULT_CENTER, GOOGLE_MAPS_KEY_PAGE } from './google-map';
export type { GoogleMapProps, GoogleMapStatus } from './google-map';
