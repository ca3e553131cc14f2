import type { TFunction } from 'i18next';
import { useCallback } from 'react';

import { translatedFormatter } from '@/hooks/use-format';
import { useLabels } from '@/hooks/use-labels';

import { normalizeHex } from './color';
import { paletteColorName, type PickerPaletteName } from './picker-palette';

/**
 * Every text the colour pickers show or announce. The family shares one object: a picker passes
 * its `labels` on to the parts it is made of (dots, hex field, palette, sliders).
 */
export type ColorPickerLabels = {
  /** The name of a palette colour ("Primary green"); other colours are read as their hex. */
  colorName: (name: PickerPaletteName) => string;
  /** Name of a hue slider without `label`. */
  hue: string;
  /** A hue slider's value, in degrees. */
  hueValue: (hue: number) => string;
  /** Label of a hex field without `label`. */
  hexField: string;
  /** The error under a hex field holding text that is not a colour. */
  invalidHex: string;
  /** Name of a palette's radio group without `label`. */
  palette: string;
  /** Name of the slider picker's row of shades. */
  shades: string;
  /** Name of one shade, from its lightness in %. */
  shade: (lightness: number) => string;
  /** Name of the advanced picker's saturation and brightness area. */
  saturation: string;
  /** That area's value, in %. */
  saturationValue: (saturation: number, brightness: number) => string;
  /** Name of a picker input's popover, from its `label` when it is a string. */
  pickerDialog: (label: string | undefined) => string;
  /** Label of the custom palette's hex field. */
  customColor: string;
  /** Name of the button that opens the custom colour's picker. */
  customTrigger: (selected: boolean) => string;
  /** Name of the custom colour's popover. */
  customDialog: string;
};

const colorPickerLabels = (t: TFunction, language: string): ColorPickerLabels => {
  const format = translatedFormatter(t, language);
  const percent = (value: number) => format.percent(value / 100);
  return {
    colorName: (name) => t(`colorPicker.names.${name}`),
    hue: t('colorPicker.hue'),
    hueValue: (hue) => format.number(hue, { style: 'unit', unit: 'degree', unitDisplay: 'long' }),
    hexField: t('colorPicker.input.label'),
    invalidHex: t('colorPicker.input.invalid'),
    palette: t('colorPicker.palette.label'),
    shades: t('colorPicker.slider.shades'),
    shade: (lightness) => t('colorPicker.slider.shadeLightness', { value: percent(lightness) }),
    saturation: t('colorPicker.advanced.saturation'),
    saturationValue: (saturation, brightness) =>
      t('colorPicker.advanced.saturationBrightness', {
        saturation: percent(saturation),
        brightness: percent(brightness),
      }),
    pickerDialog: (label) =>
      label === undefined
        ? t('colorPicker.pickerInput.dialog')
        : t('colorPicker.pickerInput.dialogNamed', { label }),
    customColor: t('colorPicker.custom.label'),
    customTrigger: (selected) =>
      t(selected ? 'colorPicker.custom.triggerSelected' : 'colorPicker.custom.trigger'),
    customDialog: t('colorPicker.custom.dialog'),
  };
};

/** The colour pickers' labels: the translated defaults with the caller's overrides over them. */
export const useColorPickerLabels = (overrides?: Partial<ColorPickerLabels>) =>
  useLabels(colorPickerLabels, overrides);

/** A function naming a colour for people: the palette colour's name, else its hex. */
export function useColorName(
  labels: Pick<ColorPickerLabels, 'colorName'>,
): (hex: string) => string {
  const { colorName } = labels;
  return useCallback(
    (hex: string) => {
      const name = paletteColorName(hex);
      return name ? colorName(name) : (normalizeHex(hex) ?? hex);
    },
    [colorName],
  );
}
