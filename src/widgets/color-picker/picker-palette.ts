import { palette } from '@/config/palette';

import { normalizeHex } from './color';

/** The seven colours the pickers offer (the theme's colour names, in this order). */
export const PICKER_PALETTE_NAMES = [
  'primary',
  'danger',
  'info',
  'success',
  'warning',
  'white',
  'black',
] as const;

export type PickerPaletteName = (typeof PICKER_PALETTE_NAMES)[number];

/** The picker palette as lowercase six-digit hex strings. */
export const PICKER_PALETTE: readonly string[] = PICKER_PALETTE_NAMES.map(
  (name) => normalizeHex(palette[name]) ?? palette[name],
);

/** The palette name of a colour (`#4AE387` → `'primary'`), or `undefined` when it is not one. */
export function paletteColorName(hex: string): PickerPaletteName | undefined {
  const normal = normalizeHex(hex);
  return PICKER_PALETTE_NAMES.find((name) => normalizeHex(palette[name]) === normal);
}
