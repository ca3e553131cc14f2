import { format, set, startOfToday } from 'date-fns';
import type { ReactNode } from 'react';
import { dateMatchModifiers, type Matcher } from 'react-day-picker';

import { Button } from '@/ui/button';
import { Input, Label } from '@/ui/input';
import { PopoverClose } from '@/ui/popover';

import { Calendar } from './calendar';
import { sortDates, type DateRange } from './date-format';
import { asDate, asDates, asRange, type DatePickerMode, type Selection } from './date-modes';
import type { DatePickerLabels, FieldError } from './date-picker-labels';

export type ModeCalendarProps = {
  mode: DatePickerMode;
  selection: Selection;
  withTime: boolean;
  month: Date;
  onMonthChange: (month: Date) => void;
  weekStartsOn?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  disabled: Matcher[];
  startMonth?: Date;
  endMonth?: Date;
  /** Focus the chosen day (or today) on mount, as a popover's calendar does. */
  focusDay: boolean;
  footer?: ReactNode;
  /** A day (or days) was picked; `done` when the pick completes the value. */
  onPick: (next: Selection, done: boolean) => void;
};

/** The calendar of the picker's mode, turning its picks into the picker's value. */
export function ModeCalendar({
  mode,
  selection,
  withTime,
  onPick,
  focusDay,
  ...rest
}: ModeCalendarProps) {
  const shared = { ...rest, autoFocus: focusDay };
  if (mode === 'single') {
    const single = asDate(selection);
    return (
      <Calendar
        {...shared}
        mode="single"
        required
        selected={single ?? undefined}
        onSelect={(date: Date | undefined) => {
          if (!date) return;
          onPick(withTime && single ? keepTime(date, single) : date, !withTime);
        }}
      />
    );
  }
  if (mode === 'multiple') {
    return (
      <Calendar
        {...shared}
        mode="multiple"
        selected={asDates(selection)}
        onSelect={(dates: Date[] | undefined) => onPick(sortDates(dates ?? []), false)}
      />
    );
  }
  const range = asRange(selection);
  return (
    <Calendar
      {...shared}
      mode="range"
      resetOnSelect
      excludeDisabled
      selected={range.from ? { from: range.from, to: range.to } : undefined}
      onSelect={(next: { from: Date | undefined; to?: Date | undefined } | undefined) => {
        const picked: DateRange = {};
        if (next?.from) picked.from = next.from;
        if (next?.to) picked.to = next.to;
        onPick(picked, !!picked.from && !!picked.to);
      }}
    />
  );
}

function keepTime(date: Date, from: Date): Date {
  return set(date, { hours: from.getHours(), minutes: from.getMinutes() });
}

/** The day chosen (or today) at the time typed as "HH:mm"; null for an unreadable time. */
function atTime(day: Date | null, time: string): Date | null {
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours) || Number.isNaN(minutes))
    return null;
  return set(day ?? startOfToday(), { hours, minutes });
}

/** The days the calendar disables, and why a typed day cannot be chosen (null when it can). */
export function dayRules(
  disabled: Matcher | Matcher[] | undefined,
  minDate: Date | undefined,
  maxDate: Date | undefined,
) {
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
  const problemWith = (date: Date): FieldError | null => {
    if (minDate && dateMatchModifiers(date, { before: minDate }))
      return { kind: 'beforeMin', date };
    if (maxDate && dateMatchModifiers(date, { after: maxDate })) return { kind: 'afterMax', date };
    if (dayMatchers.length > 0 && dateMatchModifiers(date, dayMatchers)) {
      return { kind: 'unavailable', date };
    }
    return null;
  };
  return { calendarDisabled, problemWith };
}

/** Under the popover's calendar: the time field (when `timeId` is given) and Done. */
export function PopoverFooter({
  timeId,
  day,
  labels,
  onTime,
}: {
  timeId: string | undefined;
  day: Date | null;
  labels: Pick<DatePickerLabels, 'time' | 'done'>;
  onTime: (next: Date) => void;
}) {
  return (
    <div
      data-slot="date-picker-footer"
      className="mt-3 flex items-center gap-2 border-t border-border pt-3"
    >
      {timeId && (
        <>
          <Label htmlFor={timeId}>{labels.time}</Label>
          <Input
            id={timeId}
            type="time"
            data-slot="date-picker-time"
            className="h-9 w-32"
            value={day ? format(day, 'HH:mm') : ''}
            onChange={(event) => {
              const next = atTime(day, event.target.value);
              if (next) onTime(next);
            }}
          />
        </>
      )}
      <PopoverClose asChild>
        <Button size="sm" className="ms-auto">
          {labels.done}
        </Button>
      </PopoverClose>
    </div>
  );
}
