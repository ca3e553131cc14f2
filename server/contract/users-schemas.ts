/**
 * The bodies the users endpoints accept, as zod schemas shared by the server and the user form.
 */
import { z } from 'zod/mini';

import { bulkIdsSchema, wholeNumberField } from './resource-schemas';
import { emailField, textField } from './text-schemas';
import { USER_LIMITS, USER_MESSAGES } from './users';

const userName = textField(
  {
    required: USER_MESSAGES.nameRequired,
    tooLong: USER_MESSAGES.nameTooLong,
    invalid: USER_MESSAGES.invalidCharacters,
  },
  USER_LIMITS.nameMax,
);
const userEmail = emailField({
  required: USER_MESSAGES.emailRequired,
  format: USER_MESSAGES.emailInvalid,
  tooLong: USER_MESSAGES.emailTooLong,
});
const userCity = textField(
  {
    required: USER_MESSAGES.cityRequired,
    tooLong: USER_MESSAGES.cityTooLong,
    invalid: USER_MESSAGES.invalidCharacters,
  },
  USER_LIMITS.cityMax,
);
const userCountry = textField(
  {
    required: USER_MESSAGES.countryRequired,
    tooLong: USER_MESSAGES.countryTooLong,
    invalid: USER_MESSAGES.invalidCharacters,
  },
  USER_LIMITS.countryMax,
);
const userScore = wholeNumberField(
  {
    required: USER_MESSAGES.scoreRequired,
    invalid: USER_MESSAGES.scoreInteger,
    range: USER_MESSAGES.scoreRange,
  },
  USER_LIMITS.scoreMin,
  USER_LIMITS.scoreMax,
);

/**
 * Body of `POST /api/users`. Text is trimmed, the email lower-cased; unknown keys are dropped.
 * A missing `address` reports its two fields as required.
 */
export const userCreateSchema = z.object({
  name: userName,
  email: userEmail,
  score: userScore,
  // An absent address is parsed as `{}`, so its fields report "required" one by one.
  address: z.prefault(
    z.object({ city: userCity, country: userCountry }, { error: USER_MESSAGES.addressInvalid }),
    {} as { city: string; country: string },
  ),
});

/**
 * Body of `PATCH /api/users/:id`: the `version` last read plus any of the fields (the others keep
 * their value; `address` may carry one of its two fields).
 */
export const userPatchSchema = z.object({
  version: z
    .int({ error: USER_MESSAGES.versionRequired })
    .check(z.gte(1, { error: USER_MESSAGES.versionRequired })),
  name: z.optional(userName),
  email: z.optional(userEmail),
  score: z.optional(userScore),
  address: z.optional(
    z.object(
      { city: z.optional(userCity), country: z.optional(userCountry) },
      { error: USER_MESSAGES.addressInvalid },
    ),
  ),
});

/**
 * Body of `POST /api/users/bulk-delete` and `POST /api/users/bulk-restore`: 1 to
 * `USER_LIMITS.bulkMax` user ids.
 */
export const usersBulkSchema = bulkIdsSchema(USER_MESSAGES.idsInvalid);

/** What the form sends (before trimming) and what the server stores (after). */
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;
export type UserPatchInput = z.input<typeof userPatchSchema>;
export type UserPatch = z.output<typeof userPatchSchema>;
