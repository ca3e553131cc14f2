import type { Role } from './contract/auth';

/** Password of the three seeded demo accounts. */
export const DEMO_PASSWORD = 'tessera-demo';

/** The accounts the demo API seeds, one per role (sign-up creates viewers). */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; name: string; role: Role }> = [
  { email: 'admin@example.com', name: 'Ada Admin', role: 'admin' },
  { email: 'editor@example.com', name: 'Eddie Editor', role: 'editor' },
  { email: 'viewer@example.com', name: 'Vera Viewer', role: 'viewer' },
];

export const isDemoAccount = (email: string) => DEMO_ACCOUNTS.some((demo) => demo.email === email);
