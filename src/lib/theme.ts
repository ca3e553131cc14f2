import { readStored, writeStored } from './storage';

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'tessera.theme';

const isTheme = (value: unknown): value is Theme => value === 'light' || value === 'dark';

/** The stored choice, else the system preference (first visit). */
export function initialTheme(): Theme {
  const stored = readStored(THEME_STORAGE_KEY, isTheme);
  if (stored) return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export function persistTheme(theme: Theme): void {
  writeStored(THEME_STORAGE_KEY, theme);
}
