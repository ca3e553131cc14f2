import type { IconifyJSON } from '@iconify/types';

import { groupIcons, listIconNames, resolveIcon } from './icon-data';

const set: IconifyJSON = {
  prefix: 'test',
  width: 24,
  height: 24,
  icons: {
    home: { body: '<path d="M1 1h2"/>' },
    wide: { body: '<path d="M0 0h4"/>', width: 32, height: 16 },
    legacy: { body: '<path/>', hidden: true },
  },
  aliases: {
    house: { parent: 'home' },
    'home-flipped': { parent: 'home', hFlip: true },
    'wide-turned': { parent: 'wide', rotate: 1 },
    'home-flipped-back': { parent: 'home-flipped', hFlip: true },
  },
};

describe('resolveIcon', () => {
  it('applies the set default size', () => {
    expect(resolveIcon(set, 'home')).toEqual({
      body: '<path d="M1 1h2"/>',
      left: 0,
      top: 0,
      width: 24,
      height: 24,
    });
  });

  it('follows aliases and combines their transformations', () => {
    expect(resolveIcon(set, 'house')?.body).toBe('<path d="M1 1h2"/>');
    expect(resolveIcon(set, 'home-flipped')?.body).toBe(
      '<g transform="translate(24 0) scale(-1 1)"><path d="M1 1h2"/></g>',
    );
    // Two flips cancel out.
    expect(resolveIcon(set, 'home-flipped-back')?.body).toBe('<path d="M1 1h2"/>');
  });

  it('swaps the view box on a quarter turn', () => {
    expect(resolveIcon(set, 'wide-turned')).toMatchObject({
      left: 8,
      top: -8,
      width: 16,
      height: 32,
      body: '<g transform="rotate(90 16 8)"><path d="M0 0h4"/></g>',
    });
  });

  it('returns undefined for an unknown name', () => {
    expect(resolveIcon(set, 'nope')).toBeUndefined();
  });
});

describe('listIconNames and groupIcons', () => {
  it('lists visible icons and transformed aliases, not renames or hidden icons', () => {
    expect(listIconNames(set)).toEqual([
      'home',
      'home-flipped',
      'home-flipped-back',
      'wide',
      'wide-turned',
    ]);
  });

  it('makes one list without categories, one per category with them', () => {
    const titles = { allTitle: 'All', otherTitle: 'Other' };
    expect(groupIcons(set, titles)).toEqual([{ title: 'All', names: listIconNames(set) }]);
    expect(
      groupIcons({ ...set, categories: { Houses: ['home', 'legacy'], Empty: ['x'] } }, titles),
    ).toEqual([
      { title: 'Houses', names: ['home'] },
      { title: 'Other', names: ['home-flipped', 'home-flipped-back', 'wide', 'wide-turned'] },
    ]);
  });
});
