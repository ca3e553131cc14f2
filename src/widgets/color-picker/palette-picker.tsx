import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { palette } from '@/config/palette';
import { useControllableState } from '@/hooks/use-controllable-state';
import { PICKER_PALETTE } from './picker-palette';
import { SwatchGroup } from './swatch-group';

export type PalettePickerProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The chosen colour (controlled); one outside `colors` checks no dot. @default undefined (uncontrolled) */
  value?: string;
  /** The initial colour when uncontrolled. @default palette.primary ('#4ae387') */
  defaultValue?: string;
  /** Called with the new lowercase six-digit hex when the choice changes. @default undefined */
  onValueChange?: (hex: string) => void;
  /** Called on every choice (click, Enter, Space), even of the colour already chosen. @default undefined */
  onColorPick?: (hex: string) => void;
  /** The colours offered. @default the seven palette colours (primary, danger, info, success, warning, white, black) */
  colors?: readonly string[];
  /** Accessible name of the radio group. @default t('colorPicker.palette.label') */
  label?: string;
  /** Dot size. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
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
  ...props
}: PalettePickerProps) {
  const { t } = useTranslation();
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  return (
    <SwatchGroup
      data-slot="palette-picker"
      aria-label={label ?? t('colorPicker.palette.label')}
      swatches={colors.map((color) => ({ color }))}
      value={value}
      size={size}
      onPick={(hex) => {
        setValue(hex);
        onColorPick?.(hex);
      }}
      {...props}
    />
  );
}
