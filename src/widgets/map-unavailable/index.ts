export { MapUnavailable } from './map-unavailable';
export type { MapUnavailableProps, MapUnavailableReason } from './map-unavailable';
export { useMapLoad } from './use-map-load';
export type { MapLoadStatus } from './use-map-load';
export type { MapUnavailableLabels } from './map-unavailable-labels';
