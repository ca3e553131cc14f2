import { sql } from 'drizzle-orm';

import { existingEmails, insertAccount } from './auth-store';
import type { Db } from './db/client';
import { users } from './db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedDemoOrders } from './demo/orders-seed'; // demo
import { hashPassword, type ScryptCost } from './passwords';
import { generateDemoUsers, type DemoUserRecord } from './seed';

export type SeedResult = { people: number; accounts: number };

/**
 * The cost of the demo accounts' hashes. Their password is public (the sign-in page shows it), so
 * a costly hash protects nothing and would cost every demo sign-in some 0.4 s of a core; a password
 * set later (a changed one, a new account) is hashed at the server's own cost.
 */
export const DEMO_SCRYPT_COST: ScryptCost = { N: 2 ** 12, r: 8, p: 1 };

/**
 * The demo data: 5 000 deterministic people in the users resource (only while it has no rows at
 * all, so nothing a person made is ever mixed with them) and the three demo accounts that are
 * missing, with the public password `tessera-demo` (hashed at `DEMO_SCRYPT_COST`). `npm start`,
 * `npm run preview` and the tests seed; `npm run serve` only with `SEED_DEMO=1`, so a production
 * database never gets them.
 * Safe to run twice, and by two instances at once.
 */
export async function seedDemo(
  db: Db,
  {
    scryptCost = DEMO_SCRYPT_COST,
    people = () => generateDemoUsers(),
  }: { scryptCost?: ScryptCost | undefined; people?: () => DemoUserRecord[] } = {},
): Promise<SeedResult> {
  let addedPeople = 0;
  const [anyone] = await db.select({ id: users.id }).from(users).limit(1);
  if (!anyone) {
    const rows = people();
    const inserted = await db
      .insert(users)
      .values(
        rows.map(({ id, name, email, city, country, score }) => ({
          id,
          name,
          email,
          city,
          country,
          score,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    addedPeople = inserted.length;
    // The seeded rows carry their ids: new users must take theirs above the highest.
    await db.execute(
      sql`SELECT setval(pg_get_serial_sequence('users', 'id'), GREATEST((SELECT max(id) FROM users), 1))`,
    );
    // Fresh statistics, so the planner uses the indexes from the first request on.
    await db.execute(sql`ANALYZE users`);
  }
  await seedDemoOrders(db); // demo
  const present = await existingEmails(
    db,
    DEMO_ACCOUNTS.map((account) => account.email),
  );
  let addedAccounts = 0;
  for (const account of DEMO_ACCOUNTS.filter((demo) => !present.has(demo.email))) {
    const created = await insertAccount(db, {
      ...account,
      passwordHash: await hashPassword(DEMO_PASSWORD, scryptCost),
    });
    if (created) addedAccounts += 1;
  }
  return { people: addedPeople, accounts: addedAccounts };
}
