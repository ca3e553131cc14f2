import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { pathTo } from '@/config/routes';

/** What an entry's `onOpen` is given by the top bar. */
type Shell = { toast: (text: string) => void };

/**
 * The demo's top bar feeds: two messages and three notifications, all unread. Choosing one says
 * what a real app would do, except the upload, which opens the typography page. Shaped as the top
 * bar's `TopBarFeeds` (src/layouts/admin/menus/top-bar-feeds.ts): demo data does not import the
 * layouts, so the line that plugs this hook in (app-top-bar-feeds.ts) is where the shape is checked.
 */
export function useDemoTopBarFeeds() {
  const { t } = useTranslation();
  return useMemo(() => {
    const say =
      (text: string) =>
      ({ toast }: Shell) =>
        toast(text);
    return {
      messages: {
        items: ['Oleg M', 'Andrei H'].map((name) => ({
          id: `message-${name}`,
          text: t('navbar.messagesMenu.new', { name }),
          unread: true,
          onOpen: say(t('navbar.messagesMenu.openDemo', { name })),
        })),
        all: { onOpen: say(t('navbar.messagesMenu.allDemo')) },
      },
      notifications: {
        items: [
          {
            id: 'sent-message',
            text: t('navbar.notificationsMenu.sentMessage', { name: 'Vasily S' }),
            unread: true,
            onOpen: say(t('navbar.notificationsMenu.sentMessageDemo', { name: 'Vasily S' })),
          },
          {
            id: 'uploaded-zip',
            text: t('navbar.notificationsMenu.uploadedZip', {
              name: 'Oleg M',
              type: t('navbar.notificationsMenu.typographyComponent'),
            }),
            unread: true,
            href: pathTo('typography'),
          },
          {
            id: 'started-topic',
            text: t('navbar.notificationsMenu.startedTopic', { name: 'Andrei H' }),
            unread: true,
            onOpen: say(t('navbar.notificationsMenu.startedTopicDemo', { name: 'Andrei H' })),
          },
        ],
        all: { onOpen: say(t('navbar.notificationsMenu.allDemo')) },
      },
    };
  }, [t]);
}
