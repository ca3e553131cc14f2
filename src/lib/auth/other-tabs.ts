import { session } from '../session';

/** The channel's name: one per app origin, shared by its tabs and windows. */
export const SESSION_CHANNEL = 'tessera.session';

/**
 * Keeps this tab's account in step with the browser's other tabs. They share one session cookie:
 * signing out (or in as someone else) in one tab changes who every other tab acts as, while those
 * still show the previous account's pages and unsaved input. Each change of account is said on a
 * `BroadcastChannel`; a tab that hears of an account other than its own asks the server who is
 * signed in (`refresh`), and the app follows as it does for a session that ends. The message is
 * the new account's email only, to tell news from the echo of its own change.
 */
export function followOtherTabs(refresh: () => Promise<unknown>): () => void {
  if (typeof BroadcastChannel !== 'function') return () => undefined;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const stop = session.onChange((before, after) => {
    if (before?.email !== after?.email) channel.postMessage(after?.email ?? null);
  });
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const known = session.get();
    if (known === undefined || event.data === (known?.email ?? null)) return;
    void refresh().catch(() => undefined);
  };
  return () => {
    stop();
    channel.close();
  };
}
