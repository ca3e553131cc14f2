import { useSyncExternalStore } from 'react';

import type { AccountPreferences, DateFormat } from '@contract/account';
import type { AccountLanguage, Role } from '@contract/auth';

export type { Role };

/** The signed-in person, as every screen sees them. */
export interface Account {
  email: string;
  name: string;
  role: Role;
  /** False until the sign-up address is verified; absent where a back end cannot tell. */
  emailVerified?: boolean;
  /** The avatar's URL; null or absent: none. */
  avatarUrl?: string | null;
  /** The account's language (the interface follows it). */
  language?: AccountLanguage;
  /** An IANA time zone dates are shown in; null or absent: the browser's. */
  timeZone?: string | null;
  dateFormat?: DateFormat;
  /** The appearance saved on the account (null: none); absent where a back end keeps none. */
  preferences?: AccountPreferences | null;
}

/**
 * Who is signed in, known to the whole app. `undefined` until the auth module has asked (the
 * session lives in an HttpOnly cookie the page cannot read), then the account or `null`. Kept
 * apart from the auth module so the shell can read it without loading that module.
 */
let current: Account | null | undefined;
const listeners = new Set<() => void>();

export const session = {
  get: (): Account | null | undefined => current,
  set: (account: Account | null) => {
    if (account === current) return;
    current = account;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Calls `listener` with the account before and after each change between known values (signing
   * in or out, a session that ends, an edited account). Not on the first answer, from "not known
   * yet": whoever needed it was waiting for it.
   */
  onChange: (listener: (before: Account | null, after: Account | null) => void): (() => void) => {
    let before = current;
    return session.subscribe(() => {
      const after = current;
      if (before !== undefined && after !== undefined) listener(before, after);
      before = after;
    });
  },
};

/** The signed-in account (`null`: nobody; `undefined`: not known yet), re-rendering on change. */
export function useAccount(): Account | null | undefined {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
