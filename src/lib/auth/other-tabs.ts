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
 *
 * A page the browser brings back from its back/forward cache was frozen meanwhile and heard none
 * of it: the session may have ended or changed hands while the reader was on another site, and the
 * restored page would go on showing the previous account's data. It asks too.
 */
export function followOtherTabs(refresh: () => Promise<unknown>): () => void {
  const ask = () => void refresh().catch(() => undefined);
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && session.get() !== undefined) ask();
  };
  window.addEventListener('pageshow', onPageShow);
  const channel =
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : undefined;
  const stop = session.onChange((before, after) => {
    if (before?.email !== after?.email) channel?.postMessage(after?.email ?? null);
  });
  if (channel) {
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const known = session.get();
      if (known !== undefined && event.data !== (known?.email ?? null)) ask();
    };
  }
  return () => {
    stop();
    channel?.close();
    window.removeEventListener('pageshow', onPageShow);
  };
}
