import {
  DEFAULT_POPUP_POSITION,
  parsePopupPosition,
  toRadixPlacement,
  toSonnerPosition,
} from './popup-position';

describe('parsePopupPosition', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['top left', { vertical: 'top', horizontal: 'left' }],
    ['top-right', { vertical: 'top', horizontal: 'right' }],
    ['center middle', { vertical: 'center', horizontal: 'middle' }],
    ['center-left', { vertical: 'center', horizontal: 'left' }],
    ['bottom middle', { vertical: 'bottom', horizontal: 'middle' }],
    ['bottom-center', { vertical: 'bottom', horizontal: 'middle' }],
    ['bottom right', { vertical: 'bottom', horizontal: 'right' }],
  ])('accepts %j', (value, expected) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePopupPosition(value)).toEqual(expected);
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    '',
    'top',
    'left top',
    'middle top',
    'Top Left',
    'top  left',
    'top_left',
    ' top left',
    'top left right',
    'top constructor',
  ])('rejects %j with a console error and the default', (value) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePopupPosition(value)).toEqual(DEFAULT_POPUP_POSITION);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.[0]).toContain(`"${value}"`);
  });

  it('falls back to a given default', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(parsePopupPosition('nowhere', { vertical: 'top', horizontal: 'right' })).toEqual({
      vertical: 'top',
      horizontal: 'right',
    });
  });
});

describe('toSonnerPosition', () => {
  it('maps rows and columns, middle to center and the centre row to bottom', () => {
    expect(toSonnerPosition({ vertical: 'top', horizontal: 'left' })).toBe('top-left');
    expect(toSonnerPosition({ vertical: 'bottom', horizontal: 'middle' })).toBe('bottom-center');
    expect(toSonnerPosition({ vertical: 'center', horizontal: 'right' })).toBe('bottom-right');
  });
});

describe('toRadixPlacement', () => {
  it('maps to side and align', () => {
    expect(toRadixPlacement({ vertical: 'top', horizontal: 'middle' })).toEqual({
      side: 'top',
      align: 'center',
    });
    expect(toRadixPlacement({ vertical: 'bottom', horizontal: 'left' })).toEqual({
      side: 'bottom',
      align: 'start',
    });
    expect(toRadixPlacement({ vertical: 'top', horizontal: 'right' })).toEqual({
      side: 'top',
      align: 'end',
    });
    expect(toRadixPlacement({ vertical: 'center', horizontal: 'right' })).toEqual({
      side: 'right',
      align: 'center',
    });
    expect(toRadixPlacement({ vertical: 'center', horizontal: 'middle' })).toEqual({
      side: 'bottom',
      align: 'center',
    });
  });
});

describe('right to left', () => {
  it('mirrors left and right for sonner, and a centre-row side for Radix (which mirrors align)', () => {
    expect(toSonnerPosition({ vertical: 'top', horizontal: 'right' }, 'rtl')).toBe('top-left');
    expect(toSonnerPosition({ vertical: 'bottom', horizontal: 'middle' }, 'rtl')).toBe(
      'bottom-center',
    );
    expect(toRadixPlacement({ vertical: 'center', horizontal: 'left' }, 'rtl')).toEqual({
      side: 'right',
      align: 'center',
    });
    expect(toRadixPlacement({ vertical: 'top', horizontal: 'left' }, 'rtl')).toEqual({
      side: 'top',
      align: 'start',
    });
  });
});
