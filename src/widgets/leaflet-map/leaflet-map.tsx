import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';

import type { LatLngTuple, Marker as LeafletMarker, Popup as LeafletPopup } from 'leaflet';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
  type RefObject,
} from 'react';
import {
  AttributionControl,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  useMap,
  ZoomControl,
} from 'react-leaflet';

import { useLabels } from '@/hooks/use-labels';
import { useDirection } from '@/i18n/direction';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';

import { escapeAttribute } from './escape-attribute';
import { leafletMapLabels, type LeafletMapLabels } from './leaflet-map-labels';
import { defaultMarkerIcon } from './marker-icon';
import { probeTile } from './tile-probe';
import { tileUrlAt } from './tile-url';

/** The demo's view and marker, in London. */
const LEAFLET_MAP_DEFAULT_CENTER: LatLngTuple = [51.505, -0.09];
const LEAFLET_MAP_DEFAULT_MARKER: LatLngTuple = [51.5, -0.09];
const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Whether the background tiles arrive: probing one tile first, then shown, or unavailable. */
export type LeafletTilesStatus = 'loading' | 'ready' | 'failed';

export type LeafletMapProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Tile URL template (`{z}/{x}/{y}`, optional `{s}`). @default OpenStreetMap's */
  tileUrl?: string;
  /** Attribution HTML the tile service requires. @default OpenStreetMap's */
  tileAttribution?: string;
  /** Height of the map itself (the tiles notice, when shown, goes under it); set once. @default 400 */
  height?: number | string;
  /** Where the map starts, [lat, lng]. @default [51.505, -0.09] */
  center?: LatLngTuple;
  /** Initial zoom level. @default 13 */
  zoom?: number;
  /** Where the marker stands, [lat, lng]. @default [51.5, -0.09] */
  markerPosition?: LatLngTuple;
  /** The marker's popup. @default `labels.popupLine1` and `labels.popupLine2` */
  popup?: ReactNode;
  /** Open the popup as soon as the map shows. @default true */
  popupOpen?: boolean;
  /** Accessible name of this map. @default `labels.map` ("Leaflet map") */
  label?: string;
  /** Texts to override (name, description, keyboard hint, marker alt, default popup, zoom and popup buttons, tiles notice); the rest stay translated. @default the `maps.leaflet.*` translations */
  labels?: Partial<LeafletMapLabels>;
  /** Called when the tiles' status changes. */
  onTilesStatusChange?: (status: LeafletTilesStatus) => void;
};

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const isOnline = () => navigator.onLine;

/**
 * A Leaflet map with one marker whose popup opens on load. It asks for
 * one tile before adding the tile layer: when that fails (offline, blocked) the map still pans,
 * zooms and shows its marker and popup, and a notice under it says the tiles could not load, with
 * a button to try again. Leaflet's own keyboard support applies (arrows pan, + and − zoom).
 */
export function LeafletMap({
  tileUrl = OSM_TILE_URL,
  tileAttribution = OSM_ATTRIBUTION,
  height = 400,
  center = LEAFLET_MAP_DEFAULT_CENTER,
  zoom = 13,
  markerPosition = LEAFLET_MAP_DEFAULT_MARKER,
  popup,
  popupOpen = true,
  label,
  labels: labelOverrides,
  onTilesStatusChange,
  className,
  ...props
}: LeafletMapProps) {
  const labels = useLabels(leafletMapLabels, labelOverrides);
  const dir = useDirection();
  const descriptionId = useId();
  const markerRef = useRef<LeafletMarker>(null);
  const [attempt, setAttempt] = useState(0);
  const [probe, setProbe] = useState<{ url: string; attempt: number; ok: boolean }>();
  const [layerFailed, setLayerFailed] = useState<{ url: string; attempt: number }>();
  const online = useSyncExternalStore(subscribeOnline, isOnline, () => true);
  const [lat, lng] = center;
  const probeUrl = useMemo(() => tileUrlAt(tileUrl, { lat, lng, zoom }), [tileUrl, lat, lng, zoom]);

  useEffect(() => {
    if (!probeUrl || !online) return;
    let current = true;
    void probeTile(probeUrl).then((ok) => {
      if (current) setProbe({ url: probeUrl, attempt, ok });
    });
    return () => {
      current = false;
    };
  }, [probeUrl, attempt, online]);

  const probeOk =
    probeUrl && probe?.url === probeUrl && probe.attempt === attempt ? probe.ok : undefined;
  const layerBroken = layerFailed?.url === tileUrl && layerFailed.attempt === attempt;
  const tiles: LeafletTilesStatus =
    !online || probeOk === false || layerBroken
      ? 'failed'
      : !probeUrl || probeOk
        ? 'ready'
        : 'loading';

  useEffect(() => onTilesStatusChange?.(tiles), [tiles, onTilesStatusChange]);

  // Tiles that fail while none of their layer has loaded mean the server is unreachable after all.
  const loadedLayers = useRef(new Set<string>());
  const layerKey = `${tileUrl}:${attempt}`;
  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        loadedLayers.current.add(layerKey);
      },
      tileerror: () => {
        if (!loadedLayers.current.has(layerKey)) setLayerFailed({ url: tileUrl, attempt });
      },
    }),
    [layerKey, tileUrl, attempt],
  );

  const { zoomIn, zoomOut, marker: alt } = labels;
  const prefix = `<a href="https://leafletjs.com" title="${escapeAttribute(labels.leafletTitle)}">Leaflet</a>`;

  return (
    <div
      data-slot="leaflet-map"
      data-tiles={tiles}
      className={cn('flex flex-col', className)}
      {...props}
    >
      <p id={descriptionId} className="sr-only">
        {labels.description} {labels.keyboard}
      </p>
      <MapContainer
        center={center}
        zoom={zoom}
        zoomControl={false}
        attributionControl={false}
        className="tessera-leaflet rounded-md border border-border"
        style={{ height, minHeight: 320 }}
      >
        {tiles === 'ready' && (
          <TileLayer
            key={layerKey}
            url={tileUrl}
            attribution={tileAttribution}
            eventHandlers={tileEvents}
          />
        )}
        {/* The map itself never mirrors; its controls move to the reading start and end. */}
        <ZoomControl
          key={`${zoomIn}:${zoomOut}:${dir}`}
          position={dir === 'rtl' ? 'topright' : 'topleft'}
          zoomInTitle={zoomIn}
          zoomOutTitle={zoomOut}
        />
        <AttributionControl
          key={`${prefix}:${dir}`}
          position={dir === 'rtl' ? 'bottomleft' : 'bottomright'}
          prefix={prefix}
        />
        <Marker ref={markerRef} position={markerPosition} icon={defaultMarkerIcon} alt={alt}>
          <Popup>
            {popup ?? (
              <>
                {labels.popupLine1}
                <br />
                {labels.popupLine2}
              </>
            )}
          </Popup>
        </Marker>
        <MapSetup
          label={label ?? labels.map}
          descriptionId={descriptionId}
          markerRef={markerRef}
          markerAlt={alt}
          closePopupLabel={labels.closePopup}
          popupOpen={popupOpen}
        />
      </MapContainer>
      <div role="status" data-slot="leaflet-map-notice">
        {/* Kept while a retry runs, so the button keeps focus. */}
        {(tiles === 'failed' || (tiles === 'loading' && attempt > 0)) && (
          <div className="mt-2 flex flex-col items-start gap-x-4 gap-y-2 rounded-md border border-warning/60 bg-warning/20 px-4 py-2 text-sm text-text sm:flex-row sm:items-center">
            <p className="min-w-0 flex-1">{labels.tilesFailed}</p>
            {online && (
              <Button size="sm" variant="outline" onClick={() => setAttempt((value) => value + 1)}>
                {labels.retryTiles}
              </Button>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * What Leaflet leaves to us: the container's name and description, a size refresh when the
 * container resizes (a hidden tab panel has none), the translated marker alt and popup close
 * label, and the popup opened on load. Rendered after the marker, so it exists by then.
 */
function MapSetup({
  label,
  descriptionId,
  markerRef,
  markerAlt,
  closePopupLabel,
  popupOpen,
}: {
  label: string;
  descriptionId: string;
  markerRef: RefObject<LeafletMarker | null>;
  markerAlt: string;
  closePopupLabel: string;
  popupOpen: boolean;
}) {
  const map = useMap();

  useEffect(() => {
    const container = map.getContainer();
    container.dataset.slot = 'leaflet-map-view';
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', descriptionId);
  }, [map, label, descriptionId]);

  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);

  useEffect(() => {
    const marker = markerRef.current;
    if (!marker) return;
    marker.options.alt = markerAlt;
    marker.getElement()?.setAttribute('alt', markerAlt);
  }, [markerRef, markerAlt]);

  useEffect(() => {
    const name = (popup: LeafletPopup | undefined) => {
      const button = popup?.getElement()?.querySelector('.leaflet-popup-close-button');
      button?.setAttribute('aria-label', closePopupLabel);
      button?.setAttribute('title', closePopupLabel);
    };
    const onOpen = (event: { popup: LeafletPopup }) => name(event.popup);
    map.on('popupopen', onOpen);
    name(markerRef.current?.getPopup());
    return () => {
      map.off('popupopen', onOpen);
    };
  }, [map, markerRef, closePopupLabel]);

  useEffect(() => {
    if (popupOpen) markerRef.current?.openPopup();
  }, [map, markerRef, popupOpen]);

  return null;
}
