import type { ComponentProps, ReactNode } from 'react';

import { palette } from '@/config/palette';
import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';
import { Popover, PopoverContent, PopoverTrigger } from '@/ui/popover';
import { VisuallyHidden } from '@/ui/visually-hidden';

import { AdvancedPicker } from './advanced-picker';
import { normalizeHex } from './color';
import { ColorDot } from './color-dot';
import { useColorName, useColorPickerLabels, type ColorPickerLabels } from './color-picker-labels';
import { ColorSquare } from './color-square';
import { PalettePicker } from './palette-picker';
import { SliderPicker } from './slider-picker';

export type ColorPickerMode = 'palette' | 'slider' | 'advanced';

export type ColorPickerInputProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The colour, controlled, as lowercase six-digit hex; without it the picker keeps its own. */
  value?: string;
  /** The initial colour when uncontrolled. @default palette.primary ('#4ae387') */
  defaultValue?: string;
  /** Called with the new lowercase six-digit hex. */
  onValueChange?: (hex: string) => void;
  /** Which picker the popover holds. @default 'palette' */
  mode?: ColorPickerMode;
  /** The trigger: a large captioned square, or a dot with the hex beside it. @default 'square' */
  trigger?: 'square' | 'dot';
  /** Caption of the square trigger (e.g. "Simple"); also names the popover. */
  label?: ReactNode;
  /** Popover open state, controlled; without it the input keeps its own. */
  open?: boolean;
  /** Initial popover state when uncontrolled. @default false */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** In `palette` mode, closes the popover (focus back on the trigger) once a colour is chosen. @default true */
  closeOnPick?: boolean;
  /** Texts to override (see `ColorPickerLabels`); the rest stay translated. @default the `colorPicker.*` translations */
  labels?: Partial<ColorPickerLabels>;
};

/**
 * A colour swatch that opens a picker in a popover: the palette (closes on a choice), the hue
 * slider or the advanced picker (both stay open while adjusting; Escape or a click outside closes).
 */
export function ColorPickerInput({
  value: valueProp,
  defaultValue = palette.primary,
  onValueChange,
  mode = 'palette',
  trigger = 'square',
  label,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  closeOnPick = true,
  labels: labelOverrides,
  className,
  ...props
}: ColorPickerInputProps) {
  const labels = useColorPickerLabels(labelOverrides);
  const colorName = useColorName(labels);
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

  return (
    <div
      data-slot="color-picker-input"
      data-mode={mode}
      className={cn('inline-flex', className)}
      {...props}
    >
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          {trigger === 'square' ? (
            <ColorSquare interactive color={hex} label={label} labels={labels} />
          ) : (
            <button
              type="button"
              data-slot="color-picker-input-trigger"
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-input bg-surface py-1 ps-1 pe-3 text-text',
                'hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              )}
            >
              <ColorDot aria-hidden color={hex} labels={labels} />
              <span className="font-mono text-sm">{hex}</span>
              {label != null && <VisuallyHidden>, {label}</VisuallyHidden>}
              {hex !== colorName(hex) && <VisuallyHidden>, {colorName(hex)}</VisuallyHidden>}
            </button>
          )}
        </PopoverTrigger>
        <PopoverContent
          data-slot="color-picker-input-content"
          aria-label={labels.pickerDialog(typeof label === 'string' ? label : undefined)}
          className="w-max max-w-[calc(100vw-1rem)]"
        >
          {mode === 'palette' && (
            <PalettePicker
              value={hex}
              onValueChange={setValue}
              labels={labels}
              onColorPick={() => {
                if (closeOnPick) setOpen(false);
              }}
            />
          )}
          {mode === 'slider' && (
            <SliderPicker value={hex} onValueChange={setValue} labels={labels} className="w-64" />
          )}
          {mode === 'advanced' && (
            <AdvancedPicker value={hex} onValueChange={setValue} labels={labels} className="w-60" />
          )}
        </PopoverContent>
      </Popover>
    </div>
  );
}
