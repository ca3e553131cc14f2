import { fromThumbValues, toThumbValues } from './slider-value';

describe('slider values', () => {
  it('turns a number or a pair into thumb values', () => {
    expect(toThumbValues(30)).toEqual([30]);
    expect(toThumbValues([10, 80])).toEqual([10, 80]);
  });

  it("turns thumb values back into the caller's shape", () => {
    expect(fromThumbValues([42], false)).toBe(42);
    expect(fromThumbValues([10, 80], true)).toEqual([10, 80]);
    expect(fromThumbValues([10], true)).toEqual([10, 10]);
  });
});
