// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { AUTH_MESSAGES, ROLES } from './auth';
import { fieldErrors } from './errors';
import { can, USER_MESSAGES, type UserAction } from './users';
import { userCreateSchema, userPatchSchema } from './users-schemas';

describe('contract module', () => {
  it.each([
    ...readdirSync(new URL('./', import.meta.url), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    ),
    '../prng.ts',
  ])('%s imports nothing the browser cannot bundle (the front end imports it)', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)';$/gm)].map((m) => m[1]);
    // A module in a layer's folder (demo/) imports its siblings there, or the contract's own.
    const sibling = file.includes('/') ? /^\.\.?\/[\w-]+$/ : /^\.\/[\w-]+$/;
    expect(
      imports.every(
        (name) => name === 'zod/mini' || sibling.test(name ?? '') || name === '../demo-accounts',
      ),
    ).toBe(true);
  });

  // The shell, the route loaders and the list pages import these: the schema library stays with
  // the server and the forms that validate (`*-schemas.ts`).
  it.each([
    'account.ts',
    'auth.ts',
    'errors.ts',
    'list-query.ts',
    'mail.ts',
    'members.ts',
    'preferences.ts',
    'resource.ts',
    'text.ts',
    'two-factor.ts',
    'users.ts',
  ])('%s holds no zod and imports no schemas module', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)';/g)].map((m) => m[1]);
    expect(imports.filter((name) => /^zod|-schemas$/.test(name ?? ''))).toEqual([]);
  });

  it('names every message key under users.validation or auth.validation', () => {
    for (const key of Object.values(USER_MESSAGES)) expect(key).toMatch(/^users\.validation\.\w+$/);
    for (const key of Object.values(AUTH_MESSAGES)) expect(key).toMatch(/^auth\.validation\.\w+$/);
  });

  it('lets editors and admins write, only admins delete and restore, everyone signed in read history', () => {
    const table = Object.fromEntries(
      ROLES.map((role) => [
        role,
        (['create', 'edit', 'delete', 'restore', 'history'] as UserAction[]).filter((action) =>
          can(role, action),
        ),
      ]),
    );
    expect(table).toEqual({
      admin: ['create', 'edit', 'delete', 'restore', 'history'],
      editor: ['create', 'edit', 'history'],
      viewer: ['history'],
    });
    expect(can(null, 'history')).toBe(false);
  });

  it('gives a form the same field keys as the server: first problem per field, dotted paths', () => {
    const result = userCreateSchema.safeParse({ name: '', email: '', score: 'x' });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        name: 'users.validation.nameRequired',
        email: 'users.validation.emailRequired',
        score: 'users.validation.scoreInteger',
        'address.city': 'users.validation.cityRequired',
        'address.country': 'users.validation.countryRequired',
      });
  });

  it('trims and lower-cases on parse; a patch may carry any subset of fields', () => {
    expect(
      userCreateSchema.parse({
        name: ' Zoë <b> ',
        email: ' Zoe@Example.COM ',
        score: 0,
        address: { city: ' Oslo', country: 'Norway ' },
        id: 7,
      }),
    ).toEqual({
      name: 'Zoë <b>',
      email: 'zoe@example.com',
      score: 0,
      address: { city: 'Oslo', country: 'Norway' },
    });
    expect(userPatchSchema.parse({ version: 3, address: { country: 'Chile' } })).toEqual({
      version: 3,
      address: { country: 'Chile' },
    });
  });
});
