import { useId, useState, type ComponentProps, type ReactNode } from 'react';

import { palette } from '@/config/palette';
import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';
import { FieldMessage, Input, Label } from '@/ui/input';

import { normalizeHex } from './color';
import { ColorDot } from './color-dot';
import { useColorPickerLabels, type ColorPickerLabels } from './color-picker-labels';

const FULL_HEX = /^#?[0-9a-f]{6}$/i;

export type ColorInputProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> & {
  /** The colour, controlled, as lowercase six-digit hex; without it the picker keeps its own. */
  value?: string;
  /** The initial colour when uncontrolled. @default palette.primary ('#4ae387') */
  defaultValue?: string;
  /** Called with the normalised hex (`#aabbcc`): as a six-digit colour is typed, or on Enter/blur. */
  onValueChange?: (hex: string) => void;
  /** The field's label. @default `labels.hexField` ("Hex color") */
  label?: ReactNode;
  /** Keeps the label for screen readers only. @default false */
  hideLabel?: boolean;
  /** Replaces the decorative dot before the field (e.g. a popover trigger). @default a ColorDot of the value */
  dot?: ReactNode;
  /** Props for the `<input>` itself (id, name, placeholder…). */
  inputProps?: Omit<ComponentProps<'input'>, 'value' | 'defaultValue'>;
  /** Texts to override (see `ColorPickerLabels`); the rest stay translated. @default the `colorPicker.*` translations */
  labels?: Partial<ColorPickerLabels>;
};

/**
 * A colour dot and a hex text field. Accepts `#abc`, `abc`, `#aabbcc` and `aabbcc` and emits them
 * as `#aabbcc` (six digits as typed, three on Enter or blur); other text stays in the field, is
 * flagged on Enter or blur with an inline error, and is never emitted.
 */
export function ColorInput({
  value: valueProp,
  defaultValue = palette.primary,
  onValueChange,
  label,
  hideLabel = false,
  dot,
  inputProps,
  labels: labelOverrides,
  className,
  ...props
}: ColorInputProps) {
  const labels = useColorPickerLabels(labelOverrides);
  const generatedId = useId();
  const inputId = inputProps?.id ?? `${generatedId}-input`;
  const errorId = `${generatedId}-error`;
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [showError, setShowError] = useState(false);

  // A new value from outside (a picker, the parent) replaces the text unless the text already says it.
  if (value !== seenValue) {
    setSeenValue(value);
    if (normalizeHex(draft) !== normalizeHex(value)) {
      setDraft(value);
      setShowError(false);
    }
  }

  const valid = normalizeHex(draft) !== null;
  const invalid = showError && !valid;

  const emit = (normal: string) => {
    setShowError(false);
    setSeenValue(normal);
    setValue(normal);
  };

  const commit = () => {
    const normal = normalizeHex(draft);
    if (normal) {
      setDraft(normal);
      emit(normal);
    } else {
      setShowError(true);
    }
  };

  return (
    <div
      data-slot="color-input"
      className={cn('flex min-w-0 flex-col gap-1.5', className)}
      {...props}
    >
      <Label htmlFor={inputId} className={cn(hideLabel && 'sr-only')}>
        {label ?? labels.hexField}
      </Label>
      <div className="flex items-center gap-3">
        {dot ?? <ColorDot aria-hidden color={value} labels={labels} />}
        <Input
          id={inputId}
          autoComplete="off"
          spellCheck={false}
          maxLength={9}
          {...inputProps}
          className={cn('max-w-40 font-mono', inputProps?.className)}
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={cn(inputProps?.['aria-describedby'], invalid && errorId) || undefined}
          onChange={(event) => {
            inputProps?.onChange?.(event);
            const text = event.target.value;
            setDraft(text);
            // Six digits are emitted as typed; `#abc` waits for Enter or blur, else typing
            // `#f81953` would flash `#ff8811` on the way.
            if (FULL_HEX.test(text.trim())) emit(normalizeHex(text) ?? text);
          }}
          onBlur={(event) => {
            inputProps?.onBlur?.(event);
            commit();
          }}
          onKeyDown={(event) => {
            inputProps?.onKeyDown?.(event);
            if (event.key === 'Enter') commit();
          }}
        />
      </div>
      {invalid && (
        <FieldMessage id={errorId} tone="error" role="alert">
          {labels.invalidHex}
        </FieldMessage>
      )}
    </div>
  );
}
