import { useSyncExternalStore } from 'react';

import type { ChartTheme } from './chart-options';

function subscribe(onChange: () => void) {
  // The theme is the `data-theme` attribute of <html> (lib/theme.ts); widgets never read the store.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const themeName = () => document.documentElement.dataset.theme ?? '';

/** Reads the theme tokens Chart.js needs: it cannot resolve CSS variables itself. */
export function readChartTheme(): ChartTheme {
  const root = getComputedStyle(document.documentElement);
  const token = (name: string) => root.getPropertyValue(name).trim();
  return {
    text: token('--text'),
    mutedText: token('--text-muted'),
    grid: token('--border'),
    surface: token('--surface'),
    fontFamily: getComputedStyle(document.body).fontFamily,
  };
}

const EMPTY_THEME: ChartTheme = { text: '', mutedText: '', grid: '', surface: '', fontFamily: '' };
let cached: { name: string; theme: ChartTheme } | undefined;

/** The same object until `data-theme` changes, as useSyncExternalStore requires. */
function snapshot(): ChartTheme {
  const name = themeName();
  if (cached?.name !== name) cached = { name, theme: readChartTheme() };
  return cached.theme;
}

/** The chart colours of the current theme; a new object when `data-theme` on <html> changes. */
export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY_THEME);
}
