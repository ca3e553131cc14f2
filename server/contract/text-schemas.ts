/**
 * Field builders every resource's schemas share: one-line text and email, trimmed, with a message
 * key per problem. Imports nothing but `zod/mini` and its sibling contract modules.
 */
import { z } from 'zod/mini';

import { EMAIL_MAX_LENGTH, isSingleLineText } from './text';

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
