import { APIProvider, Map as GoogleMapView } from '@vis.gl/react-google-maps';
import { useCallback, useEffect, useId, useSyncExternalStore, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { MapUnavailable, useMapLoad, type MapUnavailableReason } from '@/widgets/map-unavailable';

import { googleMapLabels, type GoogleMapLabels } from './google-map-labels';
import {
  googleAuthFailed,
  loadGoogleMapsApi,
  subscribeGoogleAuthFailure,
} from './google-maps-loader';

/** The demo's centre. */
const GOOGLE_MAP_DEFAULT_CENTER = { lat: 44.5403, lng: -78.5463 };
const GOOGLE_MAPS_KEY_PAGE =
  'https://developers.google.com/maps/documentation/javascript/get-api-key';

/** Where the Maps JavaScript API's script comes from. */
const GOOGLE_MAPS_SCRIPT_HOST = /^https:\/\/maps\.googleapis\.com\//;

export type GoogleMapStatus = 'loading' | 'ready' | MapUnavailableReason;

export type GoogleMapProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The Maps JavaScript API key; without one the map explains how to set it and loads nothing. */
  apiKey?: string;
  /** Called with a key typed into the "Try a key in this tab" form; no form without it. */
  onTryKey?: (key: string) => void;
  /** Where the map starts. @default { lat: 44.5403, lng: -78.5463 } */
  center?: { lat: number; lng: number };
  /** Initial zoom level. @default 8 */
  zoom?: number;
  /** Map type. @default 'roadmap' */
  mapTypeId?: 'roadmap' | 'satellite' | 'hybrid' | 'terrain';
  /** Language of the map's labels and controls (BCP 47). @default the UI language */
  language?: string;
  /** Accessible name of this map's region. @default `labels.map` ("Google map") */
  label?: string;
  /** Texts to override (`map`, `description`, `loading`, `service` and the unavailable card's); the rest stay translated. @default the `maps.google.*`, `maps.unavailable.*` translations */
  labels?: Partial<GoogleMapLabels>;
  /** The variable the "no key" card tells to set. @default 'VITE_GOOGLE_MAPS_API_KEY' */
  envVariable?: string;
  /** The provider's key page, linked from the card. @default Google's "Get an API key" page */
  keyPageUrl?: string;
  /** Called when the status changes (loading, ready, missingKey, loadFailed, invalidKey). */
  onStatusChange?: (status: GoogleMapStatus) => void;
};

/**
 * A Google road map through `@vis.gl/react-google-maps`. Without a key it
 * shows how to configure one and sends nothing; when the script cannot load it says so and offers
 * Retry; when Google refuses the key (`gm_authFailure`) it says that instead of Google's grey box.
 */
export function GoogleMap({
  apiKey,
  onTryKey,
  center = GOOGLE_MAP_DEFAULT_CENTER,
  zoom = 8,
  mapTypeId = 'roadmap',
  language,
  label,
  labels: labelOverrides,
  envVariable = 'VITE_GOOGLE_MAPS_API_KEY',
  keyPageUrl = GOOGLE_MAPS_KEY_PAGE,
  onStatusChange,
  className,
  style,
  ...props
}: GoogleMapProps) {
  const { i18n } = useTranslation();
  const labels = useLabels(googleMapLabels, labelOverrides);
  const descriptionId = useId();
  const mapLanguage = language ?? i18n.resolvedLanguage ?? i18n.language;
  const {
    status: loadStatus,
    settle,
    retry,
    userActed,
  } = useMapLoad(apiKey, GOOGLE_MAPS_SCRIPT_HOST);
  const authFailed = useSyncExternalStore(
    subscribeGoogleAuthFailure,
    googleAuthFailed,
    () => false,
  );

  useEffect(() => {
    if (!apiKey) return;
    let current = true;
    loadGoogleMapsApi({ key: apiKey, language: mapLanguage }).then(
      () => current && settle(true),
      () => current && settle(false),
    );
    return () => {
      current = false;
    };
  }, [apiKey, settle, mapLanguage]);

  const status: GoogleMapStatus =
    loadStatus !== 'missingKey' && authFailed ? 'invalidKey' : loadStatus;

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  const onApiError = useCallback(() => settle(false), [settle]);

  return (
    <div
      data-slot="google-map"
      data-status={status}
      className={cn('flex flex-col', className)}
      {...props}
      style={{ minHeight: 320, ...style }}
    >
      <VisuallyHidden role="status">{status === 'loading' ? labels.loading : ''}</VisuallyHidden>
      {status === 'ready' || status === 'loading' ? (
        <div
          role="region"
          aria-label={label ?? labels.map}
          aria-describedby={descriptionId}
          className="min-h-0 flex-1 overflow-hidden rounded-md border border-border bg-surface-muted"
        >
          <p id={descriptionId} className="sr-only">
            {labels.description}
          </p>
          {status === 'ready' && apiKey ? (
            <APIProvider apiKey={apiKey} language={mapLanguage} onError={onApiError}>
              <GoogleMapView
                defaultCenter={center}
                defaultZoom={zoom}
                mapTypeId={mapTypeId}
                className="size-full"
              />
            </APIProvider>
          ) : (
            <p aria-hidden className="grid size-full place-items-center text-muted">
              {labels.loading}
            </p>
          )}
        </div>
      ) : (
        <MapUnavailable
          service={labels.service}
          reason={status}
          envVariable={envVariable}
          keyPageUrl={keyPageUrl}
          onTryKey={onTryKey}
          onRetry={retry}
          className="min-h-0 flex-1"
          focusOnMount={userActed}
          labels={labelOverrides}
        />
      )}
    </div>
  );
}
