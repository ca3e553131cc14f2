export {
  LeafletMap,
  LEAFLET_MAP_DEFAULT_CENTER,
  LEAFLET_MAP_DEFAULT_MARKER,
  OSM_ATTRIBUTION,
  OSM_TILE_URL,
} from './leaflet-map';
export type { LeafletMapProps, LeafletTilesStatus } from './leaflet-map';
