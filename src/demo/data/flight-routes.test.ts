import en from '@/demo/locales/en/worldMaps.json';

import {
  CITIES,
  CITY_IDS,
  cityById,
  DEFAULT_ORIGIN,
  FLIGHT_ROUTES,
  ORIGINS,
  ROUTE_COLORS,
} from './flight-routes';

describe('flight routes', () => {
  it('has the 19 demo cities, each once with a position', () => {
    expect(CITIES.map((city) => city.id)).toEqual([...CITY_IDS]);
    expect(new Set(CITY_IDS).size).toBe(19);
    for (const city of CITIES) {
      expect(Math.abs(city.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(city.longitude)).toBeLessThanOrEqual(180);
      expect(cityById(city.id)).toBe(city);
      expect(en.cities[city.id], city.id).toBeTruthy();
    }
  });

  it('flies from London to 12 cities and from Vilnius to 11, and every target gets a flight', () => {
    expect(DEFAULT_ORIGIN).toBe('london');
    expect(ORIGINS).toEqual(['london', 'vilnius']);
    expect(FLIGHT_ROUTES.london).toEqual([
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
    ]);
    expect(FLIGHT_ROUTES.vilnius).toHaveLength(11);
    const reached = new Set(Object.values(FLIGHT_ROUTES).flat());
    expect(CITY_IDS.filter((id) => !ORIGINS.includes(id) && !reached.has(id))).toEqual([]);
    for (const [origin, destinations] of Object.entries(FLIGHT_ROUTES)) {
      expect(new Set(destinations).size).toBe(destinations.length);
      expect(destinations).not.toContain(origin);
      for (const id of destinations) expect(CITY_IDS).toContain(id);
    }
  });

  it('keeps the demo colours', () => {
    expect(ROUTE_COLORS).toEqual({ selectedCity: '#6be59c', arc: '#6bbfe4', arcOpacity: 0.4 });
  });
});
