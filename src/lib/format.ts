/**
 * The one formatter: numbers, money, percentages, file sizes, dates, times, relative times, lists
 * and plural categories, all through `Intl` in one locale (and, for dates, one time zone). Pages and
 * widgets take it from `useFormat()` (`hooks/use-format.ts`); code outside React calls
 * `createFormatter(locale, options)`. Intl objects are cached per locale and options, so a table of
 * a thousand cells builds one `NumberFormat`.
 */

import { isolate } from './isolate';

/** What the formatter takes as a date: a `Date`, a timestamp in ms, or an ISO string from the API. */
export type DateInput = Date | number | string;

/** The units Intl cannot write; the caller's `unitLabel` words them, else they become petabytes. */
export type LargeByteUnit = 'exabyte' | 'zettabyte' | 'yottabyte';

/**
 * How a date is written: as the language writes it (`auto`), or one fixed pattern whatever the
 * language: `iso` 2026-03-05, `dmy` 05/03/2026, `mdy` 03/05/2026 (an account setting).
 */
export type DatePattern = 'auto' | 'iso' | 'dmy' | 'mdy';

export type FormatterOptions = {
  /** IANA time zone for dates and times (an account setting); without it, the browser's zone. */
  timeZone?: string;
  /** How `date` and `dateTime` write a date when the call names no fields. @default 'auto' */
  datePattern?: DatePattern;
  /** Writes a formatted number with a unit Intl lacks ("{value} EB"), from the translations. */
  unitLabel?: (unit: LargeByteUnit, value: string) => string;
};

export type RelativeTimeOptions = Intl.RelativeTimeFormatOptions & {
  /** The moment the value is relative to. @default now */
  now?: DateInput;
};

export type Formatter = {
  /** The locale the Intl objects use. */
  locale: string;
  /** The time zone dates are shown in; `undefined` is the browser's. */
  timeZone: string | undefined;
  /** A number in the locale's digits and separators ("1,234.5"). */
  number: (value: number | bigint, options?: Intl.NumberFormatOptions) => string;
  /** A whole number, rounded ("1,235"). */
  integer: (value: number | bigint) => string;
  /**
   * An amount of money in an ISO 4217 currency ("$1,234.50", "1234,50 €"); in a right-to-left
   * language its symbol is isolated, so "US$" stays whole.
   */
  currency: (value: number, currency: string, options?: Intl.NumberFormatOptions) => string;
  /** A ratio as a percentage: 0.42 is "42%" ("42 %" in Spanish); whole percents unless told. */
  percent: (ratio: number, options?: Intl.NumberFormatOptions) => string;
  /** A byte count with its unit, base 1000, three significant digits ("1.54 MB", "512 bytes"). */
  fileSize: (bytes: number) => string;
  /** A date ("Mar 5, 2026"); options naming fields replace the default style. */
  date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** A time of day ("2:05 PM"). */
  time: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** A date and time ("Mar 5, 2026, 2:05 PM"). */
  dateTime: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  /** How long ago or ahead, in the unit that fits ("3 minutes ago", "in 2 days"). */
  relativeTime: (value: DateInput, options?: RelativeTimeOptions) => string;
  /** Items joined as the language joins them ("a, b, and c"). */
  list: (items: readonly string[], options?: Intl.ListFormatOptions) => string;
  /** The plural category of a count ("one", "few" …), as i18next chooses its `_one`/`_few` keys. */
  plural: (count: number, options?: Intl.PluralRulesOptions) => Intl.LDMLPluralRule;
};

type IntlConstructor<T, O> = new (locale: string, options?: O) => T;

const cache = new Map<string, unknown>();

function cached<T, O>(Ctor: IntlConstructor<T, O>, locale: string, options?: O): T {
  const key = `${Ctor.name}|${locale}|${options === undefined ? '' : JSON.stringify(options)}`;
  let instance = cache.get(key) as T | undefined;
  if (!instance) {
    instance = new Ctor(locale, options);
    cache.set(key, instance);
  }
  return instance;
}

/** A locale Intl accepts: the tag itself, else the root locale's defaults rather than a throw. */
function intlLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/** The browser's time zone: for dates a person typed or picked, which are wall-clock dates. */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

const DATE_FIELDS = [
  'dateStyle',
  'timeStyle',
  'weekday',
  'era',
  'year',
  'month',
  'day',
  'dayPeriod',
  'hour',
  'minute',
  'second',
  'fractionalSecondDigits',
  'timeZoneName',
] as const;

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte', 'petabyte'] as const;
const LARGE_BYTE_UNITS: readonly LargeByteUnit[] = ['exabyte', 'zettabyte', 'yottabyte'];
const BYTE_BASE = 1000;

/** The marks a right-to-left locale's number patterns carry: RLM, and ALM in Arabic digits. */
const RIGHT_TO_LEFT_MARK = /[\u200f\u061c]/;

const SECOND = 1000;
const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number, number][] = [
  // unit, its length in ms, the largest absolute difference (ms) shown in it
  ['second', SECOND, 45 * SECOND],
  ['minute', 60 * SECOND, 45 * 60 * SECOND],
  ['hour', 3600 * SECOND, 22 * 3600 * SECOND],
  ['day', 86400 * SECOND, 6.5 * 86400 * SECOND],
  ['week', 7 * 86400 * SECOND, 26 * 86400 * SECOND],
  ['month', 30.4375 * 86400 * SECOND, 320 * 86400 * SECOND],
  ['year', 365.25 * 86400 * SECOND, Infinity],
];

/** The formatter for `locale` (an i18next language tag) and, for dates, `options.timeZone`. */
export function createFormatter(locale: string, options: FormatterOptions = {}): Formatter {
  const tag = intlLocale(locale);
  const { timeZone, unitLabel, datePattern = 'auto' } = options;
  const numberFormat = (opts?: Intl.NumberFormatOptions) => cached(Intl.NumberFormat, tag, opts);
  // Options that name no field (only a time zone, say) keep the default style.
  const dateFormat = (defaults: Intl.DateTimeFormatOptions, opts?: Intl.DateTimeFormatOptions) =>
    cached(Intl.DateTimeFormat, tag, {
      ...(opts && DATE_FIELDS.some((field) => field in opts) ? {} : defaults),
      ...opts,
      timeZone: opts?.timeZone ?? timeZone,
    });
  const invalid = (date: Date) => Number.isNaN(date.getTime());
  /** The account's fixed pattern, when it has one and the call names no fields of its own. */
  const fixedPattern = (opts?: Intl.DateTimeFormatOptions) =>
    datePattern !== 'auto' && !(opts && DATE_FIELDS.some((field) => field in opts));
  const patterned = (date: Date, opts?: Intl.DateTimeFormatOptions) => {
    // Western digits: a fixed pattern is for reading across languages (and sorting, as ISO).
    const part = (field: 'year' | 'month' | 'day') =>
      dateFormat(
        {},
        { ...opts, [field]: field === 'year' ? 'numeric' : '2-digit', numberingSystem: 'latn' },
      ).format(date);
    const [year, month, day] = [part('year'), part('month'), part('day')];
    if (datePattern === 'iso') return `${year}-${month}-${day}`;
    return datePattern === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
  };

  const fileSize = (bytes: number): string => {
    const count = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
    const largest = BYTE_UNITS.length + LARGE_BYTE_UNITS.length - 1;
    let exponent = count < BYTE_BASE ? 0 : Math.floor(Math.log10(count) / 3);
    exponent = Math.min(exponent, largest);
    // 999,999 bytes round to 1,000 kB: write them as 1 MB instead.
    if (exponent < largest && Number((count / BYTE_BASE ** exponent).toPrecision(3)) >= BYTE_BASE) {
      exponent += 1;
    }
    const value = count / BYTE_BASE ** exponent;
    const digits: Intl.NumberFormatOptions =
      exponent === 0 ? { maximumFractionDigits: 0 } : { maximumSignificantDigits: 3 };
    if (exponent < BYTE_UNITS.length) {
      return numberFormat({
        ...digits,
        style: 'unit',
        unit: BYTE_UNITS[exponent],
        unitDisplay: exponent === 0 ? 'long' : 'short',
      }).format(value);
    }
    const unit = LARGE_BYTE_UNITS[exponent - BYTE_UNITS.length]!;
    if (unitLabel) return unitLabel(unit, numberFormat(digits).format(value));
    return numberFormat({ ...digits, style: 'unit', unit: 'petabyte' }).format(
      count / BYTE_BASE ** (BYTE_UNITS.length - 1),
    );
  };

  return {
    locale: tag,
    timeZone,
    number: (value, opts) => numberFormat(opts).format(value),
    integer: (value) => numberFormat({ maximumFractionDigits: 0 }).format(value),
    currency: (value, currency, opts) => {
      const money = numberFormat({ ...opts, style: 'currency', currency });
      const text = money.format(value);
      // A right-to-left pattern (it carries a right-to-left mark) ends with the symbol, where a
      // Latin one loses its order: "US$" after the amount is drawn "$US". Isolated, it stays whole.
      if (!RIGHT_TO_LEFT_MARK.test(text)) return text;
      return money
        .formatToParts(value)
        .map(({ type, value: part }) => (type === 'currency' ? isolate(part) : part))
        .join('');
    },
    percent: (ratio, opts) =>
      numberFormat({ maximumFractionDigits: 0, ...opts, style: 'percent' }).format(ratio),
    fileSize,
    date: (value, opts) => {
      const date = toDate(value);
      if (invalid(date)) return '';
      if (fixedPattern(opts)) return patterned(date, opts);
      return dateFormat({ dateStyle: 'medium' }, opts).format(date);
    },
    time: (value, opts) => {
      const date = toDate(value);
      return invalid(date) ? '' : dateFormat({ timeStyle: 'short' }, opts).format(date);
    },
    dateTime: (value, opts) => {
      const date = toDate(value);
      if (invalid(date)) return '';
      if (fixedPattern(opts))
        return `${patterned(date, opts)} ${dateFormat({ timeStyle: 'short' }, opts).format(date)}`;
      return dateFormat({ dateStyle: 'medium', timeStyle: 'short' }, opts).format(date);
    },
    relativeTime: (value, opts = {}) => {
      const { now, ...rtfOptions } = opts;
      const difference =
        toDate(value).getTime() - (now === undefined ? Date.now() : toDate(now).getTime());
      if (Number.isNaN(difference)) return '';
      const [unit, length] =
        RELATIVE_STEPS.find(([, , limit]) => Math.abs(difference) < limit) ?? RELATIVE_STEPS[6]!;
      // Now is written as the past ("0 seconds ago", "now"), never "in 0 seconds": Intl does so for -0.
      const amount = Math.round(difference / length) || -0;
      return cached(Intl.RelativeTimeFormat, tag, { numeric: 'always', ...rtfOptions }).format(
        amount,
        unit,
      );
    },
    list: (items, opts) =>
      cached(Intl.ListFormat, tag, { style: 'long', type: 'conjunction', ...opts }).format(items),
    plural: (count, opts) => cached(Intl.PluralRules, tag, opts).select(count),
  };
}
