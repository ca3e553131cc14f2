import { iconSets } from '@/widgets/icon';

import { iconSetSamples } from './icon-set-samples';

describe('icon set samples', () => {
  it('hold a 14-icon preview and the facts of every set the icon widget offers', () => {
    expect(Object.keys(iconSetSamples).sort()).toEqual(iconSets.map((set) => set.slug).sort());
    for (const set of iconSets) {
      const sample = iconSetSamples[set.slug]!;
      expect(sample.icons, set.slug).toHaveLength(14);
      expect(new Set(sample.icons.map((icon) => icon.name)).size, set.slug).toBe(14);
      expect(sample.total, set.slug).toBeGreaterThan(14);
      expect(sample.license && sample.author, set.slug).toBeTruthy();
    }
  });
});
