/**
 * The body every resource's bulk endpoints accept, and the whole-number field every resource's
 * numbers, amounts and references are built on, as zod schemas. Imports nothing but `zod/mini` and
 * its sibling contract modules.
 */
import { z } from 'zod/mini';

import { BULK_MAX, ID_MAX } from './resource';

/**
 * Body of `POST /api/<resource>/bulk-delete` and `…/bulk-restore`: 1 to `BULK_MAX` ids, each a
 * positive PostgreSQL integer; every problem is reported with `message`.
 */
export function bulkIdsSchema<K extends string>(message: K) {
  return z.object({
    ids: z
      .array(
        z
          .int({ error: message })
          .check(z.gte(1, { error: message }), z.lte(ID_MAX, { error: message })),
        { error: message },
      )
      .check(z.minLength(1, { error: message }), z.maxLength(BULK_MAX, { error: message })),
  });
}

/**
 * A whole number from `min` to `max` (a number, an amount in cents, an id): `required` when it is
 * missing, `invalid` when it is not a whole number, `range` when it is outside the bounds. A number
 * too large to be exact is out of range too, not "not whole": 99999999999999999999 is whole.
 * `range`'s text names the bounds as `{min}` and `{max}`, given by the resource's message numbers
 * (`MessageNumbers`), so that each language writes them its own way.
 */
export function wholeNumberField<K extends string>(
  messages: { required: K; invalid: K; range: K },
  min: number,
  max: number,
) {
  return z
    .int({
      error: (issue) => {
        if (issue.input === undefined || issue.input === null || issue.input === '') {
          return messages.required;
        }
        return issue.code === 'too_big' || issue.code === 'too_small'
          ? messages.range
          : messages.invalid;
      },
    })
    .check(z.gte(min, { error: messages.range }), z.lte(max, { error: messages.range }));
}
