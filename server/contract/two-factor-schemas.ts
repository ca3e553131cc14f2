/** The bodies the two-factor endpoints accept, as zod schemas shared by the server and the forms. */
import { z } from 'zod/mini';

import { PASSWORD_MAX_LENGTH } from './auth';
import { isWellFormedText } from './text';
import { normaliseTwoFactorCode, TWO_FACTOR_MESSAGES } from './two-factor';

const CODE_MAX_LENGTH = 64;

/** An app's code or a recovery code (spaces and dashes ignored). */
const anyCode = z.string({ error: TWO_FACTOR_MESSAGES.codeRequired }).check(
  z.trim(),
  z.minLength(1, { error: TWO_FACTOR_MESSAGES.codeRequired }),
  z.maxLength(CODE_MAX_LENGTH, { error: TWO_FACTOR_MESSAGES.codeFormat }),
  z.refine((code) => normaliseTwoFactorCode(code) !== null, {
    error: TWO_FACTOR_MESSAGES.codeFormat,
  }),
);

/** Body of `POST /api/account/two-factor/enable`: the first code from the app. */
export const twoFactorEnableSchema = z.object({
  code: z.string({ error: TWO_FACTOR_MESSAGES.codeRequired }).check(
    z.trim(),
    z.minLength(1, { error: TWO_FACTOR_MESSAGES.codeRequired }),
    z.maxLength(CODE_MAX_LENGTH, { error: TWO_FACTOR_MESSAGES.codeFormat }),
    z.refine((code) => normaliseTwoFactorCode(code)?.kind === 'totp', {
      error: TWO_FACTOR_MESSAGES.codeFormat,
    }),
  ),
});

/** Body of `POST /api/auth/two-factor`: an app's code or a recovery code. */
export const twoFactorSignInSchema = z.object({ code: anyCode });

/** Body of `POST /api/account/two-factor/disable` and of a new set of recovery codes. */
export const twoFactorPasswordSchema = z.object({
  password: z
    .string({ error: TWO_FACTOR_MESSAGES.passwordRequired })
    .check(
      z.minLength(1, { error: TWO_FACTOR_MESSAGES.passwordRequired }),
      z.maxLength(PASSWORD_MAX_LENGTH, { error: TWO_FACTOR_MESSAGES.passwordWrong }),
      z.refine(isWellFormedText, { error: TWO_FACTOR_MESSAGES.passwordWrong }),
    ),
});
