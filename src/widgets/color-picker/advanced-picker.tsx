import { useRef, type ComponentProps } from 'react';
import { HexColorPicker } from 'react-colorful';

import { palette } from '@/config/palette';
import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';

import { normalizeHex } from './color';
import { ColorInput } from './color-input';
import { useColorPickerLabels, type ColorPickerLabels } from './color-picker-labels';
import { useColorfulLabels } from './use-colorful-labels';

export type AdvancedPickerProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The colour, controlled, as lowercase six-digit hex; without it the picker keeps its own. */
  value?: string;
  /** The initial colour when uncontrolled. @default palette.primary ('#4ae387') */
  defaultValue?: string;
  /** Called with the new lowercase six-digit hex while dragging, on arrow keys, or on typing. */
  onValueChange?: (hex: string) => void;
  /** Shows the hex field under the picker. @default true */
  showInput?: boolean;
  /** Texts to override (see `ColorPickerLabels`); the rest stay translated. @default the `colorPicker.*` translations */
  labels?: Partial<ColorPickerLabels>;
};

const colorfulClass = cn(
  // react-colorful injects unlayered CSS (`outline: none`, a fixed 200 px width); Tailwind's
  // utilities live in a layer, so only !important wins.
  '[&_.react-colorful]:h-48! [&_.react-colorful]:w-full!',
  '[&_[role=slider]:focus-visible]:outline-2! [&_[role=slider]:focus-visible]:outline-offset-2!',
  '[&_[role=slider]:focus-visible]:outline-ring!',
);

/**
 * react-colorful's saturation/brightness area and hue bar (mouse, touch, arrow keys in 5 % steps)
 * with a ColorInput under them. Their English names are replaced with translated ones.
 */
export function AdvancedPicker({
  value: valueProp,
  defaultValue = palette.primary,
  onValueChange,
  showInput = true,
  labels: labelOverrides,
  className,
  ...props
}: AdvancedPickerProps) {
  const labels = useColorPickerLabels(labelOverrides);
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const pickerRef = useRef<HTMLDivElement>(null);
  useColorfulLabels(pickerRef, labels);

  return (
    <div
      data-slot="advanced-picker"
      className={cn('flex w-full max-w-60 min-w-48 flex-col gap-4', className)}
      {...props}
    >
      <div ref={pickerRef} data-slot="advanced-picker-area" className={colorfulClass}>
        <HexColorPicker
          color={normalizeHex(value) ?? palette.black}
          onChange={(hex) => setValue(normalizeHex(hex) ?? hex)}
        />
      </div>
      {showInput && <ColorInput value={value} onValueChange={setValue} labels={labels} />}
    </div>
  );
}
