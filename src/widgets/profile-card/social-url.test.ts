import { socialLinks, socialProfileUrl } from './social-url';

describe('socialProfileUrl', () => {
  it('builds https://<network>.com/<handle>', () => {
    expect(socialProfileUrl('facebook', 'veronique.lee')).toBe(
      'https://facebook.com/veronique.lee',
    );
    expect(socialProfileUrl('instagram', 'veronique.lee')).toBe(
      'https://instagram.com/veronique.lee',
    );
    expect(socialProfileUrl('twitter', 'vlee')).toBe('https://twitter.com/vlee');
  });

  it('drops a leading @, trims and encodes the handle', () => {
    expect(socialProfileUrl('twitter', ' @vlee ')).toBe('https://twitter.com/vlee');
    expect(socialProfileUrl('facebook', 'a/b?c')).toBe('https://facebook.com/a%2Fb%3Fc');
  });

  it('gives no URL for a blank handle', () => {
    expect(socialProfileUrl('twitter', '  ')).toBeUndefined();
    expect(socialProfileUrl('twitter', '@')).toBeUndefined();
  });
});

describe('socialLinks', () => {
  it('keeps only the networks with a handle, in a fixed order', () => {
    expect(socialLinks({ twitter: 'vlee', facebook: 'vlee.fb' })).toEqual([
      { network: 'facebook', url: 'https://facebook.com/vlee.fb' },
      { network: 'twitter', url: 'https://twitter.com/vlee' },
    ]);
    expect(socialLinks({ instagram: '' })).toEqual([]);
    expect(socialLinks(undefined)).toEqual([]);
  });
});
