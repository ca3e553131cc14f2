import { isStepActive, resolveOrientation, stepState } from './wizard-state';

describe('resolveOrientation', () => {
  it('turns a vertical wizard horizontal on narrow windows only', () => {
    expect(resolveOrientation('vertical', false)).toBe('vertical');
    expect(resolveOrientation('vertical', true)).toBe('horizontal');
  });

  it('keeps a horizontal wizard horizontal at every width', () => {
    expect(resolveOrientation('horizontal', false)).toBe('horizontal');
    expect(resolveOrientation('horizontal', true)).toBe('horizontal');
  });
});

describe('stepState', () => {
  it('marks earlier steps completed, the current one current and later ones upcoming', () => {
    expect([0, 1, 2].map((index) => stepState(index, 1, false))).toEqual([
      'completed',
      'current',
      'upcoming',
    ]);
  });

  it('marks every step completed once the wizard is completed', () => {
    expect([0, 1, 2].map((index) => stepState(index, 2, true))).toEqual([
      'completed',
      'completed',
      'completed',
    ]);
  });
});

describe('isStepActive', () => {
  it('is true up to and including the current step', () => {
    expect([0, 1, 2].map((index) => isStepActive(index, 1, false))).toEqual([true, true, false]);
    expect(isStepActive(2, 0, true)).toBe(true);
  });
});
