import { Slider } from 'radix-ui';
import { useState, type ComponentProps } from 'react';

import { palette } from '@/config/palette';
import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';

import { hexToHsl, hslToHex, HUE_GRADIENT, normalizeHex, type Hsl } from './color';
import { useColorPickerLabels, type ColorPickerLabels } from './color-picker-labels';
import { SwatchGroup } from './swatch-group';

/** Lightness of the shade dots, light to dark, at 50 % saturation (vue-color's Slider). */
export const SLIDER_SHADES = [80, 65, 50, 35, 20] as const;

export type SliderPickerProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The colour, controlled, as lowercase six-digit hex; without it the picker keeps its own. */
  value?: string;
  /** The initial colour when uncontrolled. @default palette.primary ('#4ae387') */
  defaultValue?: string;
  /** Called with the new lowercase six-digit hex while the hue moves or a shade is chosen. */
  onValueChange?: (hex: string) => void;
  /** Accessible name of the hue slider. @default `labels.hue` ("Hue") */
  label?: string;
  /** Shows five shades of the current hue under the slider. @default true */
  showShades?: boolean;
  /** Texts to override (see `ColorPickerLabels`); the rest stay translated. @default the `colorPicker.*` translations */
  labels?: Partial<ColorPickerLabels>;
};

/**
 * A grey, white or black has no hue to keep: moving the slider from one gives a vivid colour
 * (100 % saturation, 50 % lightness) rather than nothing visible.
 */
function hueBase(hex: string): Hsl {
  const hsl = hexToHsl(hex);
  const achromatic = hsl.s < 1 || hsl.l < 1 || hsl.l > 99;
  return achromatic ? { h: hsl.h, s: 100, l: 50 } : hsl;
}

/**
 * A hue slider (0–360°, arrow keys ±1°, Page Up/Down ±10°, Home/End) that keeps the saturation
 * and lightness of the current colour, plus five shades of that hue.
 */
export function SliderPicker({
  value: valueProp,
  defaultValue = palette.primary,
  onValueChange,
  label,
  showShades = true,
  labels: labelOverrides,
  className,
  ...props
}: SliderPickerProps) {
  const labels = useColorPickerLabels(labelOverrides);
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  // The slider's own hue and base colour: re-deriving them from each emitted hex would make the
  // thumb jitter through rounding, so they are re-read only when the value comes from elsewhere.
  const [track, setTrack] = useState(() => ({ source: normalizeHex(value), hsl: hueBase(value) }));
  if (normalizeHex(value) !== track.source) {
    setTrack({ source: normalizeHex(value), hsl: hueBase(value) });
  }
  const hue = Math.round(track.hsl.h) % 360;

  const emit = (hsl: Hsl) => {
    const hex = hslToHex(hsl);
    setTrack({ source: hex, hsl });
    setValue(hex);
  };

  const shades = SLIDER_SHADES.map((lightness) => ({
    color: hslToHex({ h: hue, s: 50, l: lightness }),
    label: labels.shade(lightness),
  }));

  return (
    <div
      data-slot="slider-picker"
      className={cn('flex w-full max-w-72 min-w-48 flex-col gap-4', className)}
      {...props}
    >
      <Slider.Root
        data-slot="slider-picker-hue"
        min={0}
        max={359}
        step={1}
        value={[hue]}
        onValueChange={([next = hue]) => emit({ ...track.hsl, h: next })}
        className="relative flex h-8 w-full touch-none items-center forced-color-adjust-none select-none"
      >
        <Slider.Track
          className="relative h-3 grow rounded-full border border-input"
          style={{ backgroundImage: HUE_GRADIENT }}
        >
          <Slider.Range className="absolute h-full" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={label ?? labels.hue}
          aria-valuetext={labels.hueValue(hue)}
          className={cn(
            'block size-6 cursor-grab rounded-full border-[3px] border-white shadow-md ring-1 ring-black/40',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          )}
          style={{ backgroundColor: normalizeHex(value) ?? undefined }}
        />
      </Slider.Root>
      {showShades && (
        <SwatchGroup
          aria-label={labels.shades}
          swatches={shades}
          value={value}
          size="md"
          labels={labels}
          className="justify-between gap-2"
          onPick={(hex) => {
            const index = shades.findIndex((shade) => shade.color === hex);
            emit({ h: hue, s: 50, l: SLIDER_SHADES[index] ?? 50 });
          }}
        />
      )}
    </div>
  );
}
