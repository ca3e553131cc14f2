import {
  easeInOut,
  isNearBottom,
  NEAR_BOTTOM_PX,
  scrollStep,
  STICKY_SCROLL_MS,
} from './sticky-scroll';

describe('easeInOut', () => {
  it('starts at 0, passes 0.5 halfway and ends at 1, clamped outside 0..1', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(-1)).toBe(0);
    expect(easeInOut(2)).toBe(1);
  });

  it('is slow at both ends and symmetric', () => {
    expect(easeInOut(0.1)).toBeCloseTo(0.004);
    expect(easeInOut(0.25)).toBeCloseTo(0.0625);
    expect(easeInOut(0.75)).toBeCloseTo(1 - easeInOut(0.25));
    expect(easeInOut(0.9)).toBeCloseTo(0.996);
  });
});

describe('scrollStep', () => {
  it('runs from `from` to `to` over 500 ms by default', () => {
    expect(STICKY_SCROLL_MS).toBe(500);
    expect(scrollStep(100, 300, 0)).toBe(100);
    expect(scrollStep(100, 300, 250)).toBe(200);
    expect(scrollStep(100, 300, 500)).toBe(300);
    expect(scrollStep(100, 300, 800)).toBe(300);
    expect(scrollStep(100, 300, 125)).toBeCloseTo(100 + 200 * 0.0625);
  });

  it('jumps to the end with no duration', () => {
    expect(scrollStep(0, 400, 0, 0)).toBe(400);
  });
});

describe('isNearBottom', () => {
  it('is true at the bottom and within the threshold, false further up', () => {
    const box = { scrollHeight: 1000, clientHeight: 300 };
    expect(isNearBottom({ ...box, scrollTop: 700 })).toBe(true);
    expect(isNearBottom({ ...box, scrollTop: 700 - NEAR_BOTTOM_PX })).toBe(true);
    expect(isNearBottom({ ...box, scrollTop: 700 - NEAR_BOTTOM_PX - 1 })).toBe(false);
    expect(isNearBottom({ ...box, scrollTop: 0 })).toBe(false);
  });

  it('is true for content that does not scroll', () => {
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 200, clientHeight: 300 })).toBe(true);
  });
});
