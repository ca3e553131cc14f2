import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';
import { errorState, FieldErrors, type ErrorStateProps } from '@/ui/field-errors';

export type RadioGroupProps = Omit<
  ComponentProps<typeof RadioGroupPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange'
> &
  ErrorStateProps & {
    /** Focusable and announced read-only, but the choice cannot change. @default false */
    readOnly?: boolean;
    /** The chosen option's value, controlled; without it the group keeps its own. */
    value?: string;
    /** The initially chosen option's value when uncontrolled. @default '' (nothing chosen) */
    defaultValue?: string;
    /** Called with the value of the option the user chooses. */
    onValueChange?: (value: string) => void;
    /** Visible group label; it names the group (aria-labelledby). Without it give `aria-label` or `aria-labelledby`. */
    label?: ReactNode;
    /** Classes for the wrapper (label and options); other props go to the radiogroup. */
    className?: string;
  };

/**
 * A group of radio buttons over Radix RadioGroup: Tab enters at the chosen option, arrow keys move
 * and choose, disabled options are skipped.
 */
export function RadioGroup({
  value,
  defaultValue = '',
  onValueChange,
  label,
  readOnly = false,
  error,
  errorMessages,
  errorCount,
  className,
  children,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...props
}: RadioGroupProps) {
  const labelId = `radio-group-${useId()}`;
  const errors = errorState(labelId, { error, errorMessages, errorCount }, props.disabled);
  const describedByIds =
    [describedBy, ...errors.messages.map((message) => message.id)].filter(Boolean).join(' ') ||
    undefined;
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });

  return (
    <div data-slot="radio-group" className={cn('grid gap-2', className)}>
      {label !== undefined && (
        <span
          data-slot="radio-group-label"
          id={labelId}
          className="text-sm font-semibold text-text"
        >
          {label}
        </span>
      )}
      <RadioGroupPrimitive.Root
        data-slot="radio-group-items"
        value={current}
        onValueChange={(next) => !readOnly && setCurrent(next)}
        aria-labelledby={labelledBy ?? (label !== undefined ? labelId : undefined)}
        aria-describedby={describedByIds}
        aria-invalid={errors.invalid || undefined}
        aria-readonly={readOnly || undefined}
        data-invalid={errors.invalid || undefined}
        className={
          props.orientation === 'horizontal' ? 'flex flex-wrap gap-x-6 gap-y-2' : 'grid gap-2'
        }
        {...props}
      >
        {children}
      </RadioGroupPrimitive.Root>
      <FieldErrors messages={errors.messages} />
    </div>
  );
}

export type RadioButtonProps = Omit<ComponentProps<typeof RadioGroupPrimitive.Item>, 'children'> & {
  /** The value this option stands for. */
  value: string;
  /** Text beside the circle; falls back to `value`. @default value */
  label?: ReactNode;
};

/** One option of a `RadioGroup`: a click on the circle or its label chooses it. */
export function RadioButton({ value, label, id, className, ...props }: RadioButtonProps) {
  const generatedId = useId();
  const itemId = id ?? `radio-${generatedId}`;
  return (
    <div data-slot="radio-button" className={cn('flex items-center gap-2.5', className)}>
      <RadioGroupPrimitive.Item
        data-slot="radio-button-circle"
        id={itemId}
        value={value}
        className={cn(
          'peer grid size-5 shrink-0 cursor-pointer place-items-center rounded-full border-2 border-input bg-surface',
          'transition-colors duration-150 ease-out',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'data-[state=checked]:border-primary-strong',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      >
        <RadioGroupPrimitive.Indicator
          data-slot="radio-button-dot"
          className="size-2.5 rounded-full forced-fill bg-primary-strong"
        />
      </RadioGroupPrimitive.Item>
      <label
        data-slot="radio-button-label"
        htmlFor={itemId}
        className="cursor-pointer text-base text-text select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        {label ?? value}
      </label>
    </div>
  );
}
