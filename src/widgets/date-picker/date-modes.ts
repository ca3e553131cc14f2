import { addDays, set, type Locale } from 'date-fns';

import {
  formatDate,
  formatDates,
  formatRange,
  parseDate,
  parseDates,
  parseRange,
  toFormValue,
  type DateRange,
} from './date-format';
import type { DatePickerLabels, FieldError } from './date-picker-labels';

export type DatePickerMode = 'single' | 'multiple' | 'range';

/** What the field holds in each mode. */
export type Selection = Date | null | Date[] | DateRange;

/** What reading typed text gives: a new value, an error, or both (a range missing its end). */
export type ParseOutcome = { value?: Selection; error?: FieldError; month?: Date };

export type ParseContext = {
  pattern: string;
  locale: Locale;
  /** The value before the text was typed. */
  current: Selection;
  withTime: boolean;
  required: boolean;
  /** Why a day cannot be chosen (before the first, after the last, disabled), or null. */
  problemWith: (date: Date) => FieldError | null;
};

/** Everything that differs between the three modes, as one object of functions. */
export type DateMode = {
  /** The value prop read as this mode's selection (anything else is the empty one). */
  normalise(value: unknown): Selection;
  empty: Selection;
  isEmpty(selection: Selection): boolean;
  /** A value still missing a part (a range without its last day). */
  incomplete(selection: Selection): boolean;
  /** Identifies a value by its instants, whatever the objects. */
  key(selection: Selection): string;
  format(selection: Selection, pattern: string, locale: Locale): string;
  /** Reads non-empty typed text that differs from the shown value. */
  parse(text: string, context: ParseContext): ParseOutcome;
  /** The hidden input's ISO value. */
  formValue(selection: Selection, withTime: boolean): string;
  /** The inline calendar's summary; `describe` writes a day out, `list` joins several. */
  summary(
    selection: Selection,
    labels: DatePickerLabels,
    describe: (date: Date) => string,
    list: (items: string[]) => string,
  ): string;
  /** The day the calendar opens on. */
  first(selection: Selection): Date | undefined;
  /** A value written in the pattern, for placeholders and error messages. */
  example(today: Date, pattern: string, locale: Locale): string;
};

export const asDate = (selection: Selection): Date | null =>
  selection instanceof Date ? selection : null;
export const asDates = (selection: Selection): Date[] =>
  Array.isArray(selection) ? selection : [];
export const asRange = (selection: Selection): DateRange =>
  selection && !(selection instanceof Date) && !Array.isArray(selection) ? selection : {};

const time = (date: Date | null | undefined) => date?.getTime() ?? null;

const singleMode: DateMode = {
  normalise: (value) => (value instanceof Date ? value : null),
  empty: null,
  isEmpty: (selection) => asDate(selection) === null,
  incomplete: () => false,
  key: (selection) => String(time(asDate(selection)) ?? ''),
  format: (selection, pattern, locale) => {
    const date = asDate(selection);
    return date ? formatDate(date, pattern, locale) : '';
  },
  parse(text, { pattern, locale, current, withTime, problemWith }) {
    let date = parseDate(text, pattern, locale);
    if (!date) return { error: { kind: 'invalid' } };
    const previous = asDate(current);
    // A date typed without a time keeps the time already chosen.
    if (withTime && previous && !text.includes(':')) {
      date = set(date, { hours: previous.getHours(), minutes: previous.getMinutes() });
    }
    const problem = problemWith(date);
    if (problem) return { error: problem };
    return { value: time(date) === time(previous) ? current : date, month: date };
  },
  formValue: (selection, withTime) => {
    const date = asDate(selection);
    return date ? toFormValue(date, withTime) : '';
  },
  summary: (selection, labels, describe) => {
    const date = asDate(selection);
    return date ? labels.summarySingle(describe(date)) : labels.summaryNone;
  },
  first: (selection) => asDate(selection) ?? undefined,
  example: (today, pattern, locale) => formatDate(today, pattern, locale),
};

const multipleMode: DateMode = {
  normalise: (value) => (Array.isArray(value) ? (value as Date[]) : []),
  empty: [],
  isEmpty: (selection) => asDates(selection).length === 0,
  incomplete: () => false,
  key: (selection) =>
    asDates(selection)
      .map((date) => date.getTime())
      .join(','),
  format: (selection, pattern, locale) => formatDates(asDates(selection), pattern, locale),
  parse(text, { pattern, locale, problemWith }) {
    const { dates, invalid } = parseDates(text, pattern, locale);
    if (invalid[0] !== undefined) return { error: { kind: 'invalidInList', value: invalid[0] } };
    const problem = dates.map(problemWith).find(Boolean);
    if (problem) return { error: problem };
    return { value: dates, month: dates[0] };
  },
  formValue: (selection) =>
    asDates(selection)
      .map((date) => toFormValue(date))
      .join(','),
  summary: (selection, labels, describe, list) => {
    const dates = asDates(selection);
    return dates.length > 0
      ? labels.summaryMultiple(list(dates.map(describe)))
      : labels.summaryNone;
  },
  first: (selection) => asDates(selection)[0],
  example: (today, pattern, locale) => formatDates([today, addDays(today, 1)], pattern, locale),
};

const rangeMode: DateMode = {
  normalise: (value) => (value && !(value instanceof Date) && !Array.isArray(value) ? value : {}),
  empty: {},
  isEmpty: (selection) => !asRange(selection).from,
  incomplete: (selection) => !asRange(selection).to,
  key: (selection) => {
    const range = asRange(selection);
    return `${time(range.from) ?? ''}/${time(range.to) ?? ''}`;
  },
  format: (selection, pattern, locale) => formatRange(asRange(selection), pattern, locale),
  parse(text, { pattern, locale, current, required, problemWith }) {
    const parsed = parseRange(text, pattern, locale);
    if (parsed.invalid.length > 0) return { error: { kind: 'invalidRange' } };
    const ends = [parsed.range.from, parsed.range.to].filter((date): date is Date => !!date);
    const problem = ends.map(problemWith).find(Boolean);
    if (problem) return { error: problem };
    const previous = asRange(current);
    const same =
      time(parsed.range.from) === time(previous.from) &&
      time(parsed.range.to) === time(previous.to);
    return {
      value: same ? current : parsed.range,
      month: parsed.range.from,
      error: required && !parsed.range.to ? { kind: 'rangeIncomplete' } : undefined,
    };
  },
  formValue: (selection) => {
    const range = asRange(selection);
    return range.from ? `${toFormValue(range.from)}/${range.to ? toFormValue(range.to) : ''}` : '';
  },
  summary: (selection, labels, describe) => {
    const { from, to } = asRange(selection);
    if (from && to) return labels.summaryRange(describe(from), describe(to));
    return from ? labels.summaryRangeStart(describe(from)) : labels.summaryNone;
  },
  first: (selection) => asRange(selection).from,
  example: (today, pattern, locale) =>
    formatRange({ from: today, to: addDays(today, 7) }, pattern, locale),
};

export const DATE_MODES: Record<DatePickerMode, DateMode> = {
  single: singleMode,
  multiple: multipleMode,
  range: rangeMode,
};
