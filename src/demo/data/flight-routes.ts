/**
 * The line map demo: 19 European (and one American) cities and the flights from London and from
 * Vilnius, the demo's fixed data. City names are i18n keys (`worldMaps.cities.<id>`).
 *
 * Vilnius has 11 lines, none back to Vilnius itself (a line of no length draws nothing), and each
 * of the 19 cities is on at least one line, Paris included.
 */

export const CITY_IDS = [
  'london',
  'vilnius',
  'brussels',
  'prague',
  'athens',
  'reykjavik',
  'dublin',
  'oslo',
  'lisbon',
  'moscow',
  'belgrade',
  'bratislava',
  'ljubljana',
  'madrid',
  'stockholm',
  'bern',
  'kyiv',
  'paris',
  'newYork',
] as const;

export type CityId = (typeof CITY_IDS)[number];

export type City = { id: CityId; latitude: number; longitude: number };

export const CITIES: readonly City[] = [
  { id: 'london', latitude: 51.5002, longitude: -0.1262 },
  { id: 'vilnius', latitude: 54.6896, longitude: 25.2799 },
  { id: 'brussels', latitude: 50.8371, longitude: 4.3676 },
  { id: 'prague', latitude: 50.0878, longitude: 14.4205 },
  { id: 'athens', latitude: 37.9792, longitude: 23.7166 },
  { id: 'reykjavik', latitude: 64.1353, longitude: -21.8952 },
  { id: 'dublin', latitude: 53.3441, longitude: -6.2675 },
  { id: 'oslo', latitude: 59.9138, longitude: 10.7387 },
  { id: 'lisbon', latitude: 38.7072, longitude: -9.1355 },
  { id: 'moscow', latitude: 55.7558, longitude: 37.6176 },
  { id: 'belgrade', latitude: 44.8048, longitude: 20.4781 },
  { id: 'bratislava', latitude: 48.2116, longitude: 17.1547 },
  { id: 'ljubljana', latitude: 46.0514, longitude: 14.506 },
  { id: 'madrid', latitude: 40.4167, longitude: -3.7033 },
  { id: 'stockholm', latitude: 59.3328, longitude: 18.0645 },
  { id: 'bern', latitude: 46.948, longitude: 7.4481 },
  { id: 'kyiv', latitude: 50.4422, longitude: 30.5367 },
  { id: 'paris', latitude: 48.8567, longitude: 2.351 },
  { id: 'newYork', latitude: 40.43, longitude: -74 },
];

/** Destinations by origin; only these cities have flights. */
export const FLIGHT_ROUTES: Partial<Record<CityId, readonly CityId[]>> = {
  london: [
    'kyiv',
    'bern',
    'stockholm',
    'madrid',
    'ljubljana',
    'bratislava',
    'belgrade',
    'moscow',
    'lisbon',
    'vilnius',
    'reykjavik',
    'newYork',
  ],
  vilnius: [
    'brussels',
    'oslo',
    'madrid',
    'prague',
    'bratislava',
    'belgrade',
    'moscow',
    'athens',
    'london',
    'dublin',
    'paris',
  ],
};

/** The city whose flights show first. */
export const DEFAULT_ORIGIN: CityId = 'london';

/** The demo's colours: the selected city and the flight lines (drawn at 0.4 opacity). */
export const ROUTE_COLORS = { selectedCity: '#6be59c', arc: '#6bbfe4', arcOpacity: 0.4 } as const;

const byId = new Map(CITIES.map((city) => [city.id, city]));

/** The city with this id (every CityId is in CITIES; the data test checks it). */
export function cityById(id: CityId): City {
  return byId.get(id)!;
}

/** The cities that have flights, in CITIES order. */
export const ORIGINS: readonly CityId[] = CITIES.filter((city) => FLIGHT_ROUTES[city.id]).map(
  (city) => city.id,
);
