import type { Account } from '@/lib/session';

/** A signed-in viewer for tests of the pages and dialogs that read the account. */
export const SAM: Account = {
  email: 'sam@example.com',
  name: 'Sam Sample',
  role: 'viewer',
  emailVerified: true,
  avatarUrl: null,
  timeZone: null,
  dateFormat: 'auto',
};
