/**
 * The body every resource's bulk endpoints accept, as a zod schema. Imports nothing but `zod/mini`
 * and its sibling contract modules.
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
