import { Slider as SliderPrimitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useFormat } from '@/hooks/use-format';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import { sliderLabels, type SliderLabels } from './slider-labels';
import { fromThumbValues, toThumbValues, type SliderValue } from './slider-value';

export type SliderTooltip = 'auto' | 'always' | 'never';

export type SliderProps<T extends SliderValue = number> = Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onValueCommit' | 'children'
> & {
  /** The value, controlled: a number for one thumb, `[low, high]` for a range. Without it the slider keeps its own. */
  value?: T;
  /** The initial value when uncontrolled (a pair makes a range). @default min */
  defaultValue?: T;
  /** Called while the value changes (drag, click on the track, keys), in the same shape as `value`. */
  onValueChange?: (value: T) => void;
  /** Called when a drag ends or a key changes the value. */
  onValueCommit?: (value: T) => void;
  /** Accessible name; a range names its thumbs "{label} (minimum)" and "{label} (maximum)". */
  label?: string;
  /** Texts to override (`minimum`, `maximum`: a range's thumb names); the rest stay translated. @default "{label} (minimum)", "{label} (maximum)" */
  labels?: Partial<SliderLabels>;
  /** Text for a value, shown in the tooltip and read as aria-valuetext. @default the number in the language's format */
  formatValue?: (value: number) => string;
  /** The value bubble above a thumb: while hovered, focused or dragged ('auto'), always, or never. @default 'auto' */
  tooltip?: SliderTooltip;
};

/**
 * A slider over Radix Slider (16 px thumb on a 2 px track): one thumb or a
 * range of two. Arrow keys step, Page Up/Down and Shift+arrows step by ten, Home/End jump.
 */
export function Slider<T extends SliderValue = number>({
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  label,
  labels: labelOverrides,
  formatValue,
  tooltip = 'auto',
  disabled = false,
  className,
  ...props
}: SliderProps<T>) {
  const labels = useLabels(sliderLabels, labelOverrides);
  const format = useFormat();
  const [current, setCurrent] = useControllableState<T>({
    value,
    defaultValue: defaultValue ?? (min as T),
    onChange: onValueChange,
  });
  const range = Array.isArray(current);
  const values = toThumbValues(current);

  const thumbLabel = (index: number) => {
    if (!range) return label;
    return index === 0 ? labels.minimum(label) : labels.maximum(label);
  };

  return (
    <SliderPrimitive.Root
      data-slot="slider"
      data-range={range ? '' : undefined}
      min={min}
      max={max}
      disabled={disabled}
      value={values}
      onValueChange={(next) => setCurrent(fromThumbValues<T>(next, range))}
      onValueCommit={(next) => onValueCommit?.(fromThumbValues<T>(next, range))}
      className={cn(
        'relative flex h-5 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        tooltip === 'always' && 'mt-8',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="relative h-0.5 grow overflow-hidden rounded-full bg-input/50 forced-track"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="absolute h-full forced-fill bg-primary"
        />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderThumb
          key={index}
          aria-label={thumbLabel(index)}
          text={formatValue ? formatValue(thumbValue) : format.number(thumbValue)}
          valueText={formatValue?.(thumbValue)}
          tooltip={disabled ? 'never' : tooltip}
        />
      ))}
    </SliderPrimitive.Root>
  );
}

function SliderThumb({
  text,
  valueText,
  tooltip,
  ...props
}: ComponentProps<typeof SliderPrimitive.Thumb> & {
  text: string;
  valueText: string | undefined;
  tooltip: SliderTooltip;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Radix focuses the thumb it moves, so "focused" also covers dragging and clicks on the track.
  const shown = tooltip === 'always' || (tooltip === 'auto' && (hovered || focused));

  return (
    <SliderPrimitive.Thumb
      data-slot="slider-thumb"
      aria-valuetext={valueText}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      className={cn(
        'relative block size-4 cursor-grab rounded-full border border-primary-strong bg-primary shadow-sm',
        // The dot stays 16 px; an invisible ring around it makes a 24 px target (WCAG 2.5.8).
        "before:absolute before:-inset-[5px] before:rounded-full before:content-['']",
        'active:cursor-grabbing data-[disabled]:cursor-not-allowed',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
      {...props}
    >
      {shown && (
        <span
          data-slot="slider-tooltip"
          aria-hidden="true"
          className={cn(
            'pointer-events-none absolute bottom-full left-1/2 mb-2.5 -translate-x-1/2 rounded-md bg-primary px-2 py-0.5',
            'text-xs font-semibold whitespace-nowrap text-on-primary tabular-nums shadow-popover',
            'after:absolute after:top-full after:left-1/2 after:-translate-x-1/2 after:border-4 after:border-transparent after:border-t-primary',
            // Forced colours would draw the arrow's transparent edges as a box: an outlined label instead.
            'forced-colors:border forced-colors:after:hidden',
          )}
        >
          {text}
        </span>
      )}
    </SliderPrimitive.Thumb>
  );
}
