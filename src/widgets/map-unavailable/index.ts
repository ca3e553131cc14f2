export { MapUnavailable } from './map-unavailable';
export type {
  MapUnavailableLabels,
  MapUnavailableProps,
  MapUnavailableReason,
} from './map-unavailable';
export { useMapLoad } from './use-map-load';
export type { MapLoadStatus } from './use-map-load';
