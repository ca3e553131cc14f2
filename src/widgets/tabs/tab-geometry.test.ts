import { INDICATOR_RATIO, indicatorBox } from './tab-geometry';

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
