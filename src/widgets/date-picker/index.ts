export { Calendar } from './calendar';
export type { CalendarProps } from './calendar';
export { DatePicker } from './date-picker';
export type { DatePickerLabels } from './date-picker-labels';
export type { DatePickerMode, DatePickerProps, WeekDay } from './date-picker-props';
export { toFormValue } from './date-format';
export type { DateRange } from './date-format';
