/**
 * The brand palette. `src/styles/tokens.css` declares the same values as
 * `--palette-*` CSS variables; a unit test keeps the two in step.
 */
export const palette = {
  primary: '#4ae387',
  danger: '#e34a4a',
  info: '#4ab2e3',
  success: '#db76df',
  warning: '#f7cc36',
  white: '#ffffff',
  black: '#000000',
  neutral: '#34495e',
} as const;

export type PaletteColor = keyof typeof palette;
