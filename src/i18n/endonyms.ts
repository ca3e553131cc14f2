import type { LanguageTag } from './languages';

/**
 * Each language's name in itself, what the language menu shows in every interface language (a
 * reader finds their own language whatever the page is in). Kept out of `languages.ts`, which
 * is part of the first load, as only the menu needs them; the type asks for one per language.
 */
export const endonyms: Record<LanguageTag, string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
};
