/**
 * What a text field may hold, as plain functions every resource's schemas and the server share.
 * No zod here: the field builders are in `text-schemas.ts`.
 */

/** The longest email address SMTP can carry (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Whether every UTF-16 surrogate is paired. A lone one is not a character: it cannot be stored
 * as UTF-8 or JSON text, so a field holding one is refused like a control character.
 */
export function isWellFormedText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) return false;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i += 1;
    }
  }
  return true;
}

/** Control characters (NUL, line breaks, …) and lone surrogates have no place in a one-line field. */
export function isSingleLineText(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return isWellFormedText(text);
}

const DIGIT = /\p{Nd}/u;

/**
 * Decimal digits of any script as ASCII ones: people type numbers and codes with the digits of
 * their language (Arabic-Indic ٤٢, Persian ۴۲, Devanagari ४२, full-width ４２), as the app shows
 * numbers in Arabic. Unicode encodes each script's digits as runs of ten from zero, so a digit's
 * value is its distance from the start of its run, modulo ten.
 */
export function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    let code = digit.codePointAt(0)!;
    let distance = 0;
    while (DIGIT.test(String.fromCodePoint(code - 1))) {
      code -= 1;
      distance += 1;
    }
    return String(distance % 10);
  });
}
