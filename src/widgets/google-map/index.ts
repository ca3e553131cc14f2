export { GoogleMap } from './google-map';
export type { GoogleMapProps, GoogleMapStatus } from './google-map';
export type { GoogleMapLabels } from './google-map-labels';
