import { countryFeature, createGeometryLoader, loadWorldGeometry } from './world-geometry';

describe('world geometry', () => {
  it('loads the 110m countries and their inner borders', async () => {
    const geometry = await loadWorldGeometry();
    expect(geometry.countries.features).toHaveLength(177);
    expect(countryFeature(geometry, '250')?.properties?.name).toBe('France');
    expect(geometry.borders.type).toBe('MultiLineString');
    expect(geometry.borders.coordinates.length).toBeGreaterThan(100);
    // The promise is shared.
    expect(await loadWorldGeometry()).toBe(geometry);
  });

  it('forgets a failed import so a retry imports again', async () => {
    const topology = (await import('world-atlas/countries-110m.json')).default;
    const importer = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(topology);
    const load = createGeometryLoader(importer);
    await expect(load()).rejects.toThrow('offline');
    const geometry = await load();
    expect(geometry.countries.features.length).toBe(177);
    await load();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
