// @vitest-environment jsdom
import { endonyms } from './endonyms';
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
]);

describe('translations', () => {
  it('has a locale folder for every language and nothing else', () => {
    expect(Object.keys(locales).sort()).toEqual(
      languages.map((language) => `./locales/${language.lng}/index.ts`).sort(),
    );
  });

  for (const { lng } of languages) {
    const strings = flatten(locales[`./locales/${lng}/index.ts`]!.default);

    it(`${lng} has exactly the English keys`, () => {
      expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${lng} has no empty strings and keeps every {placeholder}`, () => {
      for (const [key, value] of Object.entries(strings)) {
        expect(value.trim(), key).not.toBe('');
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(value), key).toEqual(placeholders(english[key] ?? ''));
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

  it('uses the option codes in, es, br and ar with their names and endonyms', () => {
    expect(languages.map((language) => language.code)).toEqual(['in', 'es', 'br', 'ar']);
    expect(languages.map((language) => language.name)).toEqual([
      'english',
      'spanish',
      'brazilian_portuguese',
      'arabic',
    ]);
    expect(languages.map((language) => endonyms[language.lng])).toEqual([
      'English',
      'Español',
      'Português (Brasil)',
      'العربية',
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
