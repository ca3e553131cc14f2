import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { FeedMenu } from './feed-menu';
import type { TopBarMenuProps } from './top-bar-button';
import type { TopBarFeed, TopBarMessage } from './top-bar-feeds';

/** The top bar's Messages menu: the app's message feed (see app-top-bar-feeds.ts). */
export function MessagesMenu({
  feed,
  ...props
}: TopBarMenuProps & { feed: TopBarFeed<TopBarMessage> }) {
  const { t } = useTranslation();
  return (
    <FeedMenu
      feed={feed}
      label={t('navbar.messages')}
      icon={<Mail aria-hidden />}
      empty={t('navbar.messagesMenu.empty')}
      seeAll={t('navbar.messagesMenu.all')}
      {...props}
    />
  );
}
