import { Check } from 'lucide-react';
import { Checkbox as CheckboxPrimitive } from 'radix-ui';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';
import { visibleErrors } from '@/ui/field-errors';
import { FieldMessage } from '@/ui/input';

export type CheckboxProps = Omit<
  ComponentProps<typeof CheckboxPrimitive.Root>,
  'checked' | 'defaultChecked' | 'onCheckedChange' | 'children'
> & {
  /** Text (or content) beside the box; a click on it toggles the box too. */
  label?: ReactNode;
  /** Checked state, controlled; without it the checkbox keeps its own. */
  checked?: boolean;
  /** Initial checked state when uncontrolled. @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the user toggles the box. */
  onCheckedChange?: (checked: boolean) => void;
  /** Focusable and announced as read-only (aria-readonly), but cannot be toggled. @default false */
  readOnly?: boolean;
  /** Shows the error style (and sets aria-invalid) even without messages. @default false */
  error?: boolean;
  /** Error message(s) shown under the box and tied to it with aria-describedby. */
  errorMessages?: string | string[];
  /** How many of `errorMessages` to show, from the first. @default 1 */
  errorCount?: number;
  /** Classes for the wrapper (box, label and messages); other props go to the box. */
  className?: string;
};

/**
 * A checkbox with its label and error messages over Radix Checkbox: a click
 * on the box or the label and Space toggle it; Enter does not (WAI-ARIA). The error style shows
 * only when the box is not disabled.
 */
export function Checkbox({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled = false,
  readOnly = false,
  error = false,
  errorMessages,
  errorCount = 1,
  id,
  className,
  onClick,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const generatedId = useId();
  const boxId = id ?? `checkbox-${generatedId}`;
  const [isChecked, setChecked] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const messages = disabled ? [] : visibleErrors(errorMessages, errorCount);
  const invalid = !disabled && (error || messages.length > 0);
  const messageIds = messages.map((_, index) => `${boxId}-error-${index}`);
  const describedByIds = [describedBy, ...messageIds].filter(Boolean).join(' ') || undefined;

  return (
    <div
      data-slot="checkbox"
      data-state={isChecked ? 'checked' : 'unchecked'}
      data-invalid={invalid ? '' : undefined}
      className={cn('grid gap-1', className)}
    >
      <div className="flex items-center gap-2.5">
        <CheckboxPrimitive.Root
          data-slot="checkbox-box"
          id={boxId}
          checked={isChecked}
          disabled={disabled}
          aria-readonly={readOnly || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedByIds}
          onCheckedChange={(next) => {
            if (!readOnly) setChecked(next === true);
          }}
          onClick={(event) => {
            onClick?.(event);
            // Radix skips its own toggle when the click is default-prevented.
            if (readOnly) event.preventDefault();
          }}
          className={cn(
            'peer grid size-5 shrink-0 cursor-pointer place-items-center rounded-sm border-2 border-input bg-surface',
            'transition-colors duration-150 ease-out',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'data-[state=checked]:border-primary-strong data-[state=checked]:bg-primary data-[state=checked]:text-on-primary',
            'aria-invalid:border-danger-strong',
            'aria-readonly:cursor-default aria-readonly:bg-surface-muted aria-readonly:data-[state=checked]:bg-primary/60',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
          {...props}
        >
          <CheckboxPrimitive.Indicator data-slot="checkbox-indicator">
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3.5} />
          </CheckboxPrimitive.Indicator>
        </CheckboxPrimitive.Root>
        {label !== undefined && (
          <label
            data-slot="checkbox-label"
            htmlFor={boxId}
            className={cn(
              'cursor-pointer text-base text-text select-none',
              'peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-readonly:cursor-default',
            )}
          >
            {label}
          </label>
        )}
      </div>
      {messages.map((message, index) => (
        <FieldMessage
          key={messageIds[index]}
          id={messageIds[index]}
          tone="error"
          data-slot="checkbox-error"
        >
          {message}
        </FieldMessage>
      ))}
    </div>
  );
}
