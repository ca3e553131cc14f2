import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/test/render';

import { MessagesMenu } from './messages-menu';
import { useAppTopBarFeeds } from './no-top-bar-feeds';
import { NotificationsMenu } from './notifications-menu';
import { NO_TOP_BAR_FEEDS, type TopBarFeed, type TopBarShell } from './top-bar-feeds';

const unreadDot = (name: string) =>
  screen.getByRole('button', { name }).querySelector('[data-slot="unread-dot"]');

describe('top bar feed menus', () => {
  it("the template's feeds are empty", () => {
    expect(useAppTopBarFeeds()).toEqual({ messages: { items: [] }, notifications: { items: [] } });
  });

  it('with nothing to list they say so, offer no "See all" and show no unread dot', async () => {
    const { user } = renderWithRouter(
      <>
        <MessagesMenu feed={NO_TOP_BAR_FEEDS.messages} />
        <NotificationsMenu feed={NO_TOP_BAR_FEEDS.notifications} />
      </>,
    );
    expect(unreadDot('Messages')).toBeNull();
    expect(unreadDot('Notifications')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Messages' }));
    const messages = await screen.findByRole('menu');
    expect(within(messages).getAllByRole('menuitem')).toHaveLength(1);
    expect(within(messages).getByRole('menuitem', { name: 'No messages' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const notifications = await screen.findByRole('menu');
    expect(within(notifications).getAllByRole('menuitem')).toHaveLength(1);
    expect(
      within(notifications).getByRole('menuitem', { name: 'No notifications' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('list their entries; choosing one runs its onOpen with the shell, or goes to its href', async () => {
    const onOpen = vi.fn<(shell: TopBarShell) => void>();
    const onAll = vi.fn();
    const feed: TopBarFeed = {
      items: [
        { id: 'a', text: 'Ada replied', unread: true, onOpen },
        { id: 'b', text: 'Build finished', href: '/builds/7' },
      ],
      all: { onOpen: onAll },
    };
    const { user, router } = renderWithRouter(<NotificationsMenu feed={feed} />, {
      routes: [{ path: '/builds/7', element: <p>Build 7</p> }],
    });
    expect(unreadDot('Notifications')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Ada replied', 'Build finished', 'See all notifications']);
    expect(within(menu).getByRole('menuitem', { name: 'Ada replied' })).toHaveAttribute(
      'data-unread',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Build finished' })).not.toHaveAttribute(
      'data-unread',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Ada replied' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]?.[0].toast).toBeTypeOf('function');

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('menuitem', { name: 'See all notifications' }));
    expect(onAll).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Build finished' }));
    expect(await screen.findByText('Build 7')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/builds/7');
  });

  it('show the unread dot only while an entry is unread', () => {
    const read: TopBarFeed = { items: [{ id: 'a', text: 'Old news' }] };
    const unread: TopBarFeed = {
      items: [
        { id: 'a', text: 'Old news' },
        { id: 'b', text: 'New', unread: true },
      ],
    };
    renderWithRouter(
      <>
        <MessagesMenu feed={read} />
        <NotificationsMenu feed={unread} />
      </>,
    );
    expect(unreadDot('Messages')).toBeNull();
    expect(unreadDot('Notifications')).not.toBeNull();
  });
});
