import { findIconSet, iconSets, loadIconSet } from './icon-sets';

describe('icon sets', { timeout: 30_000 }, () => {
  it('offers at least ten sets, each under its own slug', () => {
    expect(iconSets.length).toBeGreaterThanOrEqual(10);
    expect(new Set(iconSets.map((set) => set.slug)).size).toBe(iconSets.length);
  });

  it('adds the categories of a set whose package has them (Fontisto)', async () => {
    const set = await loadIconSet(findIconSet('fontisto')!);
    expect(set.prefix).toBe('fontisto');
    expect(Object.keys(set.categories ?? {})).toEqual(
      expect.arrayContaining(['Brand', 'Weather', 'Medical']),
    );
    expect(set.categories?.Weather).toContain('day-sunny');
  });
});
