import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` compares server/db/schema.ts with the last migration's snapshot and writes
// the next migration into server/migrations/.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/migrations',
});
