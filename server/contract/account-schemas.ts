/**
 * The bodies the account endpoints accept, as zod schemas shared by the server and the account
 * page's forms.
 */
import { z } from 'zod/mini';

import {
  ACCOUNT_MESSAGES,
  DATE_FORMATS,
  PREFERENCE_OPTIONS,
  type AccountPreferences,
  type DateFormat,
} from './account';
import { ACCOUNT_LANGUAGES, ACCOUNT_NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from './auth';
import { signupSchema } from './auth-schemas';
import { isWellFormedText } from './text';
import { emailField, textField } from './text-schemas';

/** Whether `Intl` knows `zone` as an IANA time zone. */
export function isTimeZone(zone: string): boolean {
  if (zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const password = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired })
  .check(
    z.minLength(1, { error: ACCOUNT_MESSAGES.passwordRequired }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordRequired }),
    z.refine(isWellFormedText, { error: ACCOUNT_MESSAGES.invalidCharacters }),
  );

const email = emailField({
  required: ACCOUNT_MESSAGES.emailRequired,
  format: ACCOUNT_MESSAGES.emailFormat,
  tooLong: ACCOUNT_MESSAGES.emailTooLong,
});

/** `PATCH /api/account`: any of the profile's fields. `timeZone: null` is the browser's. */
export const profilePatchSchema = z.object({
  name: z.optional(
    textField(
      {
        required: ACCOUNT_MESSAGES.nameRequired,
        tooLong: ACCOUNT_MESSAGES.nameTooLong,
        invalid: ACCOUNT_MESSAGES.invalidCharacters,
      },
      ACCOUNT_NAME_MAX_LENGTH,
    ),
  ),
  language: z.optional(z.enum(ACCOUNT_LANGUAGES, { error: ACCOUNT_MESSAGES.languageInvalid })),
  timeZone: z.optional(
    z.nullable(
      z
        .string({ error: ACCOUNT_MESSAGES.timeZoneInvalid })
        .check(z.refine(isTimeZone, { error: ACCOUNT_MESSAGES.timeZoneInvalid })),
    ),
  ),
  dateFormat: z.optional(
    z.enum(DATE_FORMATS as unknown as [DateFormat, ...DateFormat[]], {
      error: ACCOUNT_MESSAGES.dateFormatInvalid,
    }),
  ),
});
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

const preference = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.optional(z.enum(values, { error: ACCOUNT_MESSAGES.preferenceInvalid }));

/**
 * `PUT /api/account/preferences`: the whole set (a name left out is the brand's default). Only the
 * known names with their allowed values: anything else is refused, so what is stored stays small.
 */
export const preferencesSchema = z.strictObject(
  {
    preset: preference(PREFERENCE_OPTIONS.preset),
    radius: preference(PREFERENCE_OPTIONS.radius),
    font: preference(PREFERENCE_OPTIONS.font),
    density: preference(PREFERENCE_OPTIONS.density),
    contentWidth: preference(PREFERENCE_OPTIONS.contentWidth),
    layout: preference(PREFERENCE_OPTIONS.layout),
    theme: preference(PREFERENCE_OPTIONS.theme),
  },
  { error: ACCOUNT_MESSAGES.preferenceInvalid },
) satisfies z.ZodMiniType<AccountPreferences>;

/** `PUT /api/account/avatar`: the cropped image as a `data:` URL (JSON is what writes carry). */
export const avatarSchema = z.object({
  image: z.string({ error: ACCOUNT_MESSAGES.avatarType }).check(
    z.regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, {
      error: ACCOUNT_MESSAGES.avatarType,
    }),
  ),
});

/** `POST /api/auth/reauth`: the password again. */
export const reauthSchema = z.object({ password });

/** `POST /api/account/password`: the current password and a new one under sign-up's rules. */
export const changePasswordSchema = z.object({
  currentPassword: password,
  newPassword: signupSchema.shape.password,
});

/** `POST /api/account/email`: the new address a confirmation link goes to. */
export const changeEmailSchema = z.object({ email });

/** `POST /api/account/delete`: the account's email typed again, as the confirmation. */
export const deleteAccountSchema = z.object({ email });

/** A mailed link's token: 32 random bytes, base64url (anything else is an unknown token). */
export const emailTokenSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});
