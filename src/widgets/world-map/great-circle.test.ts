import { geoNaturalEarth1, geoPath } from 'd3-geo';

import { greatCircle, greatCircleKm, greatCirclePath, greatCirclePoint } from './great-circle';

const london = [-0.1262, 51.5002] as const;
const newYork = [-74, 40.43] as const;

describe('great circles', () => {
  it('is a GeoJSON line between the two points', () => {
    expect(greatCircle(london, newYork)).toEqual({
      type: 'LineString',
      coordinates: [
        [-0.1262, 51.5002],
        [-74, 40.43],
      ],
    });
  });

  it('bends towards the pole: London–New York passes north of both cities', () => {
    const [, midLatitude] = greatCirclePoint(london, newYork, 0.5);
    expect(midLatitude).toBeGreaterThan(51.5);
    expect(greatCirclePoint(london, newYork, 0)[1]).toBeCloseTo(51.5002);
  });

  it('measures about 5,570 km from London to New York', () => {
    expect(greatCircleKm(london, newYork)).toBeGreaterThan(5500);
    expect(greatCircleKm(london, newYork)).toBeLessThan(5650);
  });

  it('draws a path from the projected start, resampled into a curve', () => {
    const projection = geoNaturalEarth1();
    const d = greatCirclePath(geoPath(projection), london, newYork);
    const [x, y] = projection([...london])!;
    const [mx, my] = /^M([-\d.]+),([-\d.]+)/.exec(d)!.slice(1).map(Number);
    expect(mx).toBeCloseTo(x, 2);
    expect(my).toBeCloseTo(y, 2);
    expect(d.split('L').length).toBeGreaterThan(3);
    expect(greatCirclePath(geoPath(projection), london, london)).toMatch(/^M/);
  });
});
