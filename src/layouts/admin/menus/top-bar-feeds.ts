import type { ReactNode } from 'react';

/** What an entry's `onOpen` may use of the shell. */
export interface TopBarShell {
  /** Shows a short notice in the shell's toaster. */
  toast: (text: ReactNode) => void;
}

/** What choosing an entry does: `onOpen` runs first, then the app goes to `href`. */
export interface TopBarAction {
  /** An in-app path the entry opens (`/admin/…`). */
  href?: string;
  /** Called when the entry is chosen. */
  onOpen?: (shell: TopBarShell) => void;
}

/** One entry of a top bar feed. */
export interface TopBarFeedItem extends TopBarAction {
  /** Unique within its feed. */
  id: string;
  /** What the menu shows, already in the reader's language. */
  text: string;
  /** Marks the entry, and puts a dot on its menu's button. @default false */
  unread?: boolean;
}

/** One entry of the Messages menu. */
export type TopBarMessage = TopBarFeedItem;
/** One entry of the Notifications menu. */
export type TopBarNotification = TopBarFeedItem;

/** What one top bar menu lists. */
export interface TopBarFeed<Item extends TopBarFeedItem = TopBarFeedItem> {
  /** The entries, newest first; none makes the menu say so. */
  items: readonly Item[];
  /** Where the menu's last entry, "See all …", leads; without it there is no such entry. */
  all?: TopBarAction;
}

/** What the Messages and Notifications menus list (see `useAppTopBarFeeds`). */
export interface TopBarFeeds {
  messages: TopBarFeed<TopBarMessage>;
  notifications: TopBarFeed<TopBarNotification>;
}

/** Nothing to list: the menus say "No messages" and "No notifications". */
export const NO_TOP_BAR_FEEDS: TopBarFeeds = {
  messages: { items: [] },
  notifications: { items: [] },
};
