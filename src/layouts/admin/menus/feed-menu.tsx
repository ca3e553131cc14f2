import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

import { cn } from '@/lib/cn';
import {
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownSeparator,
  DropdownToggle,
} from '@/widgets/dropdown';

import { showShellToast } from './shell-toast';
import { TopBarButton, UnreadDot, type TopBarMenuProps } from './top-bar-button';
import type { TopBarAction, TopBarFeed } from './top-bar-feeds';

export interface FeedMenuProps extends TopBarMenuProps {
  /** The entries to list, and where "See all" leads. */
  feed: TopBarFeed;
  /** The button's accessible name and the menu's heading. */
  label: string;
  /** The button's icon. */
  icon: ReactNode;
  /** What the menu says when the feed is empty. */
  empty: string;
  /** The text of the last entry, shown when the feed has `all`. */
  seeAll: string;
}

/** A top bar menu listing a feed (messages, notifications): a dot on its button while any entry is unread. */
export function FeedMenu({
  feed,
  label,
  icon,
  empty,
  seeAll,
  defaultOpen,
  container,
}: FeedMenuProps) {
  const navigate = useNavigate();
  const open = (action: TopBarAction) => {
    action.onOpen?.({ toast: showShellToast });
    if (action.href) void navigate(action.href);
  };
  return (
    <Dropdown defaultOpen={defaultOpen}>
      <DropdownToggle asChild>
        <TopBarButton label={label}>
          {icon}
          {feed.items.some((item) => item.unread) && <UnreadDot />}
        </TopBarButton>
      </DropdownToggle>
      {/* A set width: the entries' text is the app's, of any length, and wraps. */}
      <DropdownContent tone="shell" align="end" className="w-80" container={container}>
        <DropdownLabel>{label}</DropdownLabel>
        {feed.items.length === 0 ? (
          // A disabled item rather than bare text: a menu announces its items, and this one says
          // there is nothing, without taking focus.
          <DropdownItem disabled className="data-disabled:opacity-80!">
            {empty}
          </DropdownItem>
        ) : (
          feed.items.map((item) => (
            <DropdownItem
              key={item.id}
              data-unread={item.unread ? '' : undefined}
              className="items-start"
              onSelect={() => open(item)}
            >
              <span
                aria-hidden
                className={cn(
                  'mt-1.5 size-2 shrink-0 rounded-full',
                  item.unread && 'forced-fill bg-primary',
                )}
              />
              <span className="whitespace-normal">{item.text}</span>
            </DropdownItem>
          ))
        )}
        {feed.all && (
          <>
            <DropdownSeparator />
            <DropdownItem
              className="justify-center font-semibold text-primary"
              onSelect={() => open(feed.all!)}
            >
              {seeAll}
            </DropdownItem>
          </>
        )}
      </DropdownContent>
    </Dropdown>
  );
}
