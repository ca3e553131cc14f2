import { Plane } from 'lucide-react';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CITIES,
  cityById,
  DEFAULT_ORIGIN,
  FLIGHT_ROUTES,
  ORIGINS,
  ROUTE_COLORS,
  type CityId,
} from '@/demo/data/flight-routes';
import { useMediaQuery } from '@/hooks/use-media-query';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { MapArcs, useWorldMap, WorldMap, type MapArc } from '@/widgets/world-map';

/** The map body: about 65 % of the viewport (at least 320 px) on desktop; on phones about the map's own height. */
const MAP_BODY_HEIGHT = 'max(min(65vh, 52vw + 2rem), min(320px, 60vw))';

const lonLat = (id: CityId) => {
  const city = cityById(id);
  return [city.longitude, city.latitude] as const;
};

/** The 19 cities; those with flights are buttons that select them. */
function CityMarkers({
  selected,
  onSelect,
  cityName,
}: {
  selected: CityId;
  onSelect: (id: CityId) => void;
  cityName: (id: CityId) => string;
}) {
  const { t } = useTranslation();
  const { project, k, pixel } = useWorldMap();
  // Marker sizes in CSS pixels, the same at every zoom and on every screen.
  const px = pixel / k;
  const [focused, setFocused] = useState<CityId>();

  return (
    <g data-slot="city-markers">
      {CITIES.map((city) => {
        const point = project([city.longitude, city.latitude]);
        if (!point) return null;
        const [x, y] = point;
        const isOrigin = ORIGINS.includes(city.id);
        const isSelected = city.id === selected;
        const radius = (isSelected ? 7 : isOrigin ? 6 : 4) * px;
        const marker = (
          <>
            <circle
              cx={x}
              cy={y}
              r={radius}
              vectorEffect="non-scaling-stroke"
              style={{
                fill: isSelected ? ROUTE_COLORS.selectedCity : 'var(--surface)',
                stroke: isSelected ? 'var(--on-primary)' : 'var(--text)',
                strokeWidth: isOrigin ? 2 : 1.5,
              }}
            />
            <circle
              cx={x}
              cy={y}
              r={radius / 2.5}
              style={{ fill: isSelected ? 'var(--on-primary)' : 'var(--text)' }}
            />
          </>
        );
        if (!isOrigin) {
          return (
            <g key={city.id} data-slot="city" data-city={city.id} aria-hidden>
              <title>{cityName(city.id)}</title>
              {marker}
            </g>
          );
        }
        const select = () => onSelect(city.id);
        const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            select();
          }
        };
        return (
          <g
            key={city.id}
            data-slot="city"
            data-city={city.id}
            data-selected={isSelected || undefined}
            role="button"
            tabIndex={0}
            aria-pressed={isSelected}
            aria-label={t('worldMaps.line.showFlightsFrom', { city: cityName(city.id) })}
            style={{ cursor: 'pointer', outline: 'none' }}
            onClick={select}
            onKeyDown={onKeyDown}
            onFocus={(event) => {
              if (event.currentTarget.matches(':focus-visible')) setFocused(city.id);
            }}
            onBlur={() => setFocused(undefined)}
          >
            {/* A larger invisible target for the pointer. */}
            <circle cx={x} cy={y} r={14 * px} style={{ fill: 'transparent' }} />
            {marker}
            {focused === city.id && (
              <circle
                data-slot="city-focus-ring"
                cx={x}
                cy={y}
                r={radius + 4 * px}
                vectorEffect="non-scaling-stroke"
                style={{ fill: 'none', stroke: 'var(--ring)', strokeWidth: 2 }}
              />
            )}
          </g>
        );
      })}
    </g>
  );
}

/** Flights from London (or Vilnius) as great-circle arcs. */
export default function LineMapsPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const listId = useId();
  const [origin, setOrigin] = useState<CityId>(DEFAULT_ORIGIN);
  const phone = useMediaQuery('(width < 40rem)');

  const cityName = (id: CityId) => t(`worldMaps.cities.${id}`);
  const destinations = useMemo(() => FLIGHT_ROUTES[origin] ?? [], [origin]);
  const arcs = useMemo<MapArc[]>(
    () =>
      destinations.map((to) => ({ id: `${origin}-${to}`, from: lonLat(origin), to: lonLat(to) })),
    [origin, destinations],
  );
  const other = ORIGINS.find((id) => id !== origin) ?? DEFAULT_ORIGIN;
  const originName = cityName(origin);

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card aria-labelledby={titleId} className="min-w-0">
        <CardHeader className="flex-wrap justify-between gap-y-2">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Plane aria-hidden className="size-5 text-danger-strong" />
            <span aria-live="polite">{t('worldMaps.line.flightsFrom', { city: originName })}</span>
          </CardTitle>
          <Button variant="outline" size="sm" onClick={() => setOrigin(other)}>
            {t('worldMaps.line.showFlightsFrom', { city: cityName(other) })}
          </Button>
        </CardHeader>
        <CardBody className="space-y-4">
          <WorldMap
            label={t('worldMaps.line.mapLabel', { city: originName })}
            // Opens on Europe with New York and Reykjavik in view, as the demo shows it. A phone's
            // map is too small for that: it opens closer, on Europe alone (pan west for New York).
            defaultZoom={phone ? 4.5 : 2.5}
            defaultCenter={phone ? [8, 52] : [-15, 52]}
            style={{ height: MAP_BODY_HEIGHT }}
          >
            <MapArcs
              key={origin}
              arcs={arcs}
              color={ROUTE_COLORS.arc}
              opacity={ROUTE_COLORS.arcOpacity}
            />
            <CityMarkers selected={origin} onSelect={setOrigin} cityName={cityName} />
          </WorldMap>
          <section aria-labelledby={listId}>
            <h3 id={listId} className="mb-2 font-semibold">
              {t('worldMaps.line.destinationsFrom', { city: originName })}
            </h3>
            <ul data-slot="route-list" className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {destinations.map((id) => (
                <li key={id}>{cityName(id)}</li>
              ))}
            </ul>
          </section>
        </CardBody>
      </Card>
    </div>
  );
}
