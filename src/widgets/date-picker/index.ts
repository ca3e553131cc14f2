export { Calendar } from './calendar';
export type { CalendarProps } from './calendar';
export { DatePicker } from './date-picker';
export type { DatePickerMode, DatePickerProps, WeekDay } from './date-picker';
export {
  ISO_DATE,
  ISO_DATE_TIME,
  dateFnsLocale,
  formatDate,
  formatDates,
  formatRange,
  parseDate,
  parseDates,
  parseRange,
  toFormValue,
} from './date-format';
export type { DateRange, ParsedDates, ParsedRange } from './date-format';
