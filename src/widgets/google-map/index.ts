export { GoogleMap } from './google-map';
export type { GoogleMapLabels, GoogleMapProps, GoogleMapStatus } from './google-map';
