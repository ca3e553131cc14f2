import type { ComponentProps } from 'react';

import { palette } from '@/config/palette';
import { useControllableState } from '@/hooks/use-controllable-state';

import { useColorPickerLabels, type ColorPickerLabels } from './color-picker-labels';
import { PICKER_PALETTE } from './picker-palette';
import { SwatchGroup } from './swatch-group';

export type PalettePickerProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The chosen colour, controlled (one outside `colors` checks no dot); without it the picker keeps its own. */
  value?: string;
  /** The initial colour when uncontrolled. @default palette.primary ('#4ae387') */
  defaultValue?: string;
  /** Called with the new lowercase six-digit hex when the choice changes. */
  onValueChange?: (hex: string) => void;
  /** Called on every choice (click, Enter, Space), even of the colour already chosen. */
  onColorPick?: (hex: string) => void;
  /** The colours offered. @default the seven palette colours (primary, danger, info, success, warning, white, black) */
  colors?: readonly string[];
  /** Accessible name of this radio group. @default `labels.palette` ("Palette colors") */
  label?: string;
  /** Dot size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Texts to override (see `ColorPickerLabels`); the rest stay translated. @default the `colorPicker.*` translations */
  labels?: Partial<ColorPickerLabels>;
};

/** The palette colours as a radio group of dots (arrow keys move, Space/Enter/click choose). */
export function PalettePicker({
  value: valueProp,
  defaultValue = palette.primary,
  onValueChange,
  onColorPick,
  colors = PICKER_PALETTE,
  label,
  size,
  labels: labelOverrides,
  ...props
}: PalettePickerProps) {
  const labels = useColorPickerLabels(labelOverrides);
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <SwatchGroup
      data-slot="palette-picker"
      aria-label={label ?? labels.palette}
      swatches={colors.map((color) => ({ color }))}
      value={value}
      size={size}
      labels={labels}
      onPick={(hex) => {
        setValue(hex);
        onColorPick?.(hex);
      }}
      {...props}
    />
  );
}
