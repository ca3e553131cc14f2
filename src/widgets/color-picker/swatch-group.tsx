import type { ComponentProps, KeyboardEvent } from 'react';

import { useDirection } from '@/i18n/direction';
import { cn } from '@/lib/cn';
import { logicalArrowKey } from '@/lib/direction-keys';

import { normalizeHex } from './color';
import { ColorDot } from './color-dot';
import type { ColorPickerLabels } from './color-picker-labels';

export type Swatch = { color: string; label?: string };

type SwatchGroupProps = Omit<ComponentProps<'div'>, 'onChange'> & {
  swatches: readonly Swatch[];
  /** The chosen colour; no swatch is checked when it matches none. */
  value: string;
  onPick: (hex: string) => void;
  size?: 'sm' | 'md' | 'lg';
  labels: ColorPickerLabels;
};

const NEXT_KEYS: Record<string, number> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * A radio group of colour dots. Arrow keys (and Home/End) move the focus; Space, Enter or a click
 * chooses (the brief wants browsing without choosing, so a picker in a popover can close on a
 * real choice). The checked dot, else the first, is the group's single Tab stop.
 */
export function SwatchGroup({
  swatches,
  value,
  onPick,
  size,
  labels,
  className,
  ...props
}: SwatchGroupProps) {
  const current = normalizeHex(value);
  const checkedIndex = swatches.findIndex((swatch) => normalizeHex(swatch.color) === current);
  const tabStop = checkedIndex === -1 ? 0 : checkedIndex;

  const dir = useDirection();
  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>) => {
    const group = event.currentTarget.closest('[role="radiogroup"]');
    if (!group) return;
    const radios = [...group.querySelectorAll<HTMLElement>('[role="radio"]')];
    const from = radios.indexOf(event.currentTarget);
    if (from === -1 || radios.length === 0) return;
    let to: number;
    if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = radios.length - 1;
    else if (event.key in NEXT_KEYS)
      to =
        (from + (NEXT_KEYS[logicalArrowKey(event.key, dir)] ?? 0) + radios.length) % radios.length;
    else return;
    event.preventDefault();
    radios[to]?.focus();
  };

  return (
    <div
      role="radiogroup"
      data-slot="swatch-group"
      className={cn('flex flex-wrap items-center gap-3 p-1', className)}
      {...props}
    >
      {swatches.map((swatch, index) => {
        const checked = index === checkedIndex;
        return (
          <ColorDot
            key={swatch.color}
            interactive
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            color={swatch.color}
            label={swatch.label}
            labels={labels}
            selected={checked}
            size={size}
            onKeyDown={moveFocus}
            onClick={() => onPick(normalizeHex(swatch.color) ?? swatch.color)}
          />
        );
      })}
    </div>
  );
}
