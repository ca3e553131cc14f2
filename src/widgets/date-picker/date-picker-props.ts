import type { ComponentProps, ReactNode } from 'react';
import type { Matcher } from 'react-day-picker';

import type { DateRange } from './date-format';
import type { DatePickerLabels } from './date-picker-labels';

export type { DatePickerMode } from './date-modes';
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

type SingleProps = {
  /** One day, several days, or a range of days. @default 'single' */
  mode?: 'single';
  /** The chosen date, controlled (pass `undefined` for none). */
  value?: Date | undefined;
  /** The date chosen at first (uncontrolled); without it none. */
  defaultValue?: Date;
  /** Called with the new date (undefined when the field is cleared). */
  onValueChange?: (value: Date | undefined) => void;
  /** Adds an hour and minute field under the calendar (single mode only). @default false */
  withTime?: boolean;
};

type MultipleProps = {
  /** One day, several days, or a range of days. @default 'single' */
  mode: 'multiple';
  /** The chosen dates, oldest first, controlled; without it the picker keeps its own. */
  value?: Date[];
  /** The dates chosen at first (uncontrolled). @default [] */
  defaultValue?: Date[];
  /** Called with the new dates, oldest first. */
  onValueChange?: (value: Date[]) => void;
  withTime?: never;
};

type RangeProps = {
  /** One day, several days, or a range of days. @default 'single' */
  mode: 'range';
  /** The chosen range, controlled; without it the picker keeps its own. */
  value?: DateRange;
  /** The range chosen at first (uncontrolled). @default {} */
  defaultValue?: DateRange;
  /** Called with the new range (`to` is missing while the last day is being chosen). */
  onValueChange?: (value: DateRange) => void;
  withTime?: never;
};

type DatePickerOwnProps = {
  /** The visible label of the field (names the calendar group when `inline`). */
  label: ReactNode;
  /** Days that cannot be chosen (react-day-picker matchers); `true` disables the whole control. */
  disabled?: Matcher | Matcher[];
  /** date-fns pattern used to show and to read dates, e.g. 'MMMM d, yyyy'. @default 'yyyy-MM-dd' ('yyyy-MM-dd HH:mm' with `withTime`) */
  displayFormat?: string;
  /** First day of the week, 0 = Sunday, 1 = Monday. @default the language's own */
  weekStartsOn?: WeekDay;
  /** The earliest day that may be chosen; without it no limit. */
  minDate?: Date;
  /** The latest day that may be chosen; without it no limit. */
  maxDate?: Date;
  /** Shows the calendar itself, without the text field and popover. @default false */
  inline?: boolean;
  /** Form field name; the form receives ISO dates (`a,b` when multiple, `from/to` for a range). Without it nothing is submitted. */
  name?: string;
  /** The field must hold a date (full range in range mode); shows a translated error once checked. @default false */
  required?: boolean;
  /** A hint under the field. */
  description?: ReactNode;
  /** Texts to override (button, placeholder, summaries, error messages); the rest stay translated. @default the `datePicker.*` translations */
  labels?: Partial<DatePickerLabels>;
  /** Whether the calendar popover is open, controlled; without it the picker keeps its own. */
  open?: boolean;
  /** Whether the calendar popover is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (open: boolean) => void;
};

export type DatePickerProps = Omit<
  ComponentProps<'div'>,
  keyof DatePickerOwnProps | 'value' | 'defaultValue' | 'onChange' | 'children'
> &
  DatePickerOwnProps &
  (SingleProps | MultipleProps | RangeProps);
