import { describe, expect, it } from 'vitest';

import { fieldErrors } from './errors';
import { wholeNumberField } from './resource-schemas';

const count = wholeNumberField({ required: 'required', invalid: 'invalid', range: 'range' }, -5, 5);
const messageFor = (input: unknown) => {
  const parsed = count.safeParse(input);
  return parsed.success ? undefined : fieldErrors(parsed.error)[''];
};

describe('wholeNumberField', () => {
  it('takes a whole number within its bounds', () => {
    expect(count.safeParse(-5).success).toBe(true);
    expect(count.safeParse(5).success).toBe(true);
  });

  it('asks for a number when there is none', () => {
    for (const input of [undefined, null, '']) expect(messageFor(input)).toBe('required');
  });

  it('says a fraction or text is not a whole number', () => {
    for (const input of [2.5, 'twelve', '3']) expect(messageFor(input)).toBe('invalid');
  });

  it('gives the bounds for any number outside them, however large', () => {
    for (const input of [6, -6, 1e20, -1e20, Number.MAX_SAFE_INTEGER + 2]) {
      expect(messageFor(input), String(input)).toBe('range');
    }
  });
});
