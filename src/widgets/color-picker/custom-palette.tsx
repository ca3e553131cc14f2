import type { ComponentProps } from 'react';

import { palette } from '@/config/palette';
import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from '@/ui/popover';

import { AdvancedPicker } from './advanced-picker';
import { normalizeHex } from './color';
import { ColorDot } from './color-dot';
import { ColorInput } from './color-input';
import { useColorPickerLabels, type ColorPickerLabels } from './color-picker-labels';
import { PalettePicker } from './palette-picker';
import { PICKER_PALETTE } from './picker-palette';

export type CustomPaletteProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The colour, controlled, as lowercase six-digit hex; without it the picker keeps its own. */
  value?: string;
  /** The initial colour when uncontrolled. @default palette.primary ('#4ae387') */
  defaultValue?: string;
  /** Called with the new lowercase six-digit hex. */
  onValueChange?: (hex: string) => void;
  /** The palette colours offered. @default the seven palette colours */
  colors?: readonly string[];
  /** Popover state of the custom colour's advanced picker, controlled; without it the palette keeps its own. */
  open?: boolean;
  /** Initial popover state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the advanced picker's popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Texts to override (see `ColorPickerLabels`); the rest stay translated. @default the `colorPicker.*` translations */
  labels?: Partial<ColorPickerLabels>;
};

/**
 * The palette dots plus a custom colour: a hex field whose dot opens the advanced picker. A value
 * outside the palette checks no palette dot and marks the custom dot as selected.
 */
export function CustomPalette({
  value: valueProp,
  defaultValue = palette.primary,
  onValueChange,
  colors = PICKER_PALETTE,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  labels: labelOverrides,
  className,
  ...props
}: CustomPaletteProps) {
  const labels = useColorPickerLabels(labelOverrides);
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const hex = normalizeHex(value) ?? value;
  const custom = !colors.some((color) => normalizeHex(color) === hex);

  return (
    <div
      data-slot="custom-palette"
      data-custom={custom ? '' : undefined}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <PalettePicker colors={colors} value={hex} onValueChange={setValue} labels={labels} />
      <ColorInput
        value={hex}
        onValueChange={setValue}
        label={labels.customColor}
        labels={labels}
        dot={
          <Popover open={open} onOpenChange={setOpen}>
            <PopoverTrigger asChild>
              <ColorDot
                interactive
                data-slot="custom-palette-trigger"
                color={hex}
                selected={custom}
                label={labels.customTrigger(custom)}
                labels={labels}
              />
            </PopoverTrigger>
            <PopoverContent aria-label={labels.customDialog} className="w-max">
              <AdvancedPicker
                value={hex}
                onValueChange={setValue}
                labels={labels}
                className="w-60"
              />
            </PopoverContent>
          </Popover>
        }
      />
    </div>
  );
}
