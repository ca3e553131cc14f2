export { AdvancedPicker } from './advanced-picker';
export type { AdvancedPickerProps } from './advanced-picker';
export {
  HUE_GRADIENT,
  hexToHsl,
  hexToRgb,
  hslToHex,
  isHex,
  normalizeHex,
  readableOn,
  relativeLuminance,
  rgbToHex,
} from './color';
export type { Hsl, Rgb } from './color';
export { ColorDot } from './color-dot';
export type { ColorDotProps } from './color-dot';
export { ColorInput } from './color-input';
export type { ColorInputProps } from './color-input';
export { ColorPickerInput } from './color-picker-input';
export type { ColorPickerInputProps, ColorPickerMode } from './color-picker-input';
export { ColorSquare } from './color-square';
export type { ColorSquareProps } from './color-square';
export { CustomPalette } from './custom-palette';
export type { CustomPaletteProps } from './custom-palette';
export { PalettePicker } from './palette-picker';
export type { PalettePickerProps } from './palette-picker';
export { PICKER_PALETTE, PICKER_PALETTE_NAMES, paletteColorName } from './picker-palette';
export type { PickerPaletteName } from './picker-palette';
export { SLIDER_SHADES, SliderPicker } from './slider-picker';
export type { SliderPickerProps } from './slider-picker';
export { useColorName } from './use-color-name';
