import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  DayPicker,
  type ChevronProps,
  type ClassNames,
  type DayPickerProps,
} from 'react-day-picker';
import { useTranslation } from 'react-i18next';

import { useDirection } from '@/i18n/direction';
import { cn } from '@/lib/cn';

import { dateFnsLocale } from './date-format';

const navButton = cn(
  'absolute top-0 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-text',
  'transition-colors duration-150 ease-out hover:bg-surface-muted',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-disabled:cursor-default aria-disabled:opacity-40 aria-disabled:hover:bg-transparent',
);

// The calendar is styled here, with tokens, instead of importing react-day-picker's stylesheet.
// Day states (selected, today, range ends, disabled) are classes on the cell, so they style the
// button inside it; the range band is the cells' background, so it runs unbroken along a week.
// Days are 40 px wide where there is room and shrink to 28 px where there is not (a 320 px phone),
// so the calendar never makes its container scroll sideways.
const classNames: Partial<ClassNames> = {
  root: 'relative w-fit max-w-full text-text',
  months: 'relative flex flex-wrap gap-6',
  month: 'relative flex flex-col gap-2',
  month_caption: 'mx-10 flex h-10 items-center justify-center',
  caption_label: 'text-base font-semibold capitalize',
  button_previous: cn(navButton, 'start-0'),
  button_next: cn(navButton, 'end-0'),
  chevron: 'size-5',
  month_grid: 'w-full border-collapse',
  weekdays: '',
  weekday: 'h-8 w-10 p-0 text-center text-xs font-semibold text-muted',
  weeks: '',
  week: '',
  day: 'w-10 p-0 text-center text-sm',
  day_button: cn(
    'mx-auto flex aspect-square w-full max-w-10 min-w-7 cursor-pointer items-center justify-center rounded-full border-2 border-transparent',
    // Forced colours draw a transparent edge in the text's colour: only today's ring is meant.
    'forced-colors:border-[Canvas]',
    'tabular-nums transition-colors duration-150 ease-out hover:bg-surface-muted',
    'focus-visible:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ),
  today: 'font-semibold [&>button]:border-primary-strong',
  outside: '[&>button]:text-muted',
  selected:
    'font-semibold [&>button]:bg-primary [&>button]:text-on-primary [&>button]:forced-fill [&>button]:hover:bg-primary',
  range_start: 'rounded-s-full bg-primary/25',
  range_end: 'rounded-e-full bg-primary/25',
  range_middle:
    'bg-primary/25 font-normal! [&>button]:rounded-none [&>button]:bg-transparent! [&>button]:text-text!',
  disabled:
    '[&>button]:cursor-not-allowed [&>button]:text-muted [&>button]:line-through [&>button]:opacity-60 [&>button]:hover:bg-transparent',
  hidden: 'invisible',
  focused: '',
  footer: 'mt-3 max-w-72 text-sm text-muted',
};

function Chevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeft : ChevronRight;
  return <Icon aria-hidden="true" className={className} />;
}

export type CalendarProps = DayPickerProps;

/**
 * react-day-picker themed with the app's tokens and localised to the active language: month and
 * weekday names, the first day of the week (unless `weekStartsOn` is given) and every label.
 */
export function Calendar({ className, ...props }: CalendarProps) {
  const { t, i18n } = useTranslation();
  const locale = dateFnsLocale(i18n.language);
  const direction = useDirection();
  return (
    <DayPicker
      data-slot="calendar"
      locale={locale}
      navLayout="around"
      // Right to left the days run from the right, the arrow keys mirror, and the library hands
      // Chevron the side each arrow is on (so it draws it as given, unflipped).
      dir={direction}
      showOutsideDays
      classNames={classNames}
      className={className}
      components={{ Chevron }}
      labels={{
        labelPrevious: () => t('datePicker.previousMonth'),
        labelNext: () => t('datePicker.nextMonth'),
        labelDayButton: (date, modifiers, _options, dateLib) => {
          let label = dateLib ? dateLib.format(date, 'PPPP') : date.toDateString();
          if (modifiers.today) label = t('datePicker.todayDay', { date: label });
          if (modifiers.selected) label = t('datePicker.selectedDay', { date: label });
          return label;
        },
      }}
      {...props}
    />
  );
}
