import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('reads 0 (and nonsense) as "0 Bytes"', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });

  it('uses base 1024 and two decimals at most', () => {
    expect(formatFileSize(1, 'en')).toBe('1 Bytes');
    expect(formatFileSize(1023, 'en')).toBe('1023 Bytes');
    expect(formatFileSize(1024, 'en')).toBe('1 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.5 KB');
    expect(formatFileSize(1.5 * 1024 ** 2, 'en')).toBe('1.5 MB');
    expect(formatFileSize(1234567, 'en')).toBe('1.18 MB');
    expect(formatFileSize(1024 ** 3, 'en')).toBe('1 GB');
    expect(formatFileSize(2.25 * 1024 ** 4, 'en')).toBe('2.25 TB');
    expect(formatFileSize(1024 ** 5, 'en')).toBe('1 PB');
    expect(formatFileSize(1024 ** 6, 'en')).toBe('1 EB');
    expect(formatFileSize(1024 ** 7, 'en')).toBe('1 ZB');
  });

  it('stops at YB', () => {
    expect(formatFileSize(1024 ** 8, 'en')).toBe('1 YB');
    expect(formatFileSize(3 * 1024 ** 9, 'en')).toBe('3072 YB');
  });

  it('writes digits the locale way', () => {
    expect(formatFileSize(1.5 * 1024 ** 2, 'es')).toBe('1,5 MB');
    expect(formatFileSize(1023, 'pt-BR')).toBe('1023 Bytes');
  });
});
