import { addDays, format, set, startOfToday } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { dateMatchModifiers, type Matcher } from 'react-day-picker';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { FieldMessage, Input, Label } from '@/ui/input';
import { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from '@/ui/popover';
import { Calendar } from './calendar';
import {
  ISO_DATE,
  ISO_DATE_TIME,
  dateFnsLocale,
  formatDate,
  formatDates,
  formatRange,
  parseDate,
  parseDates,
  parseRange,
  sortDates,
  toFormValue,
  type DateRange,
} from './date-format';

export type DatePickerMode = 'single' | 'multiple' | 'range';
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

type SingleProps = {
  /** One day, several days, or a range of days. @default 'single' */
  mode?: 'single';
  /** The chosen date (controlled: pass `undefined` for none). @default undefined */
  value?: Date | undefined;
  /** The date chosen at first (uncontrolled). @default undefined */
  defaultValue?: Date;
  /** Called with the new date (undefined when the field is cleared). @default undefined */
  onValueChange?: (value: Date | undefined) => void;
  /** Adds an hour and minute field under the calendar (single mode only). @default false */
  withTime?: boolean;
};

type MultipleProps = {
  /** One day, several days, or a range of days. @default 'single' */
  mode: 'multiple';
  /** The chosen dates, oldest first (controlled). @default undefined */
  value?: Date[];
  /** The dates chosen at first (uncontrolled). @default [] */
  defaultValue?: Date[];
  /** Called with the new dates, oldest first. @default undefined */
  onValueChange?: (value: Date[]) => void;
  withTime?: never;
};

type RangeProps = {
  /** One day, several days, or a range of days. @default 'single' */
  mode: 'range';
  /** The chosen range (controlled). @default undefined */
  value?: DateRange;
  /** The range chosen at first (uncontrolled). @default {} */
  defaultValue?: DateRange;
  /** Called with the new range (`to` is missing while the last day is being chosen). @default undefined */
  onValueChange?: (value: DateRange) => void;
  withTime?: never;
};

type DatePickerOwnProps = {
  /** The visible label of the field (names the calendar group when `inline`). */
  label: ReactNode;
  /** Days that cannot be chosen (react-day-picker matchers); `true` disables the whole control. @default undefined */
  disabled?: Matcher | Matcher[];
  /** date-fns pattern used to show and to read dates, e.g. 'MMMM d, yyyy'. @default 'yyyy-MM-dd' ('yyyy-MM-dd HH:mm' with `withTime`) */
  displayFormat?: string;
  /** First day of the week, 0 = Sunday, 1 = Monday. @default the language's own */
  weekStartsOn?: WeekDay;
  /** The earliest day that may be chosen. @default undefined */
  minDate?: Date;
  /** The latest day that may be chosen. @default undefined */
  maxDate?: Date;
  /** Shows the calendar itself, without the text field and popover. @default false */
  inline?: boolean;
  /** Text shown in the empty field. @default an example in the display format ("e.g. 2018-05-09") */
  placeholder?: string;
  /** Form field name; the form receives ISO dates (`a,b` when multiple, `from/to` for a range). @default undefined */
  name?: string;
  /** The field must hold a date (full range in range mode); shows a translated error once checked. @default false */
  required?: boolean;
  /** A hint under the field. @default undefined */
  description?: ReactNode;
  /** Accessible name of the calendar button. @default t('datePicker.chooseDate') ("Choose date") */
  chooseDateLabel?: string;
  /** Whether the calendar popover is open (controlled). @default undefined */
  open?: boolean;
  /** Whether the calendar popover is open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. @default undefined */
  onOpenChange?: (open: boolean) => void;
};

export type DatePickerProps = Omit<
  ComponentProps<'div'>,
  keyof DatePickerOwnProps | 'value' | 'defaultValue' | 'onChange' | 'children'
> &
  DatePickerOwnProps &
  (SingleProps | MultipleProps | RangeProps);

type Selection = Date | null | Date[] | DateRange;

type FieldError =
  | { kind: 'invalid' | 'invalidRange' | 'required' | 'rangeIncomplete' }
  | { kind: 'invalidInList'; value: string }
  | { kind: 'unavailable' | 'beforeMin' | 'afterMax'; date: Date };

function normalize(mode: DatePickerMode, value: Date | Date[] | DateRange | undefined): Selection {
  if (mode === 'single') return value instanceof Date ? value : null;
  if (mode === 'multiple') return Array.isArray(value) ? value : [];
  return value && !(value instanceof Date) && !Array.isArray(value) ? value : {};
}

function asRange(selection: Selection): DateRange {
  return selection && !(selection instanceof Date) && !Array.isArray(selection) ? selection : {};
}

/** Identifies a value by its instants, whatever the objects and the language. */
function keyOf(selection: Selection): string {
  if (selection === null) return '';
  if (selection instanceof Date) return String(selection.getTime());
  if (Array.isArray(selection)) return selection.map((date) => date.getTime()).join(',');
  return `${selection.from?.getTime() ?? ''}/${selection.to?.getTime() ?? ''}`;
}

function sameTime(a: Date | null | undefined, b: Date | null | undefined) {
  return (a?.getTime() ?? null) === (b?.getTime() ?? null);
}

/**
 * A date field: the value is shown in a display format, typing is read back (in that format or ISO)
 * on blur or Enter and checked, and a button opens a localised calendar in a popover. Modes pick
 * one day, several days or a range; `inline` shows the calendar alone.
 */
export function DatePicker(props: DatePickerProps) {
  const {
    mode = 'single',
    value,
    defaultValue,
    onValueChange,
    withTime = false,
    label,
    disabled,
    displayFormat,
    weekStartsOn,
    minDate,
    maxDate,
    inline = false,
    placeholder,
    name,
    required = false,
    description,
    chooseDateLabel,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    className,
    ...rest
  } = props;
  const { t, i18n } = useTranslation();
  const locale = dateFnsLocale(i18n.language);
  const pattern = displayFormat ?? (withTime ? ISO_DATE_TIME : ISO_DATE);
  const ids = useId();
  const inputId = `${ids}-input`;
  const labelId = `${ids}-label`;
  const messageId = `${ids}-message`;
  const descriptionId = `${ids}-description`;
  const inputRef = useRef<HTMLInputElement>(null);

  // `value={undefined}` still means "controlled, nothing chosen" in single mode.
  const controlled = 'value' in props && (mode === 'single' || value !== undefined);
  const [selection, setSelection] = useControllableState<Selection>({
    value: controlled ? normalize(mode, value) : undefined,
    defaultValue: normalize(mode, defaultValue),
    onChange: (next) => {
      const emit = onValueChange as ((value: unknown) => void) | undefined;
      emit?.(next instanceof Date || next === null ? (next ?? undefined) : next);
    },
  });
  const single = selection instanceof Date ? selection : null;
  const multiple = Array.isArray(selection) ? selection : [];
  const range = asRange(selection);

  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const firstSelected = mode === 'single' ? single : mode === 'multiple' ? multiple[0] : range.from;
  const [month, setMonth] = useState<Date>(() => firstSelected ?? new Date());

  const formatSelection = (next: Selection): string =>
    next instanceof Date
      ? formatDate(next, pattern, locale)
      : next === null
        ? ''
        : Array.isArray(next)
          ? formatDates(next, pattern, locale)
          : formatRange(next, pattern, locale);
  const formatted = formatSelection(selection);

  // The field shows what the user typed until it is read. A new value from outside (the parent)
  // replaces the text; a new language or pattern rewrites it only when it was not being edited.
  const valueKey = keyOf(selection);
  const [text, setText] = useState(formatted);
  const [shown, setShown] = useState({ key: valueKey, text: formatted });
  const [error, setError] = useState<FieldError | null>(null);
  if (valueKey !== shown.key) {
    setShown({ key: valueKey, text: formatted });
    setText(formatted);
    setError(null);
  } else if (formatted !== shown.text) {
    setShown({ key: valueKey, text: formatted });
    if (text === shown.text) setText(formatted);
  }

  const controlDisabled = disabled === true;
  const dayMatchers: Matcher[] =
    disabled === undefined || disabled === true
      ? []
      : Array.isArray(disabled)
        ? disabled
        : [disabled];
  const calendarDisabled: Matcher[] = [
    ...dayMatchers,
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
  ];

  const longFormat = new Intl.DateTimeFormat(
    i18n.language,
    withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' },
  );
  const describe = (date: Date) =>
    displayFormat ? formatDate(date, displayFormat, locale) : longFormat.format(date);

  const today = startOfToday();
  const example =
    mode === 'single'
      ? formatDate(today, pattern, locale)
      : mode === 'multiple'
        ? formatDates([today, addDays(today, 1)], pattern, locale)
        : formatRange({ from: today, to: addDays(today, 7) }, pattern, locale);

  function messageFor(problem: FieldError): string {
    switch (problem.kind) {
      case 'invalid':
        return t('datePicker.errors.invalid', { example });
      case 'invalidRange':
        return t('datePicker.errors.invalidRange', { example });
      case 'invalidInList':
        return t('datePicker.errors.invalidInList', { value: problem.value, example });
      case 'required':
        return t('datePicker.errors.required');
      case 'rangeIncomplete':
        return t('datePicker.errors.rangeIncomplete');
      case 'unavailable':
        return t('datePicker.errors.unavailable', { date: describe(problem.date) });
      case 'beforeMin':
        return t('datePicker.errors.beforeMin', { date: describe(minDate ?? problem.date) });
      case 'afterMax':
        return t('datePicker.errors.afterMax', { date: describe(maxDate ?? problem.date) });
    }
  }
  const message = error ? messageFor(error) : null;

  useEffect(() => {
    inputRef.current?.setCustomValidity(message ?? '');
  }, [message]);

  function problemWith(date: Date): FieldError | null {
    if (minDate && dateMatchModifiers(date, { before: minDate }))
      return { kind: 'beforeMin', date };
    if (maxDate && dateMatchModifiers(date, { after: maxDate })) return { kind: 'afterMax', date };
    if (dayMatchers.length > 0 && dateMatchModifiers(date, dayMatchers)) {
      return { kind: 'unavailable', date };
    }
    return null;
  }

  function missing(next: Selection): boolean {
    if (next instanceof Date) return false;
    if (next === null) return true;
    if (Array.isArray(next)) return next.length === 0;
    return !next.from;
  }

  /** Reads the typed text. Returns false (keeping the text, with an error) when it is not usable. */
  function commit(raw: string): boolean {
    const trimmed = raw.trim();
    if (!trimmed) {
      // "Required" is said once the user empties a filled field or the form is checked, not on a
      // mere pass through the empty field.
      const hadValue = !missing(selection);
      choose(hadValue ? (mode === 'single' ? null : mode === 'multiple' ? [] : {}) : selection);
      if (required && (hadValue || error !== null)) return fail({ kind: 'required' });
      return !required;
    }
    if (trimmed === formatted) {
      if (mode === 'range' && required && !range.to) return fail({ kind: 'rangeIncomplete' });
      choose(selection);
      return true;
    }
    let next: Selection;
    if (mode === 'single') {
      let date = parseDate(trimmed, pattern, locale);
      if (!date) return fail({ kind: 'invalid' });
      // A date typed without a time keeps the time already chosen.
      if (withTime && single && !trimmed.includes(':')) {
        date = set(date, { hours: single.getHours(), minutes: single.getMinutes() });
      }
      const problem = problemWith(date);
      if (problem) return fail(problem);
      next = sameTime(date, single) ? selection : date;
      setMonth(date);
    } else if (mode === 'multiple') {
      const { dates, invalid } = parseDates(trimmed, pattern, locale);
      if (invalid[0] !== undefined) return fail({ kind: 'invalidInList', value: invalid[0] });
      const problem = dates.map(problemWith).find(Boolean);
      if (problem) return fail(problem);
      next = dates;
      if (dates[0]) setMonth(dates[0]);
    } else {
      const parsed = parseRange(trimmed, pattern, locale);
      if (parsed.invalid.length > 0) return fail({ kind: 'invalidRange' });
      const ends = [parsed.range.from, parsed.range.to].filter((date): date is Date => !!date);
      const problem = ends.map(problemWith).find(Boolean);
      if (problem) return fail(problem);
      next =
        sameTime(parsed.range.from, range.from) && sameTime(parsed.range.to, range.to)
          ? selection
          : parsed.range;
      if (parsed.range.from) setMonth(parsed.range.from);
      if (required && !parsed.range.to) {
        choose(next, true);
        return fail({ kind: 'rangeIncomplete' });
      }
    }
    choose(next);
    return true;
  }

  /** Sets the value and shows it in the field. */
  function choose(next: Selection, keepText = false) {
    setSelection(next);
    const nextText = formatSelection(next);
    setShown({ key: keyOf(next), text: nextText });
    if (!keepText) setText(nextText);
    setError(null);
  }

  function fail(problem: FieldError): false {
    setError(problem);
    return false;
  }

  function handleOpenChange(next: boolean) {
    if (next) setMonth(firstSelected ?? new Date());
    setOpen(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && text !== formatted) {
      // Read the text first; the form submits on a later Enter, with the value the field shows.
      event.preventDefault();
      commit(text);
    } else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      commit(text);
      handleOpenChange(true);
    }
  }

  function pickSingle(date: Date | undefined) {
    if (!date) return;
    const next =
      withTime && single
        ? set(date, { hours: single.getHours(), minutes: single.getMinutes() })
        : date;
    choose(next);
    if (!withTime && !inline) setOpen(false);
  }

  function pickMultiple(dates: Date[] | undefined) {
    choose(sortDates(dates ?? []));
  }

  function pickRange(next: { from: Date | undefined; to?: Date | undefined } | undefined) {
    const picked: DateRange = {};
    if (next?.from) picked.from = next.from;
    if (next?.to) picked.to = next.to;
    choose(picked);
    if (picked.from && picked.to && !inline) setOpen(false);
  }

  function pickTime(time: string) {
    const [hours, minutes] = time.split(':').map(Number);
    if (
      hours === undefined ||
      minutes === undefined ||
      Number.isNaN(hours) ||
      Number.isNaN(minutes)
    ) {
      return;
    }
    choose(set(single ?? startOfToday(), { hours, minutes }));
  }

  const shared = {
    month,
    onMonthChange: setMonth,
    weekStartsOn,
    disabled: calendarDisabled,
    startMonth: minDate,
    endMonth: maxDate,
    autoFocus: !inline,
  };

  const calendar = (footer?: ReactNode) =>
    mode === 'single' ? (
      <Calendar
        {...shared}
        footer={footer}
        mode="single"
        required
        selected={single ?? undefined}
        onSelect={pickSingle}
      />
    ) : mode === 'multiple' ? (
      <Calendar
        {...shared}
        footer={footer}
        mode="multiple"
        selected={multiple}
        onSelect={pickMultiple}
      />
    ) : (
      <Calendar
        {...shared}
        footer={footer}
        mode="range"
        resetOnSelect
        excludeDisabled
        selected={range.from ? { from: range.from, to: range.to } : undefined}
        onSelect={pickRange}
      />
    );

  const formValue =
    mode === 'single'
      ? single
        ? toFormValue(single, withTime)
        : ''
      : mode === 'multiple'
        ? multiple.map((date) => toFormValue(date)).join(',')
        : range.from
          ? `${toFormValue(range.from)}/${range.to ? toFormValue(range.to) : ''}`
          : '';
  const hiddenInput = name ? <input type="hidden" name={name} value={formValue} /> : null;

  const describedBy = [message ? messageId : null, description ? descriptionId : null]
    .filter(Boolean)
    .join(' ');
  const descriptionNode = description ? (
    <FieldMessage id={descriptionId} data-slot="date-picker-description">
      {description}
    </FieldMessage>
  ) : null;

  if (inline) {
    const summary =
      mode === 'single'
        ? single
          ? t('datePicker.summary.single', { date: describe(single) })
          : t('datePicker.summary.none')
        : mode === 'multiple'
          ? multiple.length > 0
            ? t('datePicker.summary.multiple', { dates: multiple.map(describe).join(', ') })
            : t('datePicker.summary.none')
          : range.from && range.to
            ? t('datePicker.summary.range', { from: describe(range.from), to: describe(range.to) })
            : range.from
              ? t('datePicker.summary.rangeStart', { from: describe(range.from) })
              : t('datePicker.summary.none');
    return (
      <div
        data-slot="date-picker"
        data-mode={mode}
        data-inline=""
        className={cn('flex flex-col gap-1.5', className)}
        {...rest}
      >
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={describedBy || undefined}
          data-slot="date-picker-calendar-group"
          className="flex w-fit max-w-full flex-col gap-2 rounded-card border border-border bg-surface p-3"
        >
          <span
            id={labelId}
            data-slot="date-picker-label"
            className="text-sm font-semibold text-text"
          >
            {label}
          </span>
          {calendar(<span data-slot="date-picker-summary">{summary}</span>)}
        </div>
        {descriptionNode}
        {hiddenInput}
      </div>
    );
  }

  return (
    <div
      data-slot="date-picker"
      data-mode={mode}
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...rest}
    >
      <Label id={labelId} htmlFor={inputId} data-slot="date-picker-label">
        {label}
      </Label>
      <Popover open={open} onOpenChange={handleOpenChange}>
        <PopoverAnchor asChild>
          <div data-slot="date-picker-field" className="relative">
            <Input
              ref={inputRef}
              id={inputId}
              data-slot="date-picker-input"
              value={text}
              placeholder={placeholder ?? t('datePicker.placeholder', { example })}
              disabled={controlDisabled}
              required={required}
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              className="pr-12"
              onChange={(event) => setText(event.target.value)}
              onBlur={() => commit(text)}
              onKeyDown={handleKeyDown}
              onInvalid={(event) => {
                // Show the translated message instead of the browser's bubble.
                event.preventDefault();
                if (!error)
                  setError(
                    mode === 'range' && range.from
                      ? { kind: 'rangeIncomplete' }
                      : { kind: 'required' },
                  );
              }}
            />
            <PopoverTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                data-slot="date-picker-trigger"
                disabled={controlDisabled}
                aria-label={chooseDateLabel ?? t('datePicker.chooseDate')}
                className="absolute top-0.5 right-0.5 text-muted hover:text-text [&_svg]:size-5"
              >
                <CalendarDays aria-hidden="true" />
              </Button>
            </PopoverTrigger>
          </div>
        </PopoverAnchor>
        <PopoverContent
          data-slot="date-picker-content"
          align="start"
          aria-labelledby={labelId}
          // The calendar focuses the chosen day (or today) itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          className="w-auto max-w-[calc(100vw-1rem)]"
        >
          {calendar()}
          {(withTime || mode === 'multiple') && (
            <div
              data-slot="date-picker-footer"
              className="mt-3 flex items-center gap-2 border-t border-border pt-3"
            >
              {withTime && (
                <>
                  <Label htmlFor={`${ids}-time`}>{t('datePicker.time')}</Label>
                  <Input
                    id={`${ids}-time`}
                    type="time"
                    data-slot="date-picker-time"
                    className="h-9 w-32"
                    value={single ? format(single, 'HH:mm') : ''}
                    onChange={(event) => pickTime(event.target.value)}
                  />
                </>
              )}
              <PopoverClose asChild>
                <Button size="sm" className="ml-auto">
                  {t('datePicker.done')}
                </Button>
              </PopoverClose>
            </div>
          )}
        </PopoverContent>
      </Popover>
      {message && (
        <FieldMessage id={messageId} tone="error" data-slot="date-picker-message" role="alert">
          {message}
        </FieldMessage>
      )}
      {descriptionNode}
      {hiddenInput}
    </div>
  );
}
