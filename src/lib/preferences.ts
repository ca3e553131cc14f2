import { create } from 'zustand';

import { brandDefaults } from '@/config/brand';

import {
  preferenceAttribute,
  preferenceOptions,
  type PreferenceName,
  type Preferences,
} from './preference-options';
import { readStored, writeStored } from './storage';

export {
  preferenceOptions,
  type Layout,
  type PreferenceName,
  type Preferences,
} from './preference-options';

export const PREFERENCES_STORAGE_KEY = 'tessera.preferences';
export const preferenceNames = Object.keys(preferenceOptions) as PreferenceName[];

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The valid choices in `value`; unknown names, wrong values and garbage are dropped. */
export function parsePreferences(value: unknown): Partial<Preferences> {
  if (!isRecord(value)) return {};
  const choices: Partial<Record<PreferenceName, string>> = {};
  for (const name of preferenceNames) {
    const choice = value[name];
    const allowed: readonly unknown[] = preferenceOptions[name];
    if (typeof choice === 'string' && allowed.includes(choice)) choices[name] = choice;
  }
  return choices as Partial<Preferences>;
}

/** The brand's defaults with a person's choices over them. */
export const resolvePreferences = (choices: Partial<Preferences>): Preferences => ({
  ...brandDefaults,
  ...choices,
});

/** Puts each preference on <html> as a `data-*` attribute, which the stylesheet reads. */
export function applyPreferences(preferences: Preferences, root = document.documentElement) {
  for (const name of preferenceNames)
    root.setAttribute(preferenceAttribute(name), preferences[name]);
}

export interface PreferencesState {
  /** What the person chose (only those: a brand default that changes reaches everyone else). */
  choices: Partial<Preferences>;
  /** The preferences in effect: the brand's defaults with the choices over them. */
  preferences: Preferences;
  setPreference: <Name extends PreferenceName>(name: Name, value: Preferences[Name]) => void;
  /** Back to the brand's defaults: the named preferences, or all. */
  reset: (names?: readonly PreferenceName[]) => void;
  /** Replaces every choice (from the signed-in account, on another device). */
  replaceChoices: (choices: Partial<Preferences>) => void;
}

export const createPreferencesStore = () =>
  create<PreferencesState>()((set, get) => {
    const commit = (choices: Partial<Preferences>) => {
      const preferences = resolvePreferences(choices);
      applyPreferences(preferences);
      writeStored(PREFERENCES_STORAGE_KEY, choices);
      set({ choices, preferences });
    };
    const choices = parsePreferences(readStored(PREFERENCES_STORAGE_KEY, isRecord));
    return {
      choices,
      preferences: resolvePreferences(choices),
      setPreference: (name, value) => commit({ ...get().choices, [name]: value }),
      reset: (names = preferenceNames) => {
        const next = { ...get().choices };
        for (const name of names) delete next[name];
        commit(next);
      },
      replaceChoices: (next) => commit(parsePreferences(next)),
    };
  });

export const usePreferences = createPreferencesStore();
