/** The `lang` values the Yandex Maps 2.1 API accepts. */
type YandexLang = 'ru_RU' | 'en_US' | 'en_RU' | 'ru_UA' | 'uk_UA' | 'tr_TR';

const byLanguage: Record<string, YandexLang> = {
  ru: 'ru_RU',
  uk: 'uk_UA',
  tr: 'tr_TR',
  en: 'en_US',
};

/**
 * The Yandex API language closest to a UI language (BCP 47). Yandex 2.1 speaks Russian,
 * Ukrainian, Turkish and English only, so anything else (Spanish, Portuguese…) gets English.
 */
export function yandexLang(language: string | undefined): YandexLang {
  const primary = (language ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return byLanguage[primary] ?? 'en_US';
}

/** Escapes text for the HTML strings Yandex balloons and hints take. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
