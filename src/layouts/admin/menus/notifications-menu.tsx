import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { FeedMenu } from './feed-menu';
import type { TopBarMenuProps } from './top-bar-button';
import type { TopBarFeed, TopBarNotification } from './top-bar-feeds';

/** The top bar's Notifications menu: the app's notification feed (see app-top-bar-feeds.ts). */
export function NotificationsMenu({
  feed,
  ...props
}: TopBarMenuProps & { feed: TopBarFeed<TopBarNotification> }) {
  const { t } = useTranslation();
  return (
    <FeedMenu
      feed={feed}
      label={t('navbar.notifications')}
      icon={<Bell aria-hidden />}
      empty={t('navbar.notificationsMenu.empty')}
      seeAll={t('navbar.notificationsMenu.all')}
      {...props}
    />
  );
}
