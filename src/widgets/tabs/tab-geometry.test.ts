import { INDICATOR_RATIO, indicatorBox, revealScrollLeft } from './tab-geometry';

describe('indicatorBox', () => {
  it('is 80 % of the tab, centred under it', () => {
    expect(INDICATOR_RATIO).toBe(0.8);
    expect(indicatorBox(100, 50)).toEqual({ left: 105, width: 40 });
    expect(indicatorBox(0, 120)).toEqual({ left: 12, width: 96 });
  });

  it('takes another ratio', () => {
    expect(indicatorBox(10, 100, 1)).toEqual({ left: 10, width: 100 });
  });
});

describe('revealScrollLeft', () => {
  it('leaves a tab that is fully in view alone', () => {
    expect(revealScrollLeft(20, 120, 0, 300)).toBeUndefined();
    expect(revealScrollLeft(200, 300, 0, 300)).toBeUndefined();
  });

  it('scrolls forward to show a tab cut at the end, with a margin', () => {
    expect(revealScrollLeft(250, 380, 0, 300)).toBe(96);
    expect(revealScrollLeft(250, 380, 0, 300, 0)).toBe(80);
  });

  it('scrolls back to show a tab cut at the start, never below 0', () => {
    expect(revealScrollLeft(100, 200, 150, 300)).toBe(84);
    expect(revealScrollLeft(4, 100, 50, 300)).toBe(0);
  });
});
