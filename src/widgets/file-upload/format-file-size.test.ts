import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('reads 0 (and nonsense) as "0 bytes"', () => {
    expect(formatFileSize(0, 'en')).toBe('0 bytes');
    expect(formatFileSize(-5, 'en')).toBe('0 bytes');
    expect(formatFileSize(Number.NaN, 'en')).toBe('0 bytes');
  });

  it('says byte or bytes as each language does', () => {
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(2, 'en')).toBe('2 bytes');
    expect(formatFileSize(1023, 'en')).toBe('1023 bytes');
    expect(formatFileSize(1, 'es')).toBe('1 byte');
    expect(formatFileSize(0, 'es')).toBe('0 bytes');
    expect(formatFileSize(500, 'es')).toBe('500 bytes');
    expect(formatFileSize(1, 'pt-BR')).toBe('1 byte');
    // Portuguese counts 0 as singular.
    expect(formatFileSize(0, 'pt-BR')).toBe('0 byte');
    expect(formatFileSize(1023, 'pt-BR')).toBe('1023 bytes');
  });

  it('uses base 1024 and two decimals at most', () => {
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
    expect(formatFileSize(1.5 * 1024, 'pt-BR')).toBe('1,5 KB');
  });
});
