import { THEME_CHOICES } from '@contract/preferences';

import { readStored, writeStored } from './storage';

export type Theme = 'light' | 'dark';
/** What a person chose: a theme, or the system's (followed live as it changes). */
export type ThemeChoice = Theme | 'system';
export const THEME_STORAGE_KEY = 'tessera.theme';
export const themeChoices = THEME_CHOICES satisfies readonly ThemeChoice[];

export const isThemeChoice = (value: unknown): value is ThemeChoice =>
  value === 'light' || value === 'dark' || value === 'system';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The stored choice; 'system' when there is none (a first visit) or it is garbage. */
export function initialThemeChoice(): ThemeChoice {
  return readStored(THEME_STORAGE_KEY, isThemeChoice) ?? 'system';
}

/** The theme a choice stands for now: 'system' is the system's current preference. */
export function resolveTheme(choice: ThemeChoice): Theme {
  if (choice !== 'system') return choice;
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export function persistTheme(choice: ThemeChoice): void {
  writeStored(THEME_STORAGE_KEY, choice);
}

/** Calls `onChange` with the system's theme whenever it changes; returns the unsubscribe. */
export function watchSystemTheme(onChange: (theme: Theme) => void): () => void {
  const query = window.matchMedia?.(DARK_QUERY);
  if (!query) return () => {};
  const listener = (event: MediaQueryListEvent) => onChange(event.matches ? 'dark' : 'light');
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
