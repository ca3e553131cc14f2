import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import type { DatePickerMode } from './date-modes';

type InlineDatePickerProps = ComponentProps<'div'> & {
  mode: DatePickerMode;
  label: ReactNode;
  labelId: string;
  describedBy: string | undefined;
  /** The calendar, its summary in the footer. */
  calendar: ReactNode;
};

/** The inline DatePicker's frame: the calendar alone in a group named by the label. */
export function InlineDatePicker({
  mode,
  label,
  labelId,
  describedBy,
  calendar,
  className,
  children,
  ...props
}: InlineDatePickerProps) {
  return (
    <div
      data-slot="date-picker"
      data-mode={mode}
      data-inline=""
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
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
        {calendar}
      </div>
      {children}
    </div>
  );
}
