import { displayFileName } from './display-file-name';

describe('displayFileName', () => {
  it('leaves ordinary names alone, in any script', () => {
    expect(displayFileName('report 2024.pdf')).toBe('report 2024.pdf');
    expect(displayFileName('تقرير.pdf')).toBe('تقرير.pdf');
    expect(displayFileName('👩‍💻 notes.txt')).toBe('👩‍💻 notes.txt');
  });

  it('writes bidirectional overrides, isolates and marks as visible escapes', () => {
    expect(displayFileName('invoice\u202Efdp.exe')).toBe('invoice\\u202Efdp.exe');
    expect(displayFileName('a\u2067b\u2069\u200F.txt')).toBe('a\\u2067b\\u2069\\u200F.txt');
  });

  it('writes control and invisible characters as escapes too', () => {
    expect(displayFileName('two\nlines\t.txt')).toBe('two\\u000Alines\\u0009.txt');
    expect(displayFileName('zero\u200Bwidth\uFEFF.txt')).toBe('zero\\u200Bwidth\\uFEFF.txt');
  });
});
