import i18next from 'i18next';

import ar from '@/i18n/locales/ar';

import { createFormatter, type LargeByteUnit } from './format';

const unitLabel = (unit: LargeByteUnit, value: string) =>
  `${value} ${{ exabyte: 'EB', zettabyte: 'ZB', yottabyte: 'YB' }[unit]}`;

// 23:30 UTC on 5 March 2026: still the 5th in São Paulo, already the 6th in Tokyo.
const LATE = new Date(Date.UTC(2026, 2, 5, 23, 30));
const NOW = Date.UTC(2026, 2, 5, 12, 0);
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Expectations = {
  number: string;
  integer: string;
  euros: string;
  percent: string;
  bytes: [zero: string, one: string, many: string];
  kilobytes: string;
  megabytes: string;
  petabytes: string;
  exabytes: string;
  date: string;
  time: string;
  dateTime: string;
  minutesAgo: string;
  inTwoDays: string;
  yearAgo: string;
  list: string;
  plurals: string;
};

const expected: Record<'en' | 'es' | 'pt-BR' | 'ar', Expectations> = {
  en: {
    number: '1,234,567.891',
    integer: '1,235',
    euros: '€1,234.50',
    percent: '42%',
    bytes: ['0 bytes', '1 byte', '999 bytes'],
    kilobytes: '1.5 kB',
    megabytes: '1.23 MB',
    petabytes: '2 PB',
    exabytes: '3 EB',
    date: 'Mar 5, 2026',
    time: '8:30 AM',
    dateTime: 'Mar 5, 2026, 11:30 PM',
    minutesAgo: '3 minutes ago',
    inTwoDays: 'in 2 days',
    yearAgo: '1 year ago',
    list: 'a, b, and c',
    plurals: 'other one other other other other',
  },
  es: {
    number: '1.234.567,891',
    integer: '1235',
    euros: '1234,50 €',
    percent: '42 %',
    bytes: ['0 bytes', '1 byte', '999 bytes'],
    kilobytes: '1,5 kB',
    megabytes: '1,23 MB',
    petabytes: '2 PB',
    exabytes: '3 EB',
    date: '5 mar 2026',
    time: '8:30',
    dateTime: '5 mar 2026, 23:30',
    minutesAgo: 'hace 3 minutos',
    inTwoDays: 'dentro de 2 días',
    yearAgo: 'hace 1 año',
    list: 'a, b y c',
    plurals: 'other one other other other other',
  },
  'pt-BR': {
    number: '1.234.567,891',
    integer: '1.235',
    euros: '€\u00a01.234,50',
    percent: '42%',
    // Portuguese counts 0 as singular.
    bytes: ['0 byte', '1 byte', '999 bytes'],
    kilobytes: '1,5 kB',
    megabytes: '1,23 MB',
    petabytes: '2 PB',
    exabytes: '3 EB',
    date: '5 de mar. de 2026',
    time: '08:30',
    dateTime: '5 de mar. de 2026, 23:30',
    minutesAgo: 'há 3 minutos',
    inTwoDays: 'em 2 dias',
    yearAgo: 'há 1 ano',
    list: 'a, b e c',
    plurals: 'one one other other other other',
  },
  ar: {
    number: '1,234,567.891',
    integer: '1,235',
    euros: '\u200f1,234.50\u00a0\u2068€\u2069',
    percent: '42\u200e%\u200e',
    bytes: ['0 بايت', '1 بايت', '999 بايت'],
    kilobytes: '1.5 كيلوبايت',
    megabytes: '1.23 م.ب',
    petabytes: '2 بيتابايت',
    exabytes: '3 EB',
    date: '05\u200f/03\u200f/2026',
    time: '8:30 ص',
    dateTime: '05\u200f/03\u200f/2026، 11:30 م',
    minutesAgo: 'قبل 3 دقائق',
    inTwoDays: 'خلال يومين',
    yearAgo: 'قبل سنة واحدة',
    list: 'a وb وc',
    plurals: 'zero one two few many other',
  },
};

// Intl's output is compared with the spaces it uses (no-break, narrow no-break) made plain.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe.each(Object.entries(expected))('createFormatter(%s)', (locale, want) => {
  const format = createFormatter(locale, { unitLabel });

  it('writes numbers, money and percentages', () => {
    expect(plain(format.number(1234567.891))).toBe(plain(want.number));
    expect(plain(format.integer(1234.5))).toBe(plain(want.integer));
    expect(plain(format.currency(1234.5, 'EUR'))).toBe(plain(want.euros));
    expect(plain(format.percent(0.42))).toBe(plain(want.percent));
  });

  it('writes file sizes with the unit that fits, base 1000', () => {
    expect([0, 1, 999].map((bytes) => plain(format.fileSize(bytes)))).toEqual(
      want.bytes.map(plain),
    );
    expect(plain(format.fileSize(1500))).toBe(plain(want.kilobytes));
    expect(plain(format.fileSize(1_234_567))).toBe(plain(want.megabytes));
    expect(plain(format.fileSize(2e15))).toBe(plain(want.petabytes));
    expect(plain(format.fileSize(3e18))).toBe(plain(want.exabytes));
  });

  it('writes dates and times in the given time zone', () => {
    const saoPaulo = createFormatter(locale, { timeZone: 'America/Sao_Paulo' });
    const tokyo = createFormatter(locale, { timeZone: 'Asia/Tokyo' });
    const utc = createFormatter(locale, { timeZone: 'UTC' });
    expect(plain(saoPaulo.date(LATE))).toBe(plain(want.date));
    expect(plain(tokyo.time(LATE.toISOString()))).toBe(plain(want.time));
    expect(plain(utc.dateTime(LATE.getTime()))).toBe(plain(want.dateTime));
  });

  it('writes relative times in the unit that fits', () => {
    expect(plain(format.relativeTime(NOW - 3 * MINUTE, { now: NOW }))).toBe(plain(want.minutesAgo));
    expect(plain(format.relativeTime(NOW + 2 * DAY, { now: NOW }))).toBe(plain(want.inTwoDays));
    expect(plain(format.relativeTime(NOW - 370 * DAY, { now: NOW }))).toBe(plain(want.yearAgo));
  });

  it('joins lists and picks plural categories as the language does', () => {
    expect(format.list(['a', 'b', 'c'])).toBe(want.list);
    expect([0, 1, 2, 3, 11, 100].map((count) => format.plural(count)).join(' ')).toBe(want.plurals);
  });
});

describe('createFormatter', () => {
  const en = createFormatter('en');

  it('shows dates in the browser zone without a timeZone, and follows an option per call', () => {
    expect(en.timeZone).toBeUndefined();
    expect(en.date(LATE)).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(LATE));
    expect(en.date(LATE, { dateStyle: 'full', timeZone: 'Asia/Tokyo' })).toBe(
      'Friday, March 6, 2026',
    );
    expect(en.date(LATE, { timeZone: 'Asia/Tokyo' })).toBe('Mar 6, 2026');
  });

  it('picks the unit of a relative time from the distance', () => {
    const ago = (ms: number) => en.relativeTime(NOW - ms, { now: NOW });
    expect(ago(0)).toBe('0 seconds ago');
    expect(ago(30_000)).toBe('30 seconds ago');
    expect(ago(50 * MINUTE)).toBe('1 hour ago');
    expect(ago(5 * 60 * MINUTE)).toBe('5 hours ago');
    expect(ago(23 * 60 * MINUTE)).toBe('1 day ago');
    expect(ago(10 * DAY)).toBe('1 week ago');
    expect(ago(60 * DAY)).toBe('2 months ago');
    expect(en.relativeTime(NOW - DAY, { now: NOW, numeric: 'auto' })).toBe('yesterday');
  });

  it('treats nonsense as empty or zero rather than throwing', () => {
    expect(en.date('not a date')).toBe('');
    expect(en.relativeTime(Number.NaN)).toBe('');
    expect(en.fileSize(-5)).toBe('0 bytes');
    expect(en.fileSize(Number.NaN)).toBe('0 bytes');
    expect(createFormatter('not a locale!').number(1234.5)).toBe('1,234.5');
  });

  it('keeps a Latin currency symbol whole in right-to-left languages, and leaves others alone', () => {
    expect(plain(createFormatter('ar').currency(12.5, 'USD'))).toBe('\u200f12.50 \u2068US$\u2069');
    expect(createFormatter('ar-EG').currency(12.5, 'BRL')).toMatch(/\u2068R\$\u2069$/);
    expect(en.currency(12.5, 'USD')).toBe('$12.50');
  });

  it('rounds file sizes up into the next unit, and writes units Intl lacks as petabytes by default', () => {
    expect(en.fileSize(999_999)).toBe('1 MB');
    expect(en.fileSize(3e18)).toBe('3,000 PB');
    expect(createFormatter('en', { unitLabel }).fileSize(5e24)).toBe('5 YB');
    expect(createFormatter('en', { unitLabel }).fileSize(5e27)).toBe('5,000 YB');
  });
});

describe('plural keys', () => {
  it("choose Arabic's six forms through i18next, as the app's strings give them", async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'ar',
      resources: { ar: { translation: ar } },
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
    const format = createFormatter('ar');
    const chosen = (count: number) =>
      instance.t('select.chosen', { count, n: format.integer(count), total: '200' });
    const forms = [0, 1, 2, 3, 11, 100].map(chosen);
    expect(forms.every((text) => text.includes('200'))).toBe(true);
    expect(forms[3]).toContain('3');
    const keys = Object.keys(ar.select).filter((key) => key.startsWith('chosen_'));
    expect(keys.sort()).toEqual(
      [
        'chosen_few',
        'chosen_many',
        'chosen_one',
        'chosen_other',
        'chosen_two',
        'chosen_zero',
      ].sort(),
    );
    const users = ar.users as unknown as Record<string, string>;
    const deleted = (count: number) =>
      instance.t('users.bulkDeleted', { count, n: format.integer(count) });
    expect(deleted(2)).toBe(users.bulkDeleted_two!.replace('{n}', '2'));
    expect(deleted(5)).toBe(users.bulkDeleted_few!.replace('{n}', '5'));
    expect(deleted(11)).toBe(users.bulkDeleted_many!.replace('{n}', '11'));
  });
});
