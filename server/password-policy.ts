/**
 * The sign-up password rule (NIST SP 800-63B: length, no composition rules): 12 to 1024
 * characters, not a common or easily guessed password, not built from the email. Shared by the
 * server, which has the last word, and the sign-up page, which loads it lazily for its strength
 * hint: no Node APIs, and zxcvbn with the language-common lists only (the English ones are too
 * big for a browser download).
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

import { AUTH_MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './contract/auth';

export type PasswordProblem =
  | typeof AUTH_MESSAGES.passwordRequired
  | typeof AUTH_MESSAGES.passwordLength
  | typeof AUTH_MESSAGES.passwordTooLong
  | typeof AUTH_MESSAGES.passwordFromEmail
  | typeof AUTH_MESSAGES.passwordCommon;

export type PasswordVerdict = {
  /** zxcvbn's 0–4 guessability score, for a strength hint (0 for an empty password). */
  score: 0 | 1 | 2 | 3 | 4;
  /** The first rule it breaks, as an `AUTH_MESSAGES` key; undefined when it is acceptable. */
  problem?: PasswordProblem;
};

/** zxcvbn's score from which a password is accepted. */
const MIN_SCORE = 3;

/**
 * zxcvbn scores this many leading characters. Its matching grows much faster than the length
 * (a 256-character l33t-heavy string takes half a second, on the server's one thread); 64
 * characters that are not yet strong make a weak password whatever follows.
 */
const SCORED_LENGTH = 64;

/**
 * Local-part pieces shorter than this are not given to zxcvbn: one or two letters match inside
 * almost any password and would make the email rule refuse ordinary ones.
 */
const MIN_PIECE_LENGTH = 3;

/** The compacted local part must be this long to be looked for inside the password. */
const MIN_LOCAL_LENGTH = 4;

let zxcvbn: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes tens of milliseconds. */
function estimator(): ZxcvbnFactory {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    // Each scored character may be two UTF-16 units (zxcvbn cuts by units).
    maxLength: SCORED_LENGTH * 2,
    // Fewer l33t variants (100 by default) cut the worst case about fivefold and still find the
    // usual substitutions (p@$$w0rd).
    l33tMaxSubstitutions: 20,
  });
  return zxcvbn;
}

/** Lower case, letters and digits only: `Ada.Lovelace-99` → `adalovelace99`. */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** The email's local part and its pieces (split on . _ - + and digits), as zxcvbn user inputs. */
function userInputs(local: string): string[] {
  const lower = local.toLowerCase();
  const pieces = lower.split(/[._\-+\d]+/).filter((piece) => piece.length >= MIN_PIECE_LENGTH);
  return [...new Set([lower, ...pieces])].filter(Boolean);
}

/**
 * Whether `password` is the email's name dressed up. Either the compacted password contains the
 * compacted local part (at least 4 letters/digits: `adalovelace2024!`), or zxcvbn's cheapest
 * reading of it spends at least half of its characters on matches of the email's local part or
 * its pieces (`lovelace-ada-1`): the rest then adds too little to a guess an attacker who knows
 * the address makes first.
 */
function isFromEmail(
  password: string,
  local: string,
  sequence: ReadonlyArray<{ token: string; dictionaryName?: unknown }>,
  scoredUnits: number,
): boolean {
  const name = compact(local);
  if (name.length >= MIN_LOCAL_LENGTH && compact(password).includes(name)) return true;
  const fromInputs = sequence
    .filter((match) => match.dictionaryName === 'userInputs')
    .reduce((sum, match) => sum + match.token.length, 0);
  return scoredUnits > 0 && fromInputs * 2 >= scoredUnits;
}

/**
 * Judges a sign-up password for `email`. Lengths are counted in code points (an emoji is one
 * character), the password is taken as typed (spaces count). Rules are checked in this order:
 * required, length, too long, built from the email, common (score below 3).
 */
export function checkPassword(password: string, email: string): PasswordVerdict {
  if (password.length === 0) return { score: 0, problem: AUTH_MESSAGES.passwordRequired };
  const characters = Array.from(password);
  const scored = characters.slice(0, SCORED_LENGTH).join('');
  const at = email.lastIndexOf('@');
  const local = (at < 0 ? email : email.slice(0, at)).trim();
  const result = estimator().check(scored, userInputs(local));
  const score = result.score;

  if (characters.length < PASSWORD_MIN_LENGTH)
    return { score, problem: AUTH_MESSAGES.passwordLength };
  if (characters.length > PASSWORD_MAX_LENGTH)
    return { score, problem: AUTH_MESSAGES.passwordTooLong };
  if (isFromEmail(password, local, result.sequence, scored.length))
    return { score, problem: AUTH_MESSAGES.passwordFromEmail };
  if (score < MIN_SCORE) return { score, problem: AUTH_MESSAGES.passwordCommon };
  return { score };
}
