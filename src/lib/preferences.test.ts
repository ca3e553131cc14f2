// @vitest-environment jsdom
import { brandDefaults } from '@/config/brand';

import { createPreferencesStore, parsePreferences, PREFERENCES_STORAGE_KEY } from './preferences';

describe('preferences', () => {
  beforeEach(() => localStorage.clear());

  it('keeps only known names with allowed values', () => {
    expect(
      parsePreferences({ preset: 'blue', radius: 'huge', layout: 'rail', colour: 'red', font: 3 }),
    ).toEqual({ preset: 'blue', layout: 'rail' });
    for (const garbage of [null, 'blue', 42, ['blue'], undefined]) {
      expect(parsePreferences(garbage)).toEqual({});
    }
  });

  it('starts from the brand defaults when storage holds garbage', () => {
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{not json');
    expect(createPreferencesStore().getState().preferences).toEqual(brandDefaults);
    localStorage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify({ density: 'tiny' }));
    expect(createPreferencesStore().getState().preferences).toEqual(brandDefaults);
  });

  it('applies a choice to <html>, remembers it, and resets a section or all', () => {
    const store = createPreferencesStore();
    store.getState().setPreference('contentWidth', 'centered');
    store.getState().setPreference('preset', 'violet');
    expect(document.documentElement.getAttribute('data-content-width')).toBe('centered');
    expect(document.documentElement.getAttribute('data-preset')).toBe('violet');
    expect(createPreferencesStore().getState().choices).toEqual({
      contentWidth: 'centered',
      preset: 'violet',
    });

    store.getState().reset(['preset']);
    expect(document.documentElement.getAttribute('data-preset')).toBe(brandDefaults.preset);
    expect(store.getState().choices).toEqual({ contentWidth: 'centered' });

    store.getState().reset();
    expect(store.getState().choices).toEqual({});
    expect(document.documentElement.getAttribute('data-content-width')).toBe('full');
  });
});
