import type { DataTableFilterField } from './data-table-types';
import {
  calendarDateOf,
  fieldFilterParamNames,
  fieldFilterParams,
  fieldFiltersKey,
  fieldFilterTest,
  isCalendarDate,
  normalizeFieldFilters,
  readFieldFilters,
} from './field-filters';

const fields: DataTableFilterField[] = [
  { id: 'status', kind: 'facet', values: ['pending', 'paid', 'shipped'] },
  { id: 'placed', kind: 'dateRange' },
];

describe('isCalendarDate', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const text of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-01',
      '26-01-01',
      '2026-01-01T00:00',
      '',
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
    expect(isCalendarDate(20260101)).toBe(false);
  });
});

describe('normalizeFieldFilters', () => {
  it('keeps declared fields and values, in the declared order, each once', () => {
    expect(
      normalizeFieldFilters(
        {
          placed: { from: '2026-01-01' },
          status: ['shipped', 'bogus', 'pending', 'shipped'],
          other: ['x'],
        },
        fields,
      ),
    ).toEqual({ status: ['pending', 'shipped'], placed: { from: '2026-01-01' } });
  });

  it('drops empty facets, malformed dates and a range whose from is after its to', () => {
    expect(
      normalizeFieldFilters({ status: [], placed: { from: '2026-02-30', to: 'soon' } }, fields),
    ).toEqual({});
    expect(
      normalizeFieldFilters({ placed: { from: '2026-03-01', to: '2026-02-01' } }, fields),
    ).toEqual({});
    expect(normalizeFieldFilters({ placed: { from: 'x', to: '2026-02-01' } }, fields)).toEqual({
      placed: { to: '2026-02-01' },
    });
    // A single day is a range.
    expect(
      normalizeFieldFilters({ placed: { from: '2026-02-01', to: '2026-02-01' } }, fields),
    ).toEqual({ placed: { from: '2026-02-01', to: '2026-02-01' } });
  });

  it('without declarations, cleans what it is given', () => {
    expect(normalizeFieldFilters({ a: ['x', '', 'x'], b: { to: '2026-01-01' }, c: [] })).toEqual({
      a: ['x'],
      b: { to: '2026-01-01' },
    });
  });
});

describe('fieldFiltersKey', () => {
  it('is the same for the same filters in any key order', () => {
    expect(fieldFiltersKey({ a: ['x'], b: { from: '2026-01-01' } })).toBe(
      fieldFiltersKey({ b: { from: '2026-01-01' }, a: ['x'] }),
    );
    expect(fieldFiltersKey({ b: { from: '2026-01-01' } })).not.toBe(
      fieldFiltersKey({ b: { to: '2026-01-01' } }),
    );
  });
});

describe('calendarDateOf', () => {
  it('reads a date, an ISO date-time as written and a Date in local time', () => {
    expect(calendarDateOf('2026-01-05')).toBe('2026-01-05');
    expect(calendarDateOf('2026-01-05T23:30:00Z')).toBe('2026-01-05');
    expect(calendarDateOf('2026-01-05 08:00')).toBe('2026-01-05');
    expect(calendarDateOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    for (const value of ['2026-01-05x', 'yesterday', null, undefined, 5, new Date('nope')]) {
      expect(calendarDateOf(value)).toBeNull();
    }
  });
});

describe('fieldFilterTest', () => {
  it('is null without filters, and needs every filter to pass', () => {
    expect(fieldFilterTest({})).toBeNull();
    const test = fieldFilterTest({
      'order.status': ['paid', '2'],
      placed: { from: '2026-01-01', to: '2026-01-31' },
    })!;
    expect(test({ order: { status: 'paid' }, placed: '2026-01-31T22:00:00Z' })).toBe(true);
    expect(test({ order: { status: 2 }, placed: '2026-01-01' })).toBe(true);
    expect(test({ order: { status: 'pending' }, placed: '2026-01-10' })).toBe(false);
    expect(test({ order: { status: 'paid' }, placed: '2026-02-01' })).toBe(false);
    expect(test({ order: { status: 'paid' } })).toBe(false);
    expect(test({ placed: '2026-01-10' })).toBe(false);
  });
});

describe('ref filters', () => {
  const withRef: DataTableFilterField[] = [{ id: 'owner', kind: 'ref' }];

  it('keep one record id, and write it as <id> in the URL and the request', () => {
    expect(normalizeFieldFilters({ owner: ['7'] }, withRef)).toEqual({ owner: ['7'] });
    expect(normalizeFieldFilters({ owner: ['7', '8'] }, withRef)).toEqual({});
    expect(normalizeFieldFilters({ owner: ['07'] }, withRef)).toEqual({});
    expect(fieldFilterParams({ owner: ['7'] }, withRef)).toEqual([['owner', '7']]);
    expect(fieldFilterParamNames(withRef, 'tasks_')).toEqual(['tasks_owner']);
    expect(readFieldFilters(new URLSearchParams('tasks_owner=7'), withRef, 'tasks_')).toEqual({
      owner: ['7'],
    });
  });

  it('keep, in local mode, the rows pointing at the id', () => {
    const test = fieldFilterTest({ owner: ['7'] })!;
    expect(test({ owner: 7 })).toBe(true);
    expect(test({ owner: 8 })).toBe(false);
  });
});
