// @vitest-environment jsdom
import { vi } from 'vitest';

import { createPreferencesStore } from '@/lib/preferences';
import { createAppStore } from '@/store/app-store';
import { mockMatchMedia } from '@/test/match-media';
import type { AccountPreferences } from '@contract/account';

import { SAVE_DELAY_MS, startPreferencesSync } from './account-sync';

type Save = (body: AccountPreferences) => Promise<unknown>;

function setUp(saved: AccountPreferences | null, save = vi.fn<Save>(() => Promise.resolve())) {
  const preferences = createPreferencesStore();
  const app = createAppStore();
  const stop = startPreferencesSync(saved, { save, preferences, app });
  return { preferences, app, save, stop };
}

describe('account preferences sync', () => {
  beforeEach(() => {
    localStorage.clear();
    mockMatchMedia(() => false);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('puts the account’s saved choices and theme in effect, replacing this browser’s', () => {
    createPreferencesStore().getState().setPreference('font', 'mono');
    const { preferences, app, save } = setUp({ preset: 'rose', density: 'compact', theme: 'dark' });
    expect(preferences.getState().choices).toEqual({ preset: 'rose', density: 'compact' });
    expect(document.documentElement.dataset.preset).toBe('rose');
    expect(document.documentElement.dataset.font).toBe('sans');
    expect(app.getState()).toMatchObject({ themeChoice: 'dark', theme: 'dark' });
    vi.advanceTimersByTime(SAVE_DELAY_MS * 4);
    expect(save).not.toHaveBeenCalled();
  });

  it('ignores garbage in the saved set', () => {
    const { preferences, app } = setUp({
      preset: 'purple',
      layout: 'rail',
      theme: 'sepia',
    } as unknown as AccountPreferences);
    expect(preferences.getState().choices).toEqual({ layout: 'rail' });
    expect(app.getState().themeChoice).toBe('system');
  });

  it('saves a run of changes once, after they rest, as the whole set', async () => {
    const { preferences, app, save } = setUp({ preset: 'blue' });
    preferences.getState().setPreference('preset', 'teal');
    vi.advanceTimersByTime(SAVE_DELAY_MS - 100);
    preferences.getState().setPreference('radius', 'large');
    app.getState().setTheme('dark');
    vi.advanceTimersByTime(SAVE_DELAY_MS - 1);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ preset: 'teal', radius: 'large', theme: 'dark' });
    await vi.runAllTimersAsync();
    // Back to what is saved: nothing to send.
    preferences.getState().setPreference('radius', 'large');
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('keeps the local choice when a save fails, and sends it again with the next change', async () => {
    const save = vi
      .fn<Save>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(undefined);
    const { preferences } = setUp(null, save);
    preferences.getState().setPreference('preset', 'orange');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(preferences.getState().choices).toEqual({ preset: 'orange' });
    expect(document.documentElement.dataset.preset).toBe('orange');
    expect(localStorage.getItem('tessera.preferences')).toBe('{"preset":"orange"}');

    preferences.getState().setPreference('contentWidth', 'centered');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).toHaveBeenLastCalledWith({ preset: 'orange', contentWidth: 'centered' });
  });

  it('leaves an account with nothing saved alone until a change is made there', async () => {
    createPreferencesStore().getState().setPreference('layout', 'horizontal');
    createAppStore().getState().setTheme('light');
    const { preferences, save } = setUp(null);
    expect(preferences.getState().choices).toEqual({ layout: 'horizontal' });
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 4);
    expect(save).not.toHaveBeenCalled();
    preferences.getState().setPreference('font', 'system');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledWith({ layout: 'horizontal', font: 'system', theme: 'light' });
  });

  it('sends nothing once stopped (signed out)', async () => {
    const { preferences, save, stop } = setUp({});
    preferences.getState().setPreference('preset', 'violet');
    stop();
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });

  it('waits for a save in flight before sending the next', async () => {
    let finish!: () => void;
    const save = vi
      .fn<Save>()
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)))
      .mockResolvedValue(undefined);
    const { preferences } = setUp({}, save);
    preferences.getState().setPreference('preset', 'violet');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    preferences.getState().setPreference('preset', 'rose');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith({ preset: 'rose' });
  });
});
