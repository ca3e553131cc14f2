import { startOfToday } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useFormat } from '@/hooks/use-format';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { browserTimeZone } from '@/lib/format';
import { Button } from '@/ui/button';
import { FieldMessage, Input, Label } from '@/ui/input';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/ui/popover';

import { dateFnsLocale, formatDate, ISO_DATE, ISO_DATE_TIME } from './date-format';
import { asDate, DATE_MODES, type Selection } from './date-modes';
import { dayRules, ModeCalendar, PopoverFooter } from './date-picker-calendar';
import { InlineDatePicker } from './date-picker-inline';
import { datePickerLabels, errorMessage } from './date-picker-labels';
import type { DatePickerProps } from './date-picker-props';
import { useDateField } from './use-date-field';

/**
 * A date field: the value is shown in a display format, typing is read back (in that format or ISO)
 * on blur or Enter and checked, and a button opens a localised calendar in a popover. Modes pick
 * one day, several days or a range; `inline` shows the calendar alone.
 */
export function DatePicker(props: DatePickerProps) {
  const {
    mode: modeName = 'single',
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
    name,
    required = false,
    description,
    labels: labelOverrides,
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    className,
    ...rest
  } = props;
  const mode = DATE_MODES[modeName];
  const { i18n } = useTranslation();
  const labels = useLabels(datePickerLabels, labelOverrides);
  const locale = dateFnsLocale(i18n.language);
  // The field's dates are the wall-clock days a person picked, never shifted to another zone.
  const format = useFormat({ timeZone: browserTimeZone() });
  const pattern = displayFormat ?? (withTime ? ISO_DATE_TIME : ISO_DATE);
  const ids = useId();
  const inputId = `${ids}-input`;
  const labelId = `${ids}-label`;
  const messageId = `${ids}-message`;
  const descriptionId = `${ids}-description`;
  const inputRef = useRef<HTMLInputElement>(null);

  // `value={undefined}` still means "controlled, nothing chosen" in single mode.
  const controlled = 'value' in props && (modeName === 'single' || value !== undefined);
  const [selection, setSelection] = useControllableState<Selection>({
    value: controlled ? mode.normalise(value) : undefined,
    defaultValue: mode.normalise(defaultValue),
    onChange: (next) => {
      const emit = onValueChange as ((value: unknown) => void) | undefined;
      emit?.(next ?? undefined);
    },
  });
  const [open, setOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const [month, setMonth] = useState<Date>(() => mode.first(selection) ?? new Date());

  const { calendarDisabled, problemWith } = dayRules(disabled, minDate, maxDate);

  const field = useDateField({
    mode,
    selection,
    setSelection,
    pattern,
    locale,
    withTime,
    required,
    problemWith,
    onMonth: setMonth,
  });

  const describe = (date: Date) =>
    displayFormat
      ? formatDate(date, displayFormat, locale)
      : withTime
        ? format.dateTime(date, { dateStyle: 'long', timeStyle: 'short' })
        : format.date(date, { dateStyle: 'long' });
  const example = mode.example(startOfToday(), pattern, locale);
  const message = field.error
    ? errorMessage(field.error, labels, example, describe, { minDate, maxDate })
    : null;

  useEffect(() => {
    inputRef.current?.setCustomValidity(message ?? '');
  }, [message]);

  function handleOpenChange(next: boolean) {
    if (next) setMonth(mode.first(selection) ?? new Date());
    setOpen(next);
  }

  const calendar = (footer?: ReactNode) => (
    <ModeCalendar
      mode={modeName}
      selection={selection}
      withTime={withTime}
      month={month}
      onMonthChange={setMonth}
      weekStartsOn={weekStartsOn}
      disabled={calendarDisabled}
      startMonth={minDate}
      endMonth={maxDate}
      focusDay={!inline}
      footer={footer}
      onPick={(next, done) => {
        field.choose(next);
        if (done && !inline) setOpen(false);
      }}
    />
  );

  const hiddenInput = name ? (
    <input type="hidden" name={name} value={mode.formValue(selection, withTime)} />
  ) : null;
  const describedBy =
    [message ? messageId : null, description ? descriptionId : null].filter(Boolean).join(' ') ||
    undefined;
  const descriptionNode = description ? (
    <FieldMessage id={descriptionId} data-slot="date-picker-description">
      {description}
    </FieldMessage>
  ) : null;

  if (inline) {
    return (
      <InlineDatePicker
        mode={modeName}
        label={label}
        labelId={labelId}
        describedBy={describedBy}
        calendar={calendar(
          <span data-slot="date-picker-summary">
            {mode.summary(selection, labels, describe, (items) => format.list(items))}
          </span>,
        )}
        className={className}
        {...rest}
      >
        {descriptionNode}
        {hiddenInput}
      </InlineDatePicker>
    );
  }

  const single = asDate(selection);
  return (
    <div
      data-slot="date-picker"
      data-mode={modeName}
      data-invalid={field.error ? '' : undefined}
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
              value={field.text}
              placeholder={labels.placeholder(example)}
              disabled={disabled === true}
              required={required}
              autoComplete="off"
              aria-invalid={field.error ? true : undefined}
              aria-describedby={describedBy}
              className="pe-12"
              onChange={(event) => field.setText(event.target.value)}
              onBlur={() => field.commit(field.text)}
              onKeyDown={(event) => field.onKeyDown(event, () => handleOpenChange(true))}
              onInvalid={(event) => {
                // Show the translated message instead of the browser's bubble.
                event.preventDefault();
                field.markInvalid(
                  !mode.isEmpty(selection) && mode.incomplete(selection)
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
                disabled={disabled === true}
                aria-label={labels.chooseDate}
                className="absolute end-0.5 top-0.5 text-muted hover:text-text [&_svg]:size-5"
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
          {(withTime || modeName === 'multiple') && (
            <PopoverFooter
              timeId={withTime ? `${ids}-time` : undefined}
              day={single}
              labels={labels}
              onTime={field.choose}
            />
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
