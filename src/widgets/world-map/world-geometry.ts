import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

import { retryableImport } from '@/lib/retryable-import';

/** The base map: one feature per country (id = ISO 3166-1 numeric code) and the inner borders. */
export type WorldGeometry = {
  countries: FeatureCollection;
  borders: MultiLineString;
};

type CountriesTopology = Topology<{ countries: GeometryCollection }>;

/** Turns world-atlas' TopoJSON into GeoJSON countries and the borders between them. */
export function toWorldGeometry(topology: CountriesTopology): WorldGeometry {
  const countries = feature(topology, topology.objects.countries) as FeatureCollection;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return { countries, borders };
}

/**
 * A loader that imports the geometry once and shares the promise; a failed import is forgotten,
 * so the next call (Retry) imports again.
 */
export function createGeometryLoader(
  importTopology: () => Promise<unknown>,
): () => Promise<WorldGeometry> {
  let pending: Promise<WorldGeometry> | undefined;
  return () => {
    pending ??= importTopology().then(
      (topology) => toWorldGeometry(topology as CountriesTopology),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}

/**
 * The 1:110m world (world-atlas, ~38 KB gzip) in its own chunk: only the pages that draw a world
 * map fetch it.
 */
const importWorld = retryableImport(() => import('world-atlas/countries-110m.json'));
export const loadWorldGeometry = createGeometryLoader(() =>
  importWorld().then((module) => module.default),
);

/** The feature of a country by its numeric code, if the geometry has it. */
export function countryFeature(geometry: WorldGeometry, numeric: string): Feature | undefined {
  return geometry.countries.features.find((country) => country.id === numeric);
}
