/**
 * Development-only pseudo-languages, made from English when the app starts: `?lng=pseudo` shows
 * every string accented, about 40 % longer and between ⟦ ⟧, so untranslated text, cut-off labels
 * and strings glued together stand out; `?lng=pseudo-rtl` does the same right to left. Only
 * `i18n.ts` imports this, behind `import.meta.env.DEV`, so a production build holds none of it.
 */

/** A pseudo-language: the `?lng=` value, its BCP 47 tag (Intl and i18next) and its direction. */
export type PseudoLanguage = { param: string; lng: string; dir: 'ltr' | 'rtl' };

// The tags Android and Chromium use for the same purpose; Intl knows them (English and Arabic
// formats), so numbers and dates follow the direction too.
export const PSEUDO_LANGUAGES: readonly PseudoLanguage[] = [
  { param: 'pseudo', lng: 'en-XA', dir: 'ltr' },
  { param: 'pseudo-rtl', lng: 'ar-XB', dir: 'rtl' },
];

/** The pseudo-language a query string asks for (`?lng=pseudo`), if any. */
export function pseudoLanguageFromSearch(search: string): PseudoLanguage | undefined {
  const param = new URLSearchParams(search).get('lng');
  return PSEUDO_LANGUAGES.find((language) => language.param === param);
}

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTS = 'áƀçđéƒĝĥíĵķĺɱñóþǫŕšţúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŢÚṼŴẊÝŽ';
const ACCENTED = new Map<string, string>(
  [...PLAIN].map((letter, index) => [letter, ACCENTS[index]!]),
);

/** Words that lengthen a string without meaning anything; they wrap as real words do. */
const FILLER = ' ĺóŕéɱ íþšúɱ đóĺóŕ šíţ áɱéţ çóñšéçţéţúŕ áđíþíšçíñĝ éĺíţ';

/**
 * What i18next reads inside a string, kept as it is: `{placeholders}`, `$t(nested.keys)` (with
 * their options) and `<tags>` of `<Trans>` components.
 */
const PROTECTED = /(\{[^{}]*\}|\$t\((?:[^()]|\([^()]*\))*\)|<\/?[A-Za-z0-9]+\s*\/?>)/;

/** One string pseudo-localised: accented, 40 % longer (placeholders aside), in ⟦ ⟧. */
export function pseudoLocalize(text: string): string {
  let length = 0;
  const body = text
    .split(PROTECTED)
    .map((part, index) => {
      // split() with a capturing group puts the protected parts at the odd indexes.
      if (index % 2 === 1) return part;
      length += part.length;
      return part.replace(/[A-Za-z]/g, (letter) => ACCENTED.get(letter) ?? letter);
    })
    .join('');
  const padding = Math.ceil(length * 0.4);
  let filler = '';
  while (filler.length < padding) filler += FILLER;
  return `⟦${body}${filler.slice(0, padding)}⟧`;
}

type Strings = { [key: string]: string | Strings };

const PLURAL = /_(one|other)$/;
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

/**
 * English strings as a pseudo-language's bundle. Keys ending in `Pattern` are date patterns and
 * stay as they are. Right to left uses Arabic's plural rules, so each English `_one`/`_other`
 * pair becomes the six Arabic forms (`_one` from `_one`, the rest from `_other`).
 */
export function pseudoResources<T extends object>(english: T, language: PseudoLanguage): T {
  const convert = (strings: Strings): Strings => {
    const result: Strings = {};
    for (const [key, value] of Object.entries(strings)) {
      if (typeof value !== 'string') {
        result[key] = convert(value);
        continue;
      }
      const text = key.endsWith('Pattern') ? value : pseudoLocalize(value);
      const plural = PLURAL.exec(key);
      if (language.dir === 'rtl' && plural) {
        const base = key.slice(0, plural.index);
        if (plural[1] === 'one') result[`${base}_one`] = text;
        else for (const form of ARABIC_FORMS) if (form !== 'one') result[`${base}_${form}`] = text;
      } else {
        result[key] = text;
      }
    }
    return result;
  };
  return convert(english as Strings) as T;
}
