import { describe, expect, it } from 'vitest';

import { editDistance, fuzzyFilter, fuzzyMatch } from './fuzzy';

/** The highlighted pieces of `text`. */
const marked = (query: string, text: string) =>
  fuzzyMatch(query, text)?.ranges.map(([start, end]) => text.slice(start, end));

describe('fuzzyMatch', () => {
  it('matches prefixes, words and pieces, and ranks them in that order', () => {
    const prefix = fuzzyMatch('tabl', 'Tables')!;
    const word = fuzzyMatch('wiz', 'Form Wizards')!;
    const inside = fuzzyMatch('izar', 'Form Wizards')!;
    expect(marked('tabl', 'Tables')).toEqual(['Tabl']);
    expect(marked('wiz', 'Form Wizards')).toEqual(['Wiz']);
    expect(prefix.score).toBeGreaterThan(word.score);
    expect(word.score).toBeGreaterThan(inside.score);
    expect(fuzzyMatch('xyz', 'Tables')).toBeNull();
  });

  it('matches initials and word beginnings in order', () => {
    expect(marked('fw', 'Form Wizards')).toEqual(['F', 'W']);
    expect(marked('forwiz', 'Form Wizards')).toEqual(['For', 'Wiz']);
    expect(marked('pb', 'progressBars')).toEqual(['p', 'B']);
    // Letters that do not start words do not count as initials.
    expect(fuzzyMatch('oi', 'Form Wizards')).toBeNull();
    expect(fuzzyMatch('wf', 'Form Wizards')).toBeNull();
  });

  it('ranks a contiguous match above initials', () => {
    const items = ['Form Wizards', 'Forms wide', 'Fwd notes', 'Few'];
    const ranked = fuzzyFilter(items, 'fw', (item) => [item]).map((entry) => entry.item);
    // Among initials, the shorter text first.
    expect(ranked).toEqual(['Fwd notes', 'Forms wide', 'Form Wizards']);
  });

  it('tolerates one typo in a query of four letters or more', () => {
    expect(marked('tabels', 'Tables')).toEqual(['Tables']); // swapped
    expect(marked('wizxrds', 'Form Wizards')).toEqual(['Wizards']); // wrong letter
    expect(marked('wizrds', 'Form Wizards')).toEqual(['Wizards']); // missing letter
    expect(fuzzyMatch('tablles', 'Tables')).not.toBeNull(); // extra letter
    expect(fuzzyMatch('taelbs', 'Tables')).toBeNull(); // two typos
    expect(fuzzyMatch('tba', 'Tables')).toBeNull(); // too short for a typo
    const exact = fuzzyMatch('tables', 'Tables')!;
    expect(fuzzyMatch('tabels', 'Tables')!.score).toBeLessThan(exact.score);
  });

  it('ignores case and accents, and highlights the original letters', () => {
    expect(marked('graficos', 'Gráficos')).toEqual(['Gráficos']);
    expect(marked('FORMULARIOS', 'formulários')).toEqual(['formulários']);
    // A combining accent written apart stays with its letter.
    expect(marked('cafe', 'Cafe\u0301 menu')).toEqual(['Cafe\u0301']);
    expect(marked('sao', 'São Paulo')).toEqual(['São']);
  });

  it('works with Arabic script, its marks and letter variants', () => {
    expect(marked('الجداول', 'الجداول')).toEqual(['الجداول']);
    expect(marked('معالجات', 'معالجات النماذج')).toEqual(['معالجات']);
    // Initials of Arabic words, the article "ال" included or not.
    expect(marked('من', 'معالجات النماذج')).toEqual(['م', 'ن']);
    expect(marked('مال', 'معالجات النماذج')).toEqual(['م', 'ال']);
    // Hamza on alef, harakat and tatweel do not get in the way.
    expect(fuzzyMatch('اعدادات', 'إعدادات')).not.toBeNull();
    expect(fuzzyMatch('مستخدم', 'مُسْتَخْدِم')).not.toBeNull();
    expect(fuzzyMatch('جدول', 'جـدول')).not.toBeNull();
    // One typo in a longer Arabic word.
    expect(fuzzyMatch('الجدوال', 'الجداول')).not.toBeNull();
  });

  it('matches several words on their own, in any order', () => {
    expect(marked('wizards form', 'Form Wizards')).toEqual(['Form', 'Wizards']);
    expect(fuzzyMatch('wizards table', 'Form Wizards')).toBeNull();
  });

  it('takes the query as plain text and an empty query as a match of everything', () => {
    expect(fuzzyMatch('(', 'Tables')).toBeNull();
    expect(marked('.', 'a.b')).toEqual(['.']);
    expect(fuzzyMatch('  ', 'Tables')).toEqual({ score: 0, ranges: [] });
  });
});

describe('fuzzyFilter', () => {
  it('finds an item by any of its texts and says which matched', () => {
    const pages = [
      { id: 'tables', texts: ['Tablas', 'Tables'] },
      { id: 'charts', texts: ['Gráficos', 'Charts'] },
    ];
    const found = fuzzyFilter(pages, 'chart', (page) => page.texts);
    expect(found.map((entry) => [entry.item.id, entry.textIndex])).toEqual([['charts', 1]]);
    expect(fuzzyFilter(pages, 'grafic', (page) => page.texts)[0]?.textIndex).toBe(0);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });
});
