import { brandDefaults } from '@/config/brand';
import { preferenceOptions } from '@/lib/preference-options';
import { themeChoices } from '@/lib/theme';
import { PREFERENCE_OPTIONS } from '@contract/account';

describe('the preferences an account keeps', () => {
  it('are the customizer’s names and values, and the theme choices', () => {
    const { theme, ...rest } = PREFERENCE_OPTIONS;
    expect(rest).toEqual(preferenceOptions);
    expect(theme).toEqual(themeChoices);
  });

  it('include every brand default', () => {
    for (const [name, value] of Object.entries(brandDefaults))
      expect(preferenceOptions[name as keyof typeof preferenceOptions], name).toContain(value);
  });
});
