import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate --config server/demo/drizzle.config.ts` compares server/demo/schema.ts
// with the last demo migration's snapshot and writes the next one into server/demo/migrations/.
// The template's tables are not the demo's to change: the filter keeps drizzle-kit to `demo_*`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/demo/schema.ts',
  out: './server/demo/migrations',
  tablesFilter: ['demo_*'],
  migrations: { table: '__drizzle_demo_migrations', schema: 'drizzle' },
});
