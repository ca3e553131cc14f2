// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { session, type Account } from '../session';
import { followOtherTabs, SESSION_CHANNEL } from './other-tabs';

const ADA: Account = { email: 'ada@example.com', name: 'Ada', role: 'admin' };
const BOB: Account = { email: 'bob@example.com', name: 'Bob', role: 'viewer' };

const opened: (() => void)[] = [];
afterEach(() => opened.splice(0).forEach((close) => close()));

/** Another tab of the same browser: a channel of the same name. */
function otherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  opened.push(() => channel.close());
  return { channel, heard };
}

// Its own module graph: the session starts "not known yet", as on a page load.
describe('followOtherTabs', () => {
  it('tells the other tabs when this one signs out or in as someone else, not when an account is edited', async () => {
    const other = otherTab();
    opened.push(followOtherTabs(() => Promise.resolve()));

    session.set(ADA);
    session.set({ ...ADA, name: 'Ada L.' });
    session.set(null);
    session.set(BOB);

    // A channel delivers later, in the order posted.
    await vi.waitFor(() => expect(other.heard).toHaveLength(2));
    expect(other.heard).toEqual([null, BOB.email]);
  });

  it('asks who is signed in when another tab names another account, not for its own echo', async () => {
    session.set(ADA);
    const refresh = vi.fn(() => Promise.resolve());
    opened.push(followOtherTabs(refresh));
    const other = otherTab();

    // Delivered in the order posted: once the second has been acted on, the first was ignored.
    other.channel.postMessage(ADA.email);
    other.channel.postMessage(null);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(refresh).toHaveBeenCalledTimes(1);

    other.channel.postMessage(BOB.email);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2));
  });

  it('asks who is signed in when the browser brings the page back from its back/forward cache', () => {
    session.set(ADA);
    const refresh = vi.fn(() => Promise.resolve());
    opened.push(followOtherTabs(refresh));

    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(refresh).not.toHaveBeenCalled();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('a refresh that fails is not an unhandled rejection', async () => {
    session.set(ADA);
    const refresh = vi.fn(() => Promise.reject(new Error('offline')));
    opened.push(followOtherTabs(refresh));
    otherTab().channel.postMessage(null);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });
});
