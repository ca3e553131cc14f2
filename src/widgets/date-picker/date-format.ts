import { format, isValid, parse, type Locale } from 'date-fns';
import { ar, enUS, es, ptBR } from 'date-fns/locale';

import { asciiDigits } from '@contract/text';

/** A range of days; either end may be missing while the user is choosing. */
export type DateRange = { from?: Date; to?: Date };

/** The ISO calendar date, the default display format and the fallback every field accepts. */
export const ISO_DATE = 'yyyy-MM-dd';
/** The ISO-like date and time, the default display format when a time is chosen too. */
export const ISO_DATE_TIME = 'yyyy-MM-dd HH:mm';

/** What separates the dates of a multiple selection when written out. */
export const LIST_SEPARATOR = ', ';
/** What separates the two ends of a range when written out. */
export const RANGE_SEPARATOR = ' – ';

const ISO_FALLBACKS = [ISO_DATE_TIME, "yyyy-MM-dd'T'HH:mm", ISO_DATE];

/**
 * Brazilian Portuguese with Saturday's short name accented ("sáb", as Intl writes it): date-fns's
 * Portuguese names it "sab", which a calendar's header shows. A locale is a plain object, so the
 * correction is a locale of our own rather than a change to the library.
 */
const brazilianPortuguese: Locale = {
  ...ptBR,
  localize: {
    ...ptBR.localize,
    day: (day, options) =>
      day === 6 && options?.width === 'short' ? 'sáb' : ptBR.localize.day(day, options),
  },
};

// Only the app's languages are bundled (imported one by one, not the whole locale index).
const locales: Record<string, Locale> = { en: enUS, es, pt: brazilianPortuguese, ar };

/** The date-fns locale for an i18next language tag (`en`, `es`, `pt-BR`, `ar`); English otherwise. */
export function dateFnsLocale(language: string): Locale {
  return locales[language.toLowerCase().split('-')[0] ?? 'en'] ?? enUS;
}

/** Writes a date with a date-fns pattern in the locale's words. */
export function formatDate(date: Date, pattern: string, locale: Locale): string {
  return format(date, pattern, { locale });
}

function parseWith(text: string, pattern: string, locale: Locale, reference: Date): Date | null {
  const date = parse(text, pattern, reference, { locale });
  if (!isValid(date)) return null;
  // A two-digit year typed into "yyyy" means year 18, never what anybody meant.
  const year = date.getFullYear();
  return year >= 1000 && year <= 9999 ? date : null;
}

/**
 * Reads one date typed in the display `pattern` (month names in the locale's language, any case),
 * or else in ISO form (`2018-05-09`, `2018-05-09 14:10`). Returns null when it is not a real date.
 * `reference` gives the parts the pattern leaves out (the time, say).
 */
export function parseDate(
  text: string,
  pattern: string,
  locale: Locale,
  reference: Date = new Date(2000, 0, 1),
): Date | null {
  // Digits typed in another script (Arabic-Indic ٢٠١٨) read as the date they write.
  const trimmed = asciiDigits(text.trim()).replace(/\s+/g, ' ');
  if (!trimmed) return null;
  for (const candidate of [pattern, ...ISO_FALLBACKS]) {
    const date = parseWith(trimmed, candidate, locale, reference);
    if (date) return date;
  }
  return null;
}

/** Sorts dates oldest first without changing the array given. */
export function sortDates(dates: readonly Date[]): Date[] {
  return [...dates].sort((a, b) => a.getTime() - b.getTime());
}

/** Writes several dates joined by ", ", oldest first. */
export function formatDates(dates: readonly Date[], pattern: string, locale: Locale): string {
  return sortDates(dates)
    .map((date) => formatDate(date, pattern, locale))
    .join(LIST_SEPARATOR);
}

export type ParsedDates = { dates: Date[]; invalid: string[] };

/**
 * Reads a comma-separated list of dates. A pattern may itself hold commas ("MMMM d, yyyy"), so
 * neighbouring pieces are joined until they make a date. Unreadable pieces are returned in
 * `invalid`; duplicates are dropped and the dates sorted.
 */
export function parseDates(text: string, pattern: string, locale: Locale): ParsedDates {
  const pieces = text.split(/[,;]/);
  const span = (pattern.match(/,/g)?.length ?? 0) + 1;
  const dates: Date[] = [];
  const invalid: string[] = [];
  let index = 0;
  while (index < pieces.length) {
    if (!pieces[index]?.trim()) {
      index += 1;
      continue;
    }
    let found: Date | null = null;
    let used = 1;
    for (let count = 1; count <= span && index + count <= pieces.length; count += 1) {
      found = parseDate(pieces.slice(index, index + count).join(','), pattern, locale);
      if (found) {
        used = count;
        break;
      }
    }
    if (found) {
      const time = found.getTime();
      if (!dates.some((date) => date.getTime() === time)) dates.push(found);
    } else {
      invalid.push(
        pieces
          .slice(index, index + span)
          .join(',')
          .trim(),
      );
      used = span;
    }
    index += used;
  }
  return { dates: sortDates(dates), invalid };
}

/** Writes a range as "from – to" (only "from – " while the end is still missing). */
export function formatRange(range: DateRange | undefined, pattern: string, locale: Locale): string {
  if (!range?.from) return '';
  const from = formatDate(range.from, pattern, locale);
  return range.to
    ? `${from}${RANGE_SEPARATOR}${formatDate(range.to, pattern, locale)}`
    : `${from}${RANGE_SEPARATOR.trimEnd()}`;
}

export type ParsedRange = { range: DateRange; invalid: string[] };

/**
 * Reads "from – to" (an en or em dash, a spaced hyphen or the word "to" between them); a single
 * date gives a range with only its start. The ends are put in order.
 */
export function parseRange(text: string, pattern: string, locale: Locale): ParsedRange {
  const parts = text
    .split(/\s*[–—]\s*|\s+-\s+|\s+to\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { range: {}, invalid: [] };
  if (parts.length > 2) return { range: {}, invalid: [text.trim()] };
  const invalid: string[] = [];
  const ends = parts.map((part) => {
    const date = parseDate(part, pattern, locale);
    if (!date) invalid.push(part);
    return date;
  });
  if (invalid.length) return { range: {}, invalid };
  const [from, to] = sortDates(ends.filter((date): date is Date => date !== null));
  if (!from) return { range: {}, invalid: [] };
  return { range: to ? { from, to } : { from }, invalid: [] };
}

/** The value a form receives: ISO dates (with "T" and the time when `withTime`). */
export function toFormValue(date: Date, withTime = false): string {
  return format(date, withTime ? "yyyy-MM-dd'T'HH:mm" : ISO_DATE);
}
