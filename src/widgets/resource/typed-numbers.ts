import { asciiDigits } from '@contract/text';

/*
 * A number as a person typed it, for a form's body. A field holds text; the API wants a number
 * when the text is one and the text itself when it is not, so that the schema's message says what
 * is wrong with it. Digits of any script count (`asciiDigits`): Arabic shows numbers in its own.
 */

/**
 * Digits with a sign and a decimal part at most: how people write a number. `Number()` reads more
 * ("1e3", "0x10", "Infinity"), and so does a type=number input ("1e3"); a value that reads as
 * something other than what was typed is refused with the field's message, the text kept as typed.
 */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** A typed whole number: a number when it reads as one, else the text; empty is `null`. */
export function wholeNumberOf(text: string): unknown {
  const trimmed = asciiDigits(text.trim());
  if (trimmed === '') return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A typed amount in cents ("12.5", "12,50" and "١٢٫٥٠" are 1250), else the text; empty is `null`. */
export function centsOf(text: string): unknown {
  // The Arabic decimal separator is a comma's twin.
  const trimmed = asciiDigits(text.trim()).replace('\u066B', ',');
  if (trimmed === '') return null;
  return /^-?\d+(?:[.,]\d{1,2})?$/.test(trimmed)
    ? Math.round(Number(trimmed.replace(',', '.')) * 100)
    : trimmed;
}
