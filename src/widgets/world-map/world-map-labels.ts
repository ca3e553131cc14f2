import type { TFunction } from 'i18next';

/** Every text the WorldMap shows or announces. */
export type WorldMapLabels = {
  /** Accessible name of a map without `label`. */
  map: string;
  /** Status text while loading. */
  loading: string;
  /** Message when the map failed to load. */
  error: string;
  /** The retry button. */
  retry: string;
  /** Name of the zoom buttons' group. */
  zoomControls: string;
  zoomIn: string;
  zoomOut: string;
  resetZoom: string;
  /** Describes the keyboard controls to screen readers. */
  keyboardHint: string;
};

export const worldMapLabels = (t: TFunction): WorldMapLabels => ({
  map: t('worldMaps.map.label'),
  loading: t('worldMaps.map.loading'),
  error: t('worldMaps.map.error'),
  retry: t('worldMaps.map.retry'),
  zoomControls: t('worldMaps.map.zoomControls'),
  zoomIn: t('worldMaps.map.zoomIn'),
  zoomOut: t('worldMaps.map.zoomOut'),
  resetZoom: t('worldMaps.map.resetZoom'),
  keyboardHint: t('worldMaps.map.keyboardHint'),
});
