import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import {
  CONTINENT_COLORS,
  CONTINENTS,
  countryNamer,
  WORLD_POPULATION_2011,
  type Continent,
} from '@/demo/data/world-population-2011';
import { useFormat } from '@/hooks/use-format';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { areaScaleFor, MapBubbles, WorldMap, type MapBubble } from '@/widgets/world-map';

/** The map body: about 65 % of the viewport (at least 320 px) on desktop; on phones about the map's own height. */
const MAP_BODY_HEIGHT = 'max(min(65vh, 52vw + 2rem), min(320px, 60vw))';

type Row = { alpha2: string; name: string; continent: Continent; value: number; label: string };

/** The world's population in 2011, one circle per country. */
export default function BubbleMapsPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const titleId = useId();

  const format = useFormat();
  const rows = useMemo<Row[]>(() => {
    const name = countryNamer(language);
    return WORLD_POPULATION_2011.map((country) => {
      const countryName = name(country.alpha2);
      return {
        alpha2: country.alpha2,
        name: countryName,
        continent: country.continent,
        value: country.value,
        // The tooltip reads "name: value", as the demo shows it.
        label: `${countryName}: ${format.number(country.value)}`,
      };
    }).sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language, format]);

  const bubbles = useMemo<MapBubble[]>(() => {
    const size = areaScaleFor(WORLD_POPULATION_2011.map((country) => country.value));
    const labels = new Map(rows.map((row) => [row.alpha2, row.label]));
    return WORLD_POPULATION_2011.map((country) => ({
      id: country.alpha2,
      coordinates: [country.longitude, country.latitude],
      size: size(country.value),
      color: CONTINENT_COLORS[country.continent],
      label: labels.get(country.alpha2) ?? country.alpha2,
    }));
  }, [rows]);

  const counts = useMemo(() => {
    const byContinent = new Map<Continent, number>();
    for (const country of WORLD_POPULATION_2011) {
      byContinent.set(country.continent, (byContinent.get(country.continent) ?? 0) + 1);
    }
    return byContinent;
  }, []);

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card aria-labelledby={titleId} className="min-w-0">
        <CardHeader className="flex-wrap justify-between gap-y-1">
          <div>
            <CardTitle id={titleId}>{t('worldMaps.bubble.title')}</CardTitle>
            <p className="text-sm text-muted">{t('worldMaps.bubble.source')}</p>
          </div>
        </CardHeader>
        <CardBody className="space-y-4">
          <ul
            aria-label={t('worldMaps.bubble.legendLabel')}
            data-slot="map-legend"
            className="flex flex-wrap gap-x-6 gap-y-2 text-sm"
          >
            {CONTINENTS.map((continent) => (
              <li key={continent} className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="size-3 shrink-0 rounded-full"
                  style={{ backgroundColor: CONTINENT_COLORS[continent] }}
                />
                <span>{t(`worldMaps.continents.${continent}`)}</span>
                <span className="text-muted">
                  (
                  {t('worldMaps.bubble.legendCount', {
                    count: counts.get(continent) ?? 0,
                    n: format.integer(counts.get(continent) ?? 0),
                  })}
                  )
                </span>
              </li>
            ))}
          </ul>
          <WorldMap label={t('worldMaps.bubble.mapLabel')} style={{ height: MAP_BODY_HEIGHT }}>
            <MapBubbles bubbles={bubbles} label={t('worldMaps.bubble.bubblesLabel')} />
          </WorldMap>
          {/* A table ignores the width and height of .sr-only, so a wrapper hides it. */}
          <div className="sr-only">
            <table data-slot="bubble-map-table">
              <caption>{t('worldMaps.bubble.tableCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('worldMaps.bubble.country')}</th>
                  <th scope="col">{t('worldMaps.bubble.continent')}</th>
                  <th scope="col">{t('worldMaps.bubble.population')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.alpha2}>
                    <th scope="row">{row.name}</th>
                    <td>{t(`worldMaps.continents.${row.continent}`)}</td>
                    <td>{format.number(row.value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
