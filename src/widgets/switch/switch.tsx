import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentProps } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { errorState, FieldErrors, type ErrorStateProps } from '@/ui/field-errors';

import { switchLabels, type SwitchLabels } from './switch-labels';

export type SwitchProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'children' | 'orientation'
> &
  ErrorStateProps & {
    /** Focusable and announced read-only, but the state cannot change. @default false */
    readOnly?: boolean;
    /** The state, controlled: `true` selects the first segment, `false` the second. Without it the switch keeps its own. */
    checked?: boolean;
    /** Initial state when uncontrolled. @default false */
    defaultChecked?: boolean;
    /** Called with the new state when the user picks the other segment. */
    onCheckedChange?: (checked: boolean) => void;
    /** Texts to override (`on`, the first segment, `true`; `off`, the second, `false`); the rest stay translated. @default "On", "Off" */
    labels?: Partial<SwitchLabels>;
    /** Accessible name of the switch (what is being chosen, e.g. "Gender"); without it give `aria-labelledby`. */
    label?: string;
  };

const segmentClass = cn(
  'inline-flex h-9 min-w-16 cursor-pointer items-center justify-center rounded-full px-4 text-sm font-semibold whitespace-nowrap',
  'text-text transition-colors duration-150 ease-out select-none hover:bg-surface-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'data-[state=checked]:forced-fill data-[state=checked]:bg-primary data-[state=checked]:text-on-primary data-[state=checked]:hover:bg-primary',
  'disabled:cursor-not-allowed',
);

/**
 * A two-segment toggle: the first segment means `true`, the second `false`,
 * and a click on a segment chooses it.
 *
 * Accessibility: the segments carry their own words ("Male" / "Female"), so the control is a
 * radiogroup of two radios (Radix RadioGroup), not `role="switch"`: a switch is announced "on" or
 * "off", which says nothing about which of two named choices is active, while a radiogroup reads
 * "Gender, Male, selected, 1 of 2". Tab focuses the chosen segment; arrow keys choose the other.
 */
export function Switch({
  checked,
  defaultChecked = false,
  onCheckedChange,
  labels: labelOverrides,
  label,
  disabled = false,
  readOnly = false,
  error,
  errorMessages,
  errorCount,
  className,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const labels = useLabels(switchLabels, labelOverrides);
  const baseId = `switch-${useId()}`;
  const errors = errorState(baseId, { error, errorMessages, errorCount }, disabled);
  const describedByIds =
    [describedBy, ...errors.messages.map((message) => message.id)].filter(Boolean).join(' ') ||
    undefined;
  const [isOn, setOn] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });

  return (
    <div data-slot="switch-field" className="grid w-fit max-w-full gap-1.5">
      <RadioGroupPrimitive.Root
        data-slot="switch"
        data-state={isOn ? 'checked' : 'unchecked'}
        aria-label={label}
        orientation="horizontal"
        value={isOn ? 'true' : 'false'}
        onValueChange={(next) => !readOnly && setOn(next === 'true')}
        disabled={disabled}
        aria-readonly={readOnly || undefined}
        aria-invalid={errors.invalid || undefined}
        aria-describedby={describedByIds}
        className={cn(
          'inline-flex w-fit max-w-full items-center gap-1 rounded-full border border-input bg-surface p-1',
          disabled && 'opacity-50',
          errors.invalid && 'border-danger-strong',
          className,
        )}
        {...props}
      >
        <RadioGroupPrimitive.Item data-slot="switch-segment" value="true" className={segmentClass}>
          {labels.on}
        </RadioGroupPrimitive.Item>
        <RadioGroupPrimitive.Item data-slot="switch-segment" value="false" className={segmentClass}>
          {labels.off}
        </RadioGroupPrimitive.Item>
      </RadioGroupPrimitive.Root>
      <FieldErrors messages={errors.messages} />
    </div>
  );
}
