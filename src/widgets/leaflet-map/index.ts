export { LeafletMap } from './leaflet-map';
export type { LeafletMapProps, LeafletTilesStatus } from './leaflet-map';
export type { LeafletMapLabels } from './leaflet-map-labels';
