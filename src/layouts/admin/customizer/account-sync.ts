import { apiRequest } from '@/lib/api';
import { parsePreferences, usePreferences, type PreferencesState } from '@/lib/preferences';
import { isThemeChoice, type ThemeChoice } from '@/lib/theme';
import { useAppStore } from '@/store/app-store';
import type { AccountPreferences } from '@contract/account';

/** How long the choices must rest before they are saved: a run of clicks is one request. */
export const SAVE_DELAY_MS = 500;

interface Store<State> {
  getState: () => State;
  subscribe: (listener: (state: State, previous: State) => void) => () => void;
}

export interface SyncOptions {
  /** Sends the whole set to the account; a rejection leaves the local choices as they are. */
  save: (preferences: AccountPreferences) => Promise<unknown>;
  /** Put the account's saved set in effect first (false: this page already has the person's). @default true */
  apply?: boolean;
  preferences?: Store<PreferencesState>;
  app?: Store<{ themeChoice: ThemeChoice; setTheme: (choice: ThemeChoice) => void }>;
  /** @default SAVE_DELAY_MS */
  delay?: number;
}

/** The same set written the same way, whatever order the names were chosen in. */
const keyOf = (preferences: AccountPreferences) =>
  JSON.stringify(Object.entries(preferences).sort(([a], [b]) => (a < b ? -1 : 1)));

/**
 * Keeps the signed-in account's appearance and this browser's in step: first the account's saved
 * set (choices and theme) replaces the local one, then every change is saved, debounced. Only
 * choices travel (not the brand's defaults), so a changed default still reaches everyone who did
 * not choose. Signing in never writes this browser's choices into an account by itself (on a
 * shared computer they may be someone else's): only a change made while signed in is saved. A
 * failed save changes nothing here; the next change sends the whole set again. Returns the
 * function that stops it.
 */
export function startPreferencesSync(
  saved: AccountPreferences | null,
  {
    save,
    apply = true,
    preferences = usePreferences,
    app = useAppStore,
    delay = SAVE_DELAY_MS,
  }: SyncOptions,
): () => void {
  const current = (): AccountPreferences => {
    const theme = app.getState().themeChoice;
    return { ...preferences.getState().choices, ...(theme !== 'system' && { theme }) };
  };

  let lastSaved: string | undefined;
  if (saved && apply) {
    preferences.getState().replaceChoices(parsePreferences(saved));
    const theme = isThemeChoice(saved.theme) ? saved.theme : 'system';
    if (app.getState().themeChoice !== theme) app.getState().setTheme(theme);
  }
  if (saved) lastSaved = keyOf(saved);

  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let again = false;
  let stopped = false;

  const flush = () => {
    timer = undefined;
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    const body = current();
    const key = keyOf(body);
    if (key === lastSaved) return;
    inFlight = true;
    save(body)
      .then(
        () => {
          lastSaved = key;
        },
        () => undefined,
      )
      .finally(() => {
        inFlight = false;
        if (again) {
          again = false;
          flush();
        }
      });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, delay);
  };

  const stops = [
    preferences.subscribe((state, previous) => {
      if (state.choices !== previous.choices) schedule();
    }),
    app.subscribe((state, previous) => {
      if (state.themeChoice !== previous.themeChoice) schedule();
    }),
  ];

  return () => {
    stopped = true;
    clearTimeout(timer);
    for (const stop of stops) stop();
  };
}

/** The accounts whose saved set this page has put in effect already. */
const appliedFor = new Set<string>();

/**
 * Syncs the signed-in account's preferences through `PUT /api/account/preferences`. The saved
 * set is put in effect once per page load and account: after that this page's choices are the
 * newer ones. `signedOut` (on stop) forgets the account, so signing in again applies it again.
 */
export function syncAccountPreferences(account: {
  email: string;
  preferences?: AccountPreferences | null;
}): (signedOut: boolean) => void {
  const stop = startPreferencesSync(account.preferences ?? null, {
    apply: !appliedFor.has(account.email),
    save: (body) => apiRequest('/api/account/preferences', { method: 'PUT', body }),
  });
  appliedFor.add(account.email);
  return (signedOut) => {
    stop();
    if (signedOut) appliedFor.delete(account.email);
  };
}
