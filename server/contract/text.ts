/**
 * Field builders every resource's schemas share: one-line text and email, trimmed, with a message
 * key per problem. Imports nothing but `zod/mini`, so the front end bundles them too.
 */
import { z } from 'zod/mini';

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

/** A required one-line text: trimmed, 1 to `max` characters, no control characters. */
export function textField<K extends string>(
  messages: { required: K; tooLong: K; invalid: K },
  max: number,
) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.minLength(1, { error: messages.required }),
      z.maxLength(max, { error: messages.tooLong }),
      z.refine(isSingleLineText, { error: messages.invalid }),
    );
}

/** A required email address: trimmed and lower-cased. */
export function emailField<K extends string>(messages: { required: K; format: K; tooLong: K }) {
  return z
    .string({ error: messages.required })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, { error: messages.required }),
      z.maxLength(EMAIL_MAX_LENGTH, { error: messages.tooLong }),
      z.regex(z.regexes.email, { error: messages.format }),
    );
}
