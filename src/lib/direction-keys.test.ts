import { logicalArrowKey } from './direction-keys';

describe('logicalArrowKey', () => {
  it('swaps the horizontal arrows right to left and leaves every other key', () => {
    expect(logicalArrowKey('ArrowLeft', 'rtl')).toBe('ArrowRight');
    expect(logicalArrowKey('ArrowRight', 'rtl')).toBe('ArrowLeft');
    expect(logicalArrowKey('ArrowDown', 'rtl')).toBe('ArrowDown');
    expect(logicalArrowKey('ArrowLeft', 'ltr')).toBe('ArrowLeft');
  });
});
