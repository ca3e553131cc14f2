import { clampProgress, isProgressSize, stepTowards } from './progress-value';

describe('clampProgress', () => {
  it('keeps values within 0–100 and treats NaN as 0', () => {
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(150)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
    expect(clampProgress(undefined)).toBe(0);
    expect(clampProgress(42.5)).toBe(42.5);
  });
});

describe('stepTowards', () => {
  it('moves one step up or down and never past the target', () => {
    expect(stepTowards(0, 50)).toBe(1);
    expect(stepTowards(50, 20)).toBe(49);
    expect(stepTowards(49.5, 50)).toBe(50);
    expect(stepTowards(20.4, 20)).toBe(20);
    expect(stepTowards(30, 30)).toBe(30);
    expect(stepTowards(0, 10, 4)).toBe(4);
  });
});

describe('helpers', () => {
  it('knows the sizes', () => {
    expect(isProgressSize('thick')).toBe(true);
    expect(isProgressSize('huge')).toBe(false);
  });
});
