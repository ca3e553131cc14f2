import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { FieldMessage, Input, inputClass, Label, Textarea } from '@/ui/input';

import {
  errorIdOf,
  hintIdOf,
  type ResourceControlProps,
  type ResourceFormValues,
} from './use-resource-form';

/** The part of `useResourceForm`'s answer a field reads. */
export type ResourceFieldSource<V extends ResourceFormValues, K extends keyof V & string> = {
  values: V;
  readOnly: boolean;
  fieldProps: (name: K, options?: { hint?: boolean }) => ResourceControlProps<V[K]>;
  errorText: (name: K) => string | undefined;
};

/** Attributes passed on to the control. */
type ControlAttributes = Pick<
  ComponentProps<'input'>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength' | 'spellCheck' | 'placeholder'
>;

export type ResourceFieldProps<V extends ResourceFormValues, K extends keyof V & string> = {
  /** The form (`useResourceForm`). */
  form: ResourceFieldSource<V, NoInfer<K>>;
  /** The field. */
  name: K;
  /** The field's name as shown. */
  label: ReactNode;
  /** How to write the value, under the control; none while the form is read-only. */
  hint?: ReactNode;
  /** The control: a text input, a textarea, a native select (its options as `children`) or a checkbox. @default 'input' */
  control?: 'input' | 'textarea' | 'select' | 'checkbox';
  /** The options of a select. */
  children?: ReactNode;
  /** Classes of the field's box (`md:col-span-2`). */
  className?: string;
} & ControlAttributes;

/**
 * One field of a record form: its label, its control wired to the form (value, read-only, the
 * messages it is described by), its hint (while it can be changed) and the message shown for it.
 */
export function ResourceField<V extends ResourceFormValues, K extends keyof V & string>({
  form,
  name,
  label,
  hint: typingHint,
  control = 'input',
  children,
  className,
  ...attributes
}: ResourceFieldProps<V, K>) {
  // Someone who cannot change the value is not told how to type it: the value shows plainly.
  const hint = form.readOnly ? undefined : typingHint;
  const props = form.fieldProps(name, { hint: hint != null });
  const error = form.errorText(name);
  const labelElement = <Label htmlFor={props.id}>{label}</Label>;
  const messages = (
    <>
      {hint != null && (
        <FieldMessage id={hintIdOf(props.id)} data-slot="resource-field-hint">
          {hint}
        </FieldMessage>
      )}
      {error && (
        <FieldMessage
          id={errorIdOf(props.id)}
          tone="error"
          data-slot="resource-field-error"
          className="flex items-start gap-1.5"
        >
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </FieldMessage>
      )}
    </>
  );

  if (control === 'checkbox') {
    const { readOnly, ...checkbox } = props;
    return (
      <div
        data-slot="resource-field"
        className={cn('flex items-center gap-2 self-end pb-2.5', className)}
      >
        <input
          {...checkbox}
          type="checkbox"
          disabled={readOnly}
          className="size-5 accent-primary"
        />
        {labelElement}
        {messages}
      </div>
    );
  }

  let element: ReactNode;
  if (control === 'select') {
    const { readOnly, ...select } = props;
    element = (
      <select
        {...select}
        disabled={readOnly}
        // A select always matches :read-only; only a disabled one (a viewer) is dimmed.
        className={cn(inputClass, 'h-11 read-only:bg-surface')}
      >
        {children}
      </select>
    );
  } else if (control === 'textarea') {
    element = (
      <Textarea
        {...props}
        maxLength={attributes.maxLength}
        placeholder={attributes.placeholder}
        spellCheck={attributes.spellCheck}
      />
    );
  } else {
    element = <Input {...attributes} {...props} />;
  }
  return (
    <div data-slot="resource-field" className={cn('grid content-start gap-1.5', className)}>
      {labelElement}
      {element}
      {messages}
    </div>
  );
}
