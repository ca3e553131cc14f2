import {
  isRowSelected,
  isSelection,
  NO_SELECTION,
  pageSelection,
  selectedCount,
  setRowsSelected,
} from './selection';

describe('row selection by id', () => {
  it('adds and removes ids, and counts them', () => {
    const some = setRowsSelected(NO_SELECTION, ['1', '2'], true);
    expect(some).toEqual({ allMatching: false, ids: ['1', '2'] });
    expect(selectedCount(some, 100)).toBe(2);
    const fewer = setRowsSelected(some, ['1'], false);
    expect(isRowSelected(fewer, '1')).toBe(false);
    expect(isRowSelected(fewer, '2')).toBe(true);
  });

  it('says whether all, some or none of a page are selected', () => {
    const selection = setRowsSelected(NO_SELECTION, ['1', '2'], true);
    expect(pageSelection(selection, ['1', '2'])).toBe('all');
    expect(pageSelection(selection, ['2', '3'])).toBe('some');
    expect(pageSelection(selection, ['3', '4'])).toBe('none');
  });

  it('"all matching" holds every row but the exceptions, counted from the total', () => {
    const all = { allMatching: true as const, exceptIds: [] };
    const lessTwo = setRowsSelected(all, ['4', '5'], false);
    expect(lessTwo).toEqual({ allMatching: true, exceptIds: ['4', '5'] });
    expect(selectedCount(lessTwo, 5000)).toBe(4998);
    expect(isRowSelected(lessTwo, '4')).toBe(false);
    expect(isRowSelected(lessTwo, '999')).toBe(true);
    expect(setRowsSelected(lessTwo, ['4'], true)).toEqual({ allMatching: true, exceptIds: ['5'] });
  });

  it('reads anything malformed as no selection', () => {
    expect(isSelection({ allMatching: false, ids: ['1'] })).toBe(true);
    expect(isSelection({ allMatching: true, exceptIds: [] })).toBe(true);
    expect(isSelection({ allMatching: true, ids: ['1'] })).toBe(false);
    expect(isSelection({ ids: [1] })).toBe(false);
    expect(isSelection('all')).toBe(false);
    expect(isSelection(null)).toBe(false);
  });
});
