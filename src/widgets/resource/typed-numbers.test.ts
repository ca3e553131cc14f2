import { describe, expect, it } from 'vitest';

import { asciiDigits } from '@contract/text';

import { centsOf, wholeNumberOf } from './typed-numbers';

describe('asciiDigits', () => {
  it('reads the digits of every script as ASCII ones, and leaves the rest', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits('४२ ４２ 𝟒𝟐 42')).toBe('42 42 42 42');
    expect(asciiDigits('Lima, 12th')).toBe('Lima, 12th');
  });
});

describe('wholeNumberOf', () => {
  it('is a number when the text reads as one, in any script', () => {
    expect(wholeNumberOf(' 42 ')).toBe(42);
    expect(wholeNumberOf('٤٢')).toBe(42);
    expect(wholeNumberOf('-7')).toBe(-7);
    expect(wholeNumberOf('12.5')).toBe(12.5);
  });

  it('is the text when it is not one (the schema says why), and null when empty', () => {
    expect(wholeNumberOf('forty')).toBe('forty');
    expect(wholeNumberOf('  ')).toBeNull();
  });

  it('is the text for what only a program reads as a number: an exponent, hex, Infinity', () => {
    expect(wholeNumberOf('1e3')).toBe('1e3');
    expect(wholeNumberOf('١e٣')).toBe('1e3');
    expect(wholeNumberOf('0x10')).toBe('0x10');
    expect(wholeNumberOf('0b101')).toBe('0b101');
    expect(wholeNumberOf('Infinity')).toBe('Infinity');
    expect(wholeNumberOf('+5')).toBe(5);
    expect(wholeNumberOf('12.')).toBe(12);
  });
});

describe('centsOf', () => {
  it('reads an amount with a point, a comma or the Arabic decimal separator', () => {
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('12,50')).toBe(1250);
    expect(centsOf('١٢٫٥٠')).toBe(1250);
    expect(centsOf('7')).toBe(700);
  });

  it('is the text for anything else, and null when empty', () => {
    expect(centsOf('12.505')).toBe('12.505');
    expect(centsOf('1,000.00')).toBe('1,000.00');
    expect(centsOf('')).toBeNull();
  });
});
