import { insertAccount, updateAccount } from './auth-store';
import { loginSchema } from './contract/auth-schemas';
import type { Db } from './db/client';
import { checkPassword } from './password-policy';
import { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost } from './passwords';

export type CreateAdminResult = { ok: true; message: string } | { ok: false; message: string };

/** What the policy's message keys mean, for a terminal. */
const PASSWORD_PROBLEMS: Record<string, string> = {
  'auth.validation.passwordRequired': 'The password is empty.',
  'auth.validation.passwordLength': 'Use at least 12 characters.',
  'auth.validation.passwordTooLong': 'Use at most 1024 characters.',
  'auth.validation.passwordCommon':
    'That password is too common or too easy to guess; add words of your own.',
  'auth.validation.passwordFromEmail': 'The password must not be built from the email address.',
  'auth.validation.invalidCharacters': 'The password holds characters that are not text.',
};

/**
 * The first administrator of a deployment (and the way back in for one who forgot the password):
 * creates the account with the admin role, or gives an existing account that role and this
 * password. The password follows the sign-up rules.
 */
export async function createAdmin(
  db: Db,
  {
    email: rawEmail,
    name,
    password,
    scryptCost = DEFAULT_SCRYPT_COST,
  }: { email: string; name?: string; password: string; scryptCost?: ScryptCost },
): Promise<CreateAdminResult> {
  const parsed = loginSchema.shape.email.safeParse(rawEmail);
  if (!parsed.success) return { ok: false, message: `"${rawEmail}" is not an email address.` };
  const email = parsed.data;
  const trimmedName = name?.trim() || email.slice(0, email.indexOf('@'));
  const { problem } = checkPassword(password, email);
  if (problem)
    return { ok: false, message: PASSWORD_PROBLEMS[problem] ?? 'That password is not allowed.' };
  const passwordHash = await hashPassword(password, scryptCost);
  const created = await insertAccount(db, {
    email,
    name: trimmedName,
    role: 'admin',
    passwordHash,
  });
  if (created) return { ok: true, message: `Created the administrator ${email}.` };
  await updateAccount(db, email, {
    role: 'admin',
    passwordHash,
    ...(name ? { name: trimmedName } : {}),
  });
  return {
    ok: true,
    message: `${email} already had an account: it is now an administrator, with the new password.`,
  };
}

/** Reads the password: asked twice, hidden, on a terminal; else the first line of standard input. */
export async function readPassword(
  input: NodeJS.ReadStream = process.stdin,
  output: NodeJS.WriteStream = process.stdout,
): Promise<string> {
  if (!input.isTTY) {
    let text = '';
    for await (const chunk of input) text += String(chunk);
    return text.split(/\r?\n/)[0] ?? '';
  }
  const first = await askHidden('Password for the administrator: ', input, output);
  const second = await askHidden('The same password again: ', input, output);
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

/** One line typed without echo (raw mode); Ctrl+C aborts. */
function askHidden(
  question: string,
  input: NodeJS.ReadStream,
  output: NodeJS.WriteStream,
): Promise<string> {
  output.write(question);
  return new Promise((resolve, reject) => {
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = Array.from(typed).slice(0, -1).join('');
        else typed += char;
      }
    };
    input.on('data', onData);
  });
}
