import type { TFunction } from 'i18next';

/** Why the typed text was not taken. */
export type FieldError =
  | { kind: 'invalid' | 'invalidRange' | 'required' | 'rangeIncomplete' }
  | { kind: 'invalidInList'; value: string }
  | { kind: 'unavailable' | 'beforeMin' | 'afterMax'; date: Date };

/**
 * Every text the DatePicker shows or announces. `example` is today (or a week from it) written in
 * the display format; `date`, `from` and `to` are days written out in full.
 */
export type DatePickerLabels = {
  /** Accessible name of the calendar button. */
  chooseDate: string;
  /** The empty field's placeholder. */
  placeholder: (example: string) => string;
  /** Label of the time field (with `withTime`). */
  time: string;
  /** The popover's button that closes it (with `withTime` or in multiple mode). */
  done: string;
  /** The inline calendar's summary of the single day chosen. */
  summarySingle: (date: string) => string;
  /** The inline calendar's summary of the days chosen. */
  summaryMultiple: (dates: string) => string;
  /** The inline calendar's summary of a range. */
  summaryRange: (from: string, to: string) => string;
  /** The inline calendar's summary while the last day of a range is missing. */
  summaryRangeStart: (from: string) => string;
  /** The inline calendar's summary when nothing is chosen. */
  summaryNone: string;
  errorInvalid: (example: string) => string;
  errorInvalidInList: (value: string, example: string) => string;
  errorInvalidRange: (example: string) => string;
  errorUnavailable: (date: string) => string;
  errorBeforeMin: (date: string) => string;
  errorAfterMax: (date: string) => string;
  errorRequired: string;
  errorRangeIncomplete: string;
};

export function datePickerLabels(t: TFunction): DatePickerLabels {
  return {
    chooseDate: t('datePicker.chooseDate'),
    placeholder: (example) => t('datePicker.placeholder', { example }),
    time: t('datePicker.time'),
    done: t('datePicker.done'),
    summarySingle: (date) => t('datePicker.summary.single', { date }),
    summaryMultiple: (dates) => t('datePicker.summary.multiple', { dates }),
    summaryRange: (from, to) => t('datePicker.summary.range', { from, to }),
    summaryRangeStart: (from) => t('datePicker.summary.rangeStart', { from }),
    summaryNone: t('datePicker.summary.none'),
    errorInvalid: (example) => t('datePicker.errors.invalid', { example }),
    errorInvalidInList: (value, example) =>
      t('datePicker.errors.invalidInList', { value, example }),
    errorInvalidRange: (example) => t('datePicker.errors.invalidRange', { example }),
    errorUnavailable: (date) => t('datePicker.errors.unavailable', { date }),
    errorBeforeMin: (date) => t('datePicker.errors.beforeMin', { date }),
    errorAfterMax: (date) => t('datePicker.errors.afterMax', { date }),
    errorRequired: t('datePicker.errors.required'),
    errorRangeIncomplete: t('datePicker.errors.rangeIncomplete'),
  };
}

/** The message of a problem; `describe` writes a day out, `bounds` are the allowed first and last days. */
export function errorMessage(
  problem: FieldError,
  labels: DatePickerLabels,
  example: string,
  describe: (date: Date) => string,
  bounds: { minDate?: Date; maxDate?: Date },
): string {
  switch (problem.kind) {
    case 'invalid':
      return labels.errorInvalid(example);
    case 'invalidRange':
      return labels.errorInvalidRange(example);
    case 'invalidInList':
      return labels.errorInvalidInList(problem.value, example);
    case 'required':
      return labels.errorRequired;
    case 'rangeIncomplete':
      return labels.errorRangeIncomplete;
    case 'unavailable':
      return labels.errorUnavailable(describe(problem.date));
    case 'beforeMin':
      return labels.errorBeforeMin(describe(bounds.minDate ?? problem.date));
    case 'afterMax':
      return labels.errorAfterMax(describe(bounds.maxDate ?? problem.date));
  }
}
