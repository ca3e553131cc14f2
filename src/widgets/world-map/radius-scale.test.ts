import { areaProportionalScale, areaScaleFor } from './radius-scale';

describe('areaProportionalScale', () => {
  it('maps the ends of the domain to the ends of the range', () => {
    const size = areaProportionalScale([10, 1000], [3, 70]);
    expect(size(10)).toBeCloseTo(3);
    expect(size(1000)).toBeCloseTo(70);
  });

  it('makes the area, not the width, grow linearly with the value', () => {
    const size = areaProportionalScale([0, 100], [0, 10]);
    expect(size(25) ** 2).toBeCloseTo(25);
    expect(size(50) ** 2).toBeCloseTo(2 * size(25) ** 2);
    expect(size(50)).toBeCloseTo(Math.sqrt(50));
  });

  it('clamps values outside the domain', () => {
    const size = areaProportionalScale([10, 20], [3, 70]);
    expect(size(-5)).toBeCloseTo(3);
    expect(size(500)).toBeCloseTo(70);
  });

  it('defaults to 3–70 and survives an empty domain', () => {
    expect(areaProportionalScale([0, 1])(1)).toBeCloseTo(70);
    expect(areaProportionalScale([5, 5])(5)).toBe(70);
    expect(areaScaleFor([])(10)).toBe(3);
    const size = areaScaleFor([4, 1, 9]);
    expect(size(1)).toBeCloseTo(3);
    expect(size(9)).toBeCloseTo(70);
  });
});
