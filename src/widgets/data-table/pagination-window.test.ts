import { paginationWindow } from './pagination-window';

describe('paginationWindow', () => {
  it('shows every page while there are fewer than 2 * onEachSide + 4', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(2, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('keeps a full window at the start', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle', () => {
    expect(paginationWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('keeps a full window at the end', () => {
    expect(paginationWindow(18, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(8, 8)).toEqual([4, 5, 6, 7, 8]);
  });

  it('honours onEachSide and clamps a current page out of range', () => {
    expect(paginationWindow(5, 20, 1)).toEqual([4, 5, 6]);
    expect(paginationWindow(5, 20, 0)).toEqual([5]);
    expect(paginationWindow(99, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(-3, 20)).toEqual([1, 2, 3, 4, 5]);
  });
});
