export { LeafletMap } from './leaflet-map';
export type { LeafletMapLabels, LeafletMapProps, LeafletTilesStatus } from './leaflet-map';
