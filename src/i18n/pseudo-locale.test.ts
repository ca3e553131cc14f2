import i18next from 'i18next';

import en from './locales/en';
import {
  PSEUDO_LANGUAGES,
  pseudoLanguageFromSearch,
  pseudoLocalize,
  pseudoResources,
} from './pseudo-locale';

const [ltr, rtl] = PSEUDO_LANGUAGES as [
  (typeof PSEUDO_LANGUAGES)[number],
  (typeof PSEUDO_LANGUAGES)[number],
];
const placeholders = (text: string) => text.match(/\{\w+\}|\$t\([^)]*\)|<\/?\w+>/g) ?? [];
/** The visible length of a string: no brackets, placeholders, nesting or tags. */
const visible = (text: string) =>
  text.replace(/\{\w+\}|\$t\([^)]*\)|<\/?\w+>/g, '').replace(/[⟦⟧]/g, '').length;

describe('pseudoLocalize', () => {
  it('accents the letters and wraps the string in brackets', () => {
    const text = pseudoLocalize('Save changes');
    expect(text).toMatch(/^⟦Šáṽé çĥáñĝéš.*⟧$/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });

  it('keeps placeholders, nesting and tags exactly', () => {
    const english =
      'Hello {name}, see <help>the guide</help> and $t(common.appName) for {count} items';
    const text = pseudoLocalize(english);
    expect(placeholders(text)).toEqual(placeholders(english));
    expect(text).toContain('{name}');
    expect(text).toContain('$t(common.appName)');
    expect(text).toContain('<help>');
  });

  it('makes a string about 40 % longer', () => {
    const english = 'The quick brown fox jumps over {name} and the lazy dog';
    const ratio = visible(pseudoLocalize(english)) / visible(english);
    expect(ratio).toBeGreaterThanOrEqual(1.35);
    expect(ratio).toBeLessThanOrEqual(1.5);
  });
});

describe('pseudo-languages', () => {
  it('are asked for with ?lng=pseudo and ?lng=pseudo-rtl only', () => {
    expect(pseudoLanguageFromSearch('?lng=pseudo')).toMatchObject({ lng: 'en-XA', dir: 'ltr' });
    expect(pseudoLanguageFromSearch('?page=2&lng=pseudo-rtl')).toMatchObject({
      lng: 'ar-XB',
      dir: 'rtl',
    });
    expect(pseudoLanguageFromSearch('?lng=es')).toBeUndefined();
    expect(pseudoLanguageFromSearch('')).toBeUndefined();
  });

  it('leave date patterns (keys ending in Pattern) as they are: they are not text', () => {
    const strings = pseudoResources(
      { dates: { customPattern: 'MMMM d, yyyy', title: 'Dates' } },
      ltr,
    );
    expect(strings.dates.customPattern).toBe('MMMM d, yyyy');
    expect(strings.dates.title).not.toBe('Dates');
  });

  it('translate the app through i18next, placeholders and plurals intact', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: ltr.lng,
      resources: {
        [ltr.lng]: { translation: pseudoResources(en, ltr) },
        [rtl.lng]: { translation: pseudoResources(en, rtl) },
      },
      interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    });
    const selected = (count: number) =>
      instance.t('tables.dataTable.selected', { count, n: String(count) });
    expect(selected(3)).toMatch(/^⟦3 šéĺéçţéđ.*⟧$/);
    expect(instance.t('common.footer', { year: 2026 })).toMatch(/^⟦© 2026 Ţéššéŕá Áđɱíñ/);

    await instance.changeLanguage(rtl.lng);
    expect(instance.dir()).toBe('rtl');
    // Arabic rules ask for _two, _few and _many: each is there.
    for (const count of [0, 1, 2, 3, 11, 100]) expect(selected(count)).toMatch(/^⟦\d+ šéĺéçţéđ/);
  });
});
