import { geoBounds, geoContains } from 'd3-geo';
import type { Feature, FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
// Test-only: the 1:50m world has the micro-states the shipped 1:110m map leaves out.
import world50m from 'world-atlas/countries-50m.json';
import world110m from 'world-atlas/countries-110m.json';

import {
  CONTINENT_COLORS,
  CONTINENTS,
  countryNamer,
  WORLD_POPULATION_2011,
} from './world-population-2011';

function countries(topology: unknown): Feature[] {
  const world = topology as Topology<{ countries: GeometryCollection }>;
  return (feature(world, world.objects.countries) as FeatureCollection).features;
}

const shapes50m = countries(world50m);
const ids110m = new Set(countries(world110m).map((country) => country.id));

describe('world population 2011', () => {
  it('has 169 countries with the demo continent counts', () => {
    expect(WORLD_POPULATION_2011).toHaveLength(169);
    const counts = Object.fromEntries(
      CONTINENTS.map((continent) => [
        continent,
        WORLD_POPULATION_2011.filter((country) => country.continent === continent).length,
      ]),
    );
    expect(counts).toEqual({
      asia: 43,
      europe: 43,
      africa: 51,
      southAmerica: 12,
      northAmerica: 15,
      oceania: 5,
    });
  });

  it('has unique codes and positive values', () => {
    const alpha2 = WORLD_POPULATION_2011.map((country) => country.alpha2);
    const numeric = WORLD_POPULATION_2011.map((country) => country.numeric);
    expect(new Set(alpha2).size).toBe(169);
    expect(new Set(numeric).size).toBe(169);
    for (const country of WORLD_POPULATION_2011) {
      expect(country.alpha2, country.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(country.numeric, country.alpha2).toMatch(/^\d{3}$/);
      expect(country.value, country.alpha2).toBeGreaterThan(0);
      expect(Number.isInteger(country.value), country.alpha2).toBe(true);
    }
  });

  it('keeps the known figures (Gapminder 2011)', () => {
    const value = (code: string) =>
      WORLD_POPULATION_2011.find((country) => country.alpha2 === code)?.value;
    expect(value('CN')).toBe(1_347_565_324);
    expect(value('IN')).toBe(1_241_491_960);
    expect(value('US')).toBe(313_085_380);
    expect(value('IS')).toBe(324_366);
    // Each figure is with its own country's code (North and South Korea are easy to swap).
    expect(value('KR')).toBe(48_391_343);
    expect(value('KP')).toBe(24_451_285);
  });

  it('gives every country a real shape, and a bubble inside or beside it', () => {
    const missingAt110m: string[] = [];
    for (const country of WORLD_POPULATION_2011) {
      const parts = shapes50m.filter((shape) => shape.id === country.numeric);
      expect(parts.length, `${country.alpha2} ${country.numeric}`).toBeGreaterThan(0);
      if (!ids110m.has(country.numeric)) missingAt110m.push(country.alpha2);

      const point: [number, number] = [country.longitude, country.latitude];
      const near = parts.some((shape) => {
        if (geoContains(shape, point)) return true;
        const [[west, south], [east, north]] = geoBounds(shape);
        const margin = 1.5;
        return (
          point[1] >= south - margin &&
          point[1] <= north + margin &&
          point[0] >= west - margin &&
          point[0] <= east + margin
        );
      });
      expect(near, `${country.alpha2} at ${point.join(', ')}`).toBe(true);
    }
    // Only micro-states are absent from the shipped 1:110m map (their bubbles still show).
    expect(missingAt110m.sort()).toEqual(['BH', 'CV', 'HK', 'KM', 'MU', 'SG']);
  });

  it('keeps the demo continent colours', () => {
    expect(CONTINENT_COLORS).toEqual({
      asia: '#eea638',
      europe: '#6bbfe4',
      africa: '#e96e6e',
      southAmerica: '#6be59c',
      northAmerica: '#f6d35b',
      oceania: '#8aabb0',
    });
  });

  it('names countries in the UI language', () => {
    expect(countryNamer('en')('DE')).toBe('Germany');
    expect(countryNamer('es')('DE')).toBe('Alemania');
    expect(countryNamer('pt-BR')('DE')).toBe('Alemanha');
    expect(countryNamer('not a language!')('DE')).toBe('DE');
  });
});
