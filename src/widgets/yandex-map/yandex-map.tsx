import {
  FullscreenControl,
  GeolocationControl,
  Placemark,
  SearchControl,
  TrafficControl,
  Map as YandexMapView,
  YMaps,
  ZoomControl,
} from '@pbe/react-yandex-maps';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/ui/visually-hidden';
import { MapUnavailable, useMapLoad, type MapLoadStatus } from '@/widgets/map-unavailable';

import { escapeHtml, yandexLang } from './yandex-lang';
import { onYandexLoadFailure } from './yandex-load-failure';
import { yandexMapLabels, type YandexMapLabels } from './yandex-map-labels';

/** The demo's centre and placemark. */
const YANDEX_MAP_DEFAULT_CENTER: [number, number] = [55.2, 38.8];
const YANDEX_MAP_DEFAULT_PLACEMARK: [number, number] = [54.8, 38.9];
const YANDEX_MAPS_KEY_PAGE = 'https://developer.tech.yandex.ru/services/';
/** How long the API may take before the attempt counts as failed (a blocked script may hang). */
const YANDEX_MAPS_LOAD_TIMEOUT_MS = 20_000;

/** Where the JavaScript API's script comes from. */
const YANDEX_MAPS_SCRIPT_HOST = /^https:\/\/(enterprise\.)?api-maps\.yandex\.ru\//;

export type YandexMapStatus = MapLoadStatus;

export type YandexMapProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The JavaScript API key; without one the map explains how to set it and loads nothing. */
  apiKey?: string;
  /** Called with a key typed into the "Try a key in this tab" form; no form without it. */
  onTryKey?: (key: string) => void;
  /** Where the map starts, [lat, lng]. @default [55.2, 38.8] */
  center?: [number, number];
  /** Initial zoom level. @default 8 */
  zoom?: number;
  /** Where the placemark stands, [lat, lng]. @default [54.8, 38.9] */
  placemark?: [number, number];
  /** UI language (BCP 47), mapped to the closest language Yandex offers. @default the UI language */
  language?: string;
  /** Accessible name of this map's region. @default `labels.map` ("Yandex map") */
  label?: string;
  /** Texts to override (map name, description, loading, service, placemark texts and the unavailable card's); the rest stay translated. @default the `maps.yandex.*`, `maps.unavailable.*` translations */
  labels?: Partial<YandexMapLabels>;
  /** The variable the "no key" card tells to set. @default 'VITE_YANDEX_MAPS_API_KEY' */
  envVariable?: string;
  /** The provider's key page, linked from the card. @default Yandex's developer dashboard */
  keyPageUrl?: string;
  /** Attempts that have not loaded after this long count as failed. @default 20000 */
  loadTimeoutMs?: number;
  /** Called when the status changes (loading, ready, missingKey, loadFailed). */
  onStatusChange?: (status: YandexMapStatus) => void;
};

/**
 * A Yandex hybrid map with traffic, zoom, geolocation, fullscreen and
 * search controls and one placemark with a balloon. Without a key it explains how to set one and
 * sends nothing; when the API's script cannot load it says so (the library's rejection is caught)
 * and offers Retry, which starts a fresh attempt.
 */
export function YandexMap({
  apiKey,
  onTryKey,
  center = YANDEX_MAP_DEFAULT_CENTER,
  zoom = 8,
  placemark = YANDEX_MAP_DEFAULT_PLACEMARK,
  language,
  label,
  labels: labelOverrides,
  envVariable = 'VITE_YANDEX_MAPS_API_KEY',
  keyPageUrl = YANDEX_MAPS_KEY_PAGE,
  loadTimeoutMs = YANDEX_MAPS_LOAD_TIMEOUT_MS,
  onStatusChange,
  className,
  style,
  ...props
}: YandexMapProps) {
  const { i18n } = useTranslation();
  const labels = useLabels(yandexMapLabels, labelOverrides);
  const descriptionId = useId();
  const { status, attempt, settle, retry, userActed } = useMapLoad(apiKey, YANDEX_MAPS_SCRIPT_HOST);
  // The API's language is fixed when its script loads.
  const [lang] = useState(() => yandexLang(language ?? i18n.resolvedLanguage ?? i18n.language));

  useEffect(() => {
    if (status !== 'loading') return;
    const fail = () => settle(false);
    const unsubscribe = onYandexLoadFailure(fail);
    const timer = window.setTimeout(fail, loadTimeoutMs);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [settle, status, loadTimeoutMs]);

  useEffect(() => onStatusChange?.(status), [status, onStatusChange]);

  const balloon = `<strong>${escapeHtml(labels.balloonTitle)}</strong><br>${escapeHtml(labels.balloonBody)}`;

  return (
    <div
      data-slot="yandex-map"
      data-status={status}
      className={cn('flex flex-col', className)}
      {...props}
      style={{ minHeight: 320, ...style }}
    >
      <VisuallyHidden role="status">{status === 'loading' ? labels.loading : ''}</VisuallyHidden>
      {apiKey && (status === 'ready' || status === 'loading') ? (
        <div
          role="region"
          aria-label={label ?? labels.map}
          aria-describedby={descriptionId}
          // Focusable so keyboard users reach the map and hear its description: Yandex 2.1
          // itself offers no keyboard navigation.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="relative min-h-0 flex-1 overflow-hidden rounded-md border border-border bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <p id={descriptionId} className="sr-only">
            {labels.description}
          </p>
          {status === 'loading' && (
            <p aria-hidden className="absolute inset-0 grid place-items-center text-muted">
              {labels.loading}
            </p>
          )}
          {/* A new provider per key and attempt: its loader (and script) start afresh. */}
          <YMaps key={`${apiKey}:${attempt}`} query={{ apikey: apiKey, lang }}>
            <YandexMapView
              width="100%"
              height="100%"
              className="size-full"
              defaultState={{
                center,
                zoom,
                type: 'yandex#hybrid',
                behaviors: ['default'],
                controls: [],
              }}
              onLoad={() => settle(true)}
              onError={() => settle(false)}
            >
              <TrafficControl />
              <ZoomControl />
              <GeolocationControl />
              <FullscreenControl />
              <SearchControl />
              <Placemark
                geometry={placemark}
                properties={{
                  balloonContent: balloon,
                  hintContent: escapeHtml(labels.hint),
                }}
                modules={['geoObject.addon.balloon', 'geoObject.addon.hint']}
              />
            </YandexMapView>
          </YMaps>
        </div>
      ) : (
        <MapUnavailable
          service={labels.service}
          reason={status === 'loading' || status === 'ready' ? 'missingKey' : status}
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
