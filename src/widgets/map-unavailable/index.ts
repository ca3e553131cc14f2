export { MapUnavailable } from './map-unavailable';
export type { MapUnavailableProps, MapUnavailableReason } from './map-unavailable';
