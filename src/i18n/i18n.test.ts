// @vitest-environment jsdom
import { changeLanguage, i18n, loadLocale, storedLanguage } from './i18n';
import { LANGUAGE_STORAGE_KEY, languages } from './languages';
import type { Resources } from './resources';

const locales = import.meta.glob<{ default: Resources }>('./locales/*/index.ts', { eager: true });

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const english = flatten(locales['./locales/en/index.ts']!.default);
/** Values that are the same in every language: brand and product names, numbers. */
const sameInEveryLanguage = new Set([
  'common.appName',
  'menu.googleMaps',
  'menu.yandexMaps',
  'maps.google.service',
  'maps.yandex.service',
  // Spanish writes these continents as English does.
  'charts.continents.asia',
  'charts.continents.australia',
  // …and these words.
  'treeView.categories.cables',
  'treeView.nodes.audio',
  'treeView.page.editable',
  'navbar.roles.editor',
  // Place names some languages write as English does.
  'worldMaps.continents.asia',
  'worldMaps.continents.oceania',
  'worldMaps.cities.vilnius',
  'worldMaps.cities.dublin',
  'worldMaps.cities.oslo',
  'worldMaps.cities.bratislava',
  'worldMaps.cities.madrid',
  'worldMaps.cities.paris',
  // Unit symbols beyond what Intl writes.
  'common.units.exabyte',
  'common.units.zettabyte',
  'common.units.yottabyte',
]);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Keys with their plural suffix taken off (`select.chosen_one` → `select.chosen`), once each. */
function withoutPluralForms(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')))].sort();
}

/** The plural forms a language needs for the counts an interface shows (0 to 200). */
function pluralFormsOf(lng: string): string[] {
  const rules = new Intl.PluralRules(lng);
  return [...new Set(Array.from({ length: 201 }, (_, count) => rules.select(count)))].sort();
}

/** Each plural key (without its suffix) and the forms it has. */
function pluralGroups(keys: string[]): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.slice(0, match.index);
    groups.set(base, [...(groups.get(base) ?? []), match[1]!].sort());
  }
  return groups;
}

/** The English text a key's placeholders are checked against: a plural form's English `_other`. */
function englishFor(key: string): string {
  return english[key] ?? english[key.replace(PLURAL_SUFFIX, '_other')] ?? '';
}

describe('translations', () => {
  it('has a locale folder for every language and nothing else', () => {
    expect(Object.keys(locales).sort()).toEqual(
      languages.map((language) => `./locales/${language.lng}/index.ts`).sort(),
    );
  });

  for (const { lng } of languages) {
    const strings = flatten(locales[`./locales/${lng}/index.ts`]!.default);

    it(`${lng} has exactly the English keys, each plural key in the language's own forms`, () => {
      expect(withoutPluralForms(Object.keys(strings))).toEqual(
        withoutPluralForms(Object.keys(english)),
      );
      const forms = pluralFormsOf(lng);
      const wrong = [...pluralGroups(Object.keys(strings))].filter(
        ([, has]) => has.join() !== forms.join(),
      );
      expect(wrong.map(([base, has]) => `${base}: ${has.join(', ')}`)).toEqual([]);
    });

    it(`${lng} has no empty strings and keeps every {placeholder}`, () => {
      for (const [key, value] of Object.entries(strings)) {
        expect(value.trim(), key).not.toBe('');
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(value), key).toEqual(placeholders(englishFor(key)));
      }
    });

    if (lng !== 'en') {
      it(`${lng} leaves no English behind`, () => {
        const untranslated = Object.keys(strings).filter(
          (key) => !sameInEveryLanguage.has(key) && strings[key] === english[key],
        );
        expect(untranslated).toEqual([]);
      });
    }
  }
});

describe('language choice', () => {
  it('falls back to English when storage holds nothing or garbage', () => {
    expect(storedLanguage()).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"klingon"');
    expect(storedLanguage()).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '{broken');
    expect(storedLanguage()).toBe('en');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"es"');
    expect(storedLanguage()).toBe('es');
  });

  it('loads one language file, switches, and remembers the choice', async () => {
    expect((await loadLocale('pt-BR')).menu.dashboard).toBe(
      flatten(locales['./locales/pt-BR/index.ts']!.default)['menu.dashboard'],
    );
    await changeLanguage('es');
    expect(i18n.language).toBe('es');
    expect(i18n.t('navbar.toggleSidebar')).not.toBe(english['navbar.toggleSidebar']);
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"es"');
    await changeLanguage('en');
  });

  it('uses the option codes in, es and br with their names', () => {
    expect(languages.map((language) => language.code)).toEqual(['in', 'es', 'br']);
    expect(languages.map((language) => language.name)).toEqual([
      'english',
      'spanish',
      'brazilian_portuguese',
    ]);
  });
});

describe('Spanish', () => {
  const spanish = flatten(locales['./locales/es/index.ts']!.default);

  it('addresses the user as tú, never as usted', () => {
    // Usted and its imperatives; third-person "su" (its) stays allowed.
    const usted =
      /\b(usted(es)?|díganos|saludarle|escriba|seleccione|elija|empiece|confirme|revise|use|introduzca|pulse|haga|compruebe|vuelva|intente|ha completado|sus datos|su (nombre|país|contraseña|correo|cuenta|perfil))\b/iu;
    expect(Object.entries(spanish).filter(([, value]) => usted.test(value))).toEqual([]);
  });

  // The demo dashboard's "Commits" cards keep the word, as Brazilian Portuguese does (when present).
  it.runIf('dashboard.info.commits' in spanish)('keeps "Commits" as the word', () => {
    expect(spanish['dashboard.info.commits']).toMatch(/^Commits\b/);
    expect(spanish['dashboard.info.commitsProgress']).toMatch(/^Commits\b/);
  });
});
