import type { TFunction } from 'i18next';

/** Every text the LeafletMap shows or announces of its own. */
export type LeafletMapLabels = {
  /** Accessible name of a map without `label`. */
  map: string;
  /** Text alternative: what the map shows. */
  description: string;
  /** The keyboard hint read after the description. */
  keyboard: string;
  /** Alternative text of the marker's image. */
  marker: string;
  /** The default popup's first line (when no `popup` is given). */
  popupLine1: string;
  /** The default popup's second line. */
  popupLine2: string;
  /** The + button's name. */
  zoomIn: string;
  /** The − button's name. */
  zoomOut: string;
  /** Title of the Leaflet link in the attribution. */
  leafletTitle: string;
  /** Name of the popup's × button. */
  closePopup: string;
  /** The notice when the tiles cannot load. */
  tilesFailed: string;
  /** Its button that tries the tiles again. */
  retryTiles: string;
};

export const leafletMapLabels = (t: TFunction): LeafletMapLabels => {
  const line1 = t('maps.leaflet.popupLine1');
  const line2 = t('maps.leaflet.popupLine2');
  return {
    map: t('maps.leaflet.label'),
    description: t('maps.leaflet.description', { line1, line2 }),
    keyboard: t('maps.leaflet.keyboard'),
    marker: t('maps.leaflet.markerAlt'),
    popupLine1: line1,
    popupLine2: line2,
    zoomIn: t('maps.leaflet.zoomIn'),
    zoomOut: t('maps.leaflet.zoomOut'),
    leafletTitle: t('maps.leaflet.leafletTitle'),
    closePopup: t('maps.leaflet.closePopup'),
    tilesFailed: t('maps.leaflet.tilesFailed'),
    retryTiles: t('maps.leaflet.retryTiles'),
  };
};
