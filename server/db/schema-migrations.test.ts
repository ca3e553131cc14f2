// @vitest-environment node
import { readFileSync } from 'node:fs';
import * as drizzleKit from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';

import * as schema from './schema';

/** A drizzle-kit snapshot: the schema as of one migration, `id` naming it. */
type Snapshot = { id: string };

// drizzle-kit's declarations are written against zod 3, which this project does not have, so their
// types do not resolve here: these two functions are named with the types they take and give.
const { generateDrizzleJson, generateMigration } = drizzleKit as unknown as {
  generateDrizzleJson: (tables: Record<string, unknown>, previousId: string) => Snapshot;
  generateMigration: (previous: Snapshot, current: Snapshot) => Promise<string[]>;
};

const migrations = new URL('../migrations/', import.meta.url);
const readJson = <T>(path: string) =>
  JSON.parse(readFileSync(new URL(path, migrations), 'utf8')) as T;

describe('the migrations', () => {
  // A change to schema.ts reaches a database only through a migration. Some changes come from
  // elsewhere: a CHECK lists a contract's values (ACCOUNT_LANGUAGES, ROLES …), so adding a
  // language or a role changes the schema without touching this file.
  it('have one for every change to the schema (else: npm run db:generate)', async () => {
    const journal = readJson<{ entries: Array<{ idx: number }> }>('meta/_journal.json');
    const last = String(journal.entries.at(-1)?.idx ?? 0).padStart(4, '0');
    const snapshot = readJson<Snapshot>(`meta/${last}_snapshot.json`);
    const current = generateDrizzleJson(schema, snapshot.id);
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });
});
