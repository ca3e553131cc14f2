import { tableRows } from '@/demo/data/table-rows';

import { activeFilters, matchesFilters, matchRows } from './match-rows';

type Row = { name: string; email: string; city: string; score: number };

const rows: Row[] = [
  { name: 'Nancy Bo', email: 'nancy@boonweb.com', city: 'Washington', score: 280 },
  { name: 'Barbara Noz (admin)', email: 'barbaranoz@mailster.io', city: 'Brussels', score: 68 },
  { name: 'Matthew McCormick', email: 'matthew30@mail.ol', city: 'Vancouver', score: 93 },
];

describe('matchRows', () => {
  it('returns every row when no filter is active', () => {
    expect(matchRows(rows, {})).toEqual(rows);
    expect(matchRows(rows, { name: '', email: '  ', city: null })).toEqual(rows);
    expect(matchRows(tableRows, { name: '', email: '', city: undefined })).toHaveLength(8);
  });

  it('matches a case-insensitive substring', () => {
    expect(matchRows(rows, { name: 'NANCY' }).map((row) => row.name)).toEqual(['Nancy Bo']);
    expect(matchRows(rows, { name: 'mc' }).map((row) => row.name)).toEqual(['Matthew McCormick']);
    expect(matchRows(rows, { email: 'MAILSTER.IO' })).toEqual([rows[1]]);
  });

  it('treats regex characters literally', () => {
    expect(matchRows(rows, { name: '(' })).toEqual([rows[1]]);
    expect(matchRows(rows, { name: '(admin)' })).toEqual([rows[1]]);
    expect(matchRows(rows, { email: '.' })).toEqual(rows);
    expect(matchRows(rows, { name: 'n.y' })).toEqual([]);
    expect(() => matchRows(rows, { name: '[' })).not.toThrow();
  });

  it('combines the fields with AND', () => {
    expect(matchRows(rows, { name: 'a', city: 'wash' })).toEqual([rows[0]]);
    expect(matchRows(rows, { name: 'nancy', city: 'Brussels' })).toEqual([]);
    expect(
      matchRows(tableRows, { name: 'nancy', email: 'boonweb', city: 'Washington' }),
    ).toHaveLength(2);
  });

  it('ignores surrounding spaces and compares non-string fields as text', () => {
    expect(matchRows(rows, { name: '  nancy ' })).toEqual([rows[0]]);
    expect(matchesFilters(rows[0]!, { score: '28' })).toBe(true);
  });
});

describe('activeFilters', () => {
  it('lists the trimmed, non-empty filters in order', () => {
    expect(activeFilters<Row>({ name: ' Bo ', email: '', city: 'Wien' })).toEqual([
      ['name', 'Bo'],
      ['city', 'Wien'],
    ]);
  });
});
