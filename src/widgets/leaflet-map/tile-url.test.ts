import { tileUrlAt } from './tile-url';

describe('tileUrlAt', () => {
  it('names the Web Mercator tile that holds a point', () => {
    expect(
      tileUrlAt('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
        lat: 51.505,
        lng: -0.09,
        zoom: 13,
      }),
    ).toBe('https://tile.openstreetmap.org/13/4093/2724.png');
    expect(tileUrlAt('/{z}/{x}/{y}', { lat: 0, lng: 0, zoom: 0 })).toBe('/0/0/0');
    expect(tileUrlAt('/{z}/{x}/{y}', { lat: -33.87, lng: 151.21, zoom: 4 })).toBe('/4/14/9');
  });

  it('fills {s} with the first subdomain and {r} with nothing', () => {
    expect(
      tileUrlAt('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', { lat: 0, lng: 0, zoom: 1 }),
    ).toBe('https://a.tiles.example/1/1/1.png');
  });

  it('gives up on placeholders it cannot fill', () => {
    expect(
      tileUrlAt('https://t.example/{z}/{x}/{y}.png?key={apikey}', { lat: 0, lng: 0, zoom: 1 }),
    ).toBe(undefined);
  });
});
