import { useSyncExternalStore } from 'react';

import type { ChartTheme } from './chart-options';

function subscribe(onChange: () => void) {
  // The theme and the colour preset are `data-theme` and `data-preset` on <html> (lib/theme.ts,
  // lib/preferences.ts); widgets never read the stores.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-preset'],
  });
  return () => observer.disconnect();
}

const themeName = () => {
  const { theme = '', preset = '' } = document.documentElement.dataset;
  return `${theme} ${preset}`;
};

/** Reads the theme tokens Chart.js needs: it cannot resolve CSS variables itself. */
export function readChartTheme(): ChartTheme {
  const root = getComputedStyle(document.documentElement);
  const token = (name: string) => root.getPropertyValue(name).trim();
  return {
    primary: token('--palette-primary'),
    text: token('--text'),
    mutedText: token('--text-muted'),
    grid: token('--border'),
    surface: token('--surface'),
    fontFamily: getComputedStyle(document.body).fontFamily,
  };
}

const EMPTY_THEME: ChartTheme = {
  primary: '',
  text: '',
  mutedText: '',
  grid: '',
  surface: '',
  fontFamily: '',
};
let cached: { name: string; theme: ChartTheme } | undefined;

/** The same object until `data-theme` or `data-preset` changes, as useSyncExternalStore requires. */
function snapshot(): ChartTheme {
  const name = themeName();
  if (cached?.name !== name) cached = { name, theme: readChartTheme() };
  return cached.theme;
}

/** The chart colours of the current theme and preset; a new object when either changes on <html>. */
export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY_THEME);
}
