import { hexToHsl, hexToRgb, hslToHex, isHex, normalizeHex, readableOn, rgbToHex } from './color';
import { paletteColorName, PICKER_PALETTE } from './picker-palette';

describe('isHex', () => {
  it.each(['#abc', 'abc', '#aabbcc', 'aabbcc', '#ABCDEF', ' #f81953 '])('accepts %j', (text) => {
    expect(isHex(text)).toBe(true);
  });
  it.each(['', '#', '#ab', '#abcd', '#abcde', '#aabbccd', '#ggg', 'red', '##abc', '#aabbccdd'])(
    'rejects %j',
    (text) => {
      expect(isHex(text)).toBe(false);
    },
  );
});

describe('normalizeHex', () => {
  it('expands, prefixes and lower-cases', () => {
    expect(normalizeHex('#abc')).toBe('#aabbcc');
    expect(normalizeHex('abc')).toBe('#aabbcc');
    expect(normalizeHex('#AABBCC')).toBe('#aabbcc');
    expect(normalizeHex('F81953')).toBe('#f81953');
  });
  it('returns null for anything else', () => {
    expect(normalizeHex('#abcd')).toBeNull();
    expect(normalizeHex('blue')).toBeNull();
  });
});

describe('rgb and hsl conversions', () => {
  it('reads and writes rgb', () => {
    expect(hexToRgb('#f81953')).toEqual({ r: 248, g: 25, b: 83 });
    expect(rgbToHex({ r: 248, g: 25, b: 83 })).toBe('#f81953');
    expect(rgbToHex({ r: 300, g: -4, b: 0.4 })).toBe('#ff0000');
  });

  it('converts known colours to hsl', () => {
    expect(hexToHsl('#ff0000')).toEqual({ h: 0, s: 100, l: 50 });
    expect(hexToHsl('#00ff00')).toEqual({ h: 120, s: 100, l: 50 });
    expect(hexToHsl('#0000ff')).toEqual({ h: 240, s: 100, l: 50 });
    expect(hexToHsl('#808080')).toMatchObject({ h: 0, s: 0 });
    expect(hexToHsl('#ffffff')).toEqual({ h: 0, s: 0, l: 100 });
  });

  it('converts hsl back to hex, wrapping the hue', () => {
    expect(hslToHex({ h: 0, s: 100, l: 50 })).toBe('#ff0000');
    expect(hslToHex({ h: 360, s: 100, l: 50 })).toBe('#ff0000');
    expect(hslToHex({ h: 120, s: 100, l: 25 })).toBe('#008000');
    expect(hslToHex({ h: 200, s: 0, l: 100 })).toBe('#ffffff');
  });

  it.each(['#f81953', '#34495e', '#ffd50a', '#2e5e2a', ...PICKER_PALETTE])(
    'round-trips %s',
    (hex) => {
      expect(hslToHex(hexToHsl(hex))).toBe(hex);
    },
  );
});

describe('readableOn', () => {
  it('picks the contrasting ink', () => {
    expect(readableOn('#ffffff')).toBe('black');
    expect(readableOn('#f7cc36')).toBe('black');
    expect(readableOn('#000000')).toBe('white');
    expect(readableOn('#34495e')).toBe('white');
  });
});

describe('paletteColorName', () => {
  it('names the seven palette colours in any hex form', () => {
    expect(paletteColorName('#4ae387')).toBe('primary');
    expect(paletteColorName('#E34A4A')).toBe('danger');
    expect(paletteColorName('4ab2e3')).toBe('info');
    expect(paletteColorName('#db76df')).toBe('success');
    expect(paletteColorName('#f7cc36')).toBe('warning');
    expect(paletteColorName('#fff')).toBe('white');
    expect(paletteColorName('#000')).toBe('black');
  });
  it('does not name other colours (neutral is not a picker colour)', () => {
    expect(paletteColorName('#f81953')).toBeUndefined();
    expect(paletteColorName('#34495e')).toBeUndefined();
    expect(paletteColorName('nonsense')).toBeUndefined();
  });
  it('lists the picker palette as lowercase six-digit hex', () => {
    expect(PICKER_PALETTE).toEqual([
      '#4ae387',
      '#e34a4a',
      '#4ab2e3',
      '#db76df',
      '#f7cc36',
      '#ffffff',
      '#000000',
    ]);
  });
});
