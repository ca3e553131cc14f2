import { CircleAlert, CircleCheck } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { FieldMessage, Input, Label, Textarea } from '@/ui/input';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: string;
  /** A translated error: marks the field invalid and describes it. */
  error?: string;
  /** Shows the valid state (a check) when there is no error. */
  valid?: boolean;
  /** An icon inside the field, on the left. */
  leading?: ReactNode;
  /** Controls after the field (a clear button, an upload button). */
  trailing?: ReactNode;
  multiline?: boolean;
  /** Rows of a multiline field. */
  rows?: number;
};

/** A labelled text field of the demo page: validation states, icons and add-ons. */
export function TextField({
  label,
  hint,
  error,
  valid,
  leading,
  trailing,
  multiline,
  rows,
  className,
  ...props
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const validId = valid && !error ? `${id}-valid` : undefined;
  const describedBy = [errorId, validId, hintId].filter(Boolean).join(' ') || undefined;
  const state = error ? 'invalid' : valid ? 'valid' : undefined;
  const controlClass = cn(leading && 'ps-10', state && 'pe-10', className);

  return (
    <div data-slot="text-field" className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex items-center gap-2">
        <div className="relative flex-1">
          {leading && (
            <span className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-muted [&_svg]:size-4">
              {leading}
            </span>
          )}
          {multiline ? (
            <Textarea
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={controlClass}
              rows={rows}
              {...(props as ComponentProps<'textarea'>)}
            />
          ) : (
            <Input
              id={id}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={controlClass}
              {...props}
            />
          )}
          {state === 'valid' && (
            <CircleCheck aria-hidden className="absolute end-3 top-3 size-5 text-primary-strong" />
          )}
          {state === 'invalid' && (
            <CircleAlert aria-hidden className="absolute end-3 top-3 size-5 text-danger-strong" />
          )}
        </div>
        {trailing}
      </div>
      {error && (
        <FieldMessage id={errorId} tone="error">
          {error}
        </FieldMessage>
      )}
      {validId && (
        <FieldMessage id={validId} tone="success" className="sr-only">
          {t('formElements.inputs.validState')}
        </FieldMessage>
      )}
      {hint && <FieldMessage id={hintId}>{hint}</FieldMessage>}
    </div>
  );
}
