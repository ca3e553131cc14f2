import { ar, enUS, es, ptBR } from 'date-fns/locale';

import { languages } from '@/i18n/languages';

import {
  dateFnsLocale,
  formatDate,
  formatDates,
  formatRange,
  parseDate,
  parseDates,
  parseRange,
  toFormValue,
} from './date-format';

const may9 = new Date(2018, 4, 9);
const may23 = new Date(2018, 4, 23);

describe('dateFnsLocale', () => {
  it('maps the app languages and falls back to English', () => {
    expect(dateFnsLocale('en')).toBe(enUS);
    expect(dateFnsLocale('es')).toBe(es);
    expect(dateFnsLocale('pt-BR').code).toBe(ptBR.code);
    expect(dateFnsLocale('klingon')).toBe(enUS);
  });

  it('writes Saturday as "sáb" in Brazilian Portuguese, and the other days as date-fns does', () => {
    const saturday = new Date(2026, 10, 28);
    const locale = dateFnsLocale('pt-BR');
    expect(formatDate(saturday, 'cccccc', locale)).toBe('sáb');
    expect(formatDate(new Date(2026, 10, 27), 'cccccc', locale)).toBe('sex');
    expect(formatDate(saturday, 'cccc', locale)).toBe('sábado');
  });

  it('has a locale of its own for every language of the interface (month names, week start)', () => {
    for (const { lng } of languages.filter(({ lng }) => lng !== 'en')) {
      expect(dateFnsLocale(lng), lng).not.toBe(enUS);
    }
  });
});

describe('formatDate / parseDate', () => {
  it('writes and reads the display pattern', () => {
    expect(formatDate(may9, 'yyyy-MM-dd', enUS)).toBe('2018-05-09');
    expect(formatDate(may9, 'MMMM d, yyyy', enUS)).toBe('May 9, 2018');
    expect(parseDate('2018-05-09', 'yyyy-MM-dd', enUS)).toEqual(may9);
    expect(parseDate('  May 9, 2018 ', 'MMMM d, yyyy', enUS)).toEqual(may9);
    expect(parseDate('may 9, 2018', 'MMMM d, yyyy', enUS)).toEqual(may9);
  });

  it('reads the time when the pattern has one', () => {
    expect(parseDate('2018-05-08 14:10', 'yyyy-MM-dd HH:mm', enUS)).toEqual(
      new Date(2018, 4, 8, 14, 10),
    );
  });

  it('rejects what is not a real date', () => {
    expect(parseDate('2018-13-45', 'yyyy-MM-dd', enUS)).toBeNull();
    expect(parseDate('2018-02-30', 'yyyy-MM-dd', enUS)).toBeNull();
    expect(parseDate('tomorrow', 'yyyy-MM-dd', enUS)).toBeNull();
    expect(parseDate('18-05-09', 'yyyy-MM-dd', enUS)).toBeNull();
    expect(parseDate('', 'yyyy-MM-dd', enUS)).toBeNull();
  });

  it('falls back to ISO whatever the display pattern', () => {
    expect(parseDate('2018-05-09', 'MMMM d, yyyy', enUS)).toEqual(may9);
    expect(parseDate('2018-05-09T14:10', 'MMMM d, yyyy', enUS)).toEqual(
      new Date(2018, 4, 9, 14, 10),
    );
  });

  it('reads a date typed in the digits of another script', () => {
    expect(parseDate('٢٠١٨-٠٥-٠٩', 'yyyy-MM-dd', ar)).toEqual(may9);
    expect(parseDate('۹ مايو ۲۰۱۸', 'd MMMM yyyy', ar)).toEqual(may9);
  });

  it('uses the locale for month names', () => {
    expect(formatDate(may9, "d 'de' MMMM 'de' yyyy", es)).toBe('9 de mayo de 2018');
    expect(parseDate('9 de mayo de 2018', "d 'de' MMMM 'de' yyyy", es)).toEqual(may9);
    expect(parseDate('9 de maio de 2018', "d 'de' MMMM 'de' yyyy", ptBR)).toEqual(may9);
    expect(parseDate('9 de mayo de 2018', "d 'de' MMMM 'de' yyyy", enUS)).toBeNull();
  });
});

describe('formatDates / parseDates', () => {
  it('joins dates with ", ", oldest first', () => {
    expect(formatDates([new Date(2018, 3, 27), new Date(2018, 3, 25)], 'yyyy-MM-dd', enUS)).toBe(
      '2018-04-25, 2018-04-27',
    );
    expect(formatDates([], 'yyyy-MM-dd', enUS)).toBe('');
  });

  it('reads a comma-separated list, sorted and without duplicates', () => {
    expect(parseDates('2018-04-27, 2018-04-25,2018-04-27', 'yyyy-MM-dd', enUS)).toEqual({
      dates: [new Date(2018, 3, 25), new Date(2018, 3, 27)],
      invalid: [],
    });
  });

  it('copes with patterns that hold commas', () => {
    expect(parseDates('May 9, 2018, May 23, 2018', 'MMMM d, yyyy', enUS)).toEqual({
      dates: [may9, may23],
      invalid: [],
    });
  });

  it('returns the pieces it cannot read', () => {
    expect(parseDates('2018-04-25, 2018-13-45', 'yyyy-MM-dd', enUS)).toEqual({
      dates: [new Date(2018, 3, 25)],
      invalid: ['2018-13-45'],
    });
  });
});

describe('formatRange / parseRange', () => {
  it('writes "from – to"', () => {
    expect(formatRange({ from: may9, to: may23 }, 'MMMM d, yyyy', enUS)).toBe(
      'May 9, 2018 – May 23, 2018',
    );
    expect(formatRange({ from: may9 }, 'yyyy-MM-dd', enUS)).toBe('2018-05-09 –');
    expect(formatRange({}, 'yyyy-MM-dd', enUS)).toBe('');
  });

  it('reads dashes or "to", and puts the ends in order', () => {
    expect(parseRange('2018-05-09 – 2018-05-23', 'yyyy-MM-dd', enUS).range).toEqual({
      from: may9,
      to: may23,
    });
    expect(parseRange('2018-05-23 to 2018-05-09', 'yyyy-MM-dd', enUS).range).toEqual({
      from: may9,
      to: may23,
    });
    expect(parseRange('May 9, 2018 - May 23, 2018', 'MMMM d, yyyy', enUS).range).toEqual({
      from: may9,
      to: may23,
    });
    expect(parseRange('2018-05-09 –', 'yyyy-MM-dd', enUS).range).toEqual({ from: may9 });
  });

  it('returns the ends it cannot read', () => {
    expect(parseRange('2018-05-09 – 2018-13-45', 'yyyy-MM-dd', enUS)).toEqual({
      range: {},
      invalid: ['2018-13-45'],
    });
  });
});

describe('toFormValue', () => {
  it('gives ISO dates, with the time when asked', () => {
    expect(toFormValue(may9)).toBe('2018-05-09');
    expect(toFormValue(new Date(2018, 4, 8, 14, 10), true)).toBe('2018-05-08T14:10');
  });
});
