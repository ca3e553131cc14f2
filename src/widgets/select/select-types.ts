import type { ComponentProps, Ref } from 'react';

/** What the owner of a select can do through its `ref`. */
export type SelectHandle = {
  /** Shows the required message if the select is invalid, and returns whether it is valid. */
  validate(): boolean;
  /** Whether the select is valid, without showing anything. */
  isValid(): boolean;
  /** Moves keyboard focus to the select's input. */
  focus(): void;
  /** Goes back to `defaultValue`, closes the list and hides the required message. */
  reset(): void;
};

/** The props SimpleSelect and MultiSelect share. */
export type SelectBaseProps<T> = Omit<
  ComponentProps<'div'>,
  'defaultValue' | 'onChange' | 'children' | 'ref'
> & {
  /** The visible label of the field (also names the list, the clear and the toggle buttons). */
  label: string;
  /** The choices: strings, or objects shown through `optionKey`. */
  options: readonly T[];
  /** For object options, the field shown as the option's label. @default 'label', then 'name' */
  optionKey?: keyof T;
  /** A stable, unique key of an option (sent by native forms, used to compare values). @default the label */
  getOptionId?: (option: T) => string;
  /** Empty is invalid; the message shows only after validation was triggered. @default false */
  required?: boolean;
  /** Shows a clear button while something is chosen. @default true */
  clearable?: boolean;
  /** Disables the whole field. @default false */
  disabled?: boolean;
  /** An error from the owner, shown (and marked aria-invalid) whatever the select's own state. */
  error?: string;
  /** validate / isValid / focus / reset. */
  ref?: Ref<SelectHandle>;
};
