import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { isRouteName, pathTo } from '@/config/routes';
import {
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownSeparator,
  DropdownToggle,
} from '@/widgets/dropdown';

import { demoNotifications, type DemoNotification } from './demo-items';
import { showShellToast } from './shell-toast';
import { TopBarButton, UnreadDot, type TopBarMenuProps } from './top-bar-button';

function useNotificationText() {
  const { t } = useTranslation();
  return (item: DemoNotification) => {
    switch (item.name) {
      case 'sentMessage':
        return t('navbar.notificationsMenu.sentMessage', { name: item.details.name });
      case 'uploadedZip':
        return t('navbar.notificationsMenu.uploadedZip', {
          name: item.details.name,
          type: t(`navbar.notificationsMenu.${item.details.type}`),
        });
      case 'startedTopic':
        return t('navbar.notificationsMenu.startedTopic', { name: item.details.name });
    }
  };
}

/** What choosing a demo notification does: the upload opens its component's page, the rest explain. */
function useOpenNotification() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (item: DemoNotification) => {
    switch (item.name) {
      case 'sentMessage':
        return showShellToast(
          t('navbar.notificationsMenu.sentMessageDemo', { name: item.details.name }),
        );
      case 'uploadedZip':
        return void navigate(pathTo(isRouteName(item.opens) ? item.opens : 'dashboard'));
      case 'startedTopic':
        return showShellToast(
          t('navbar.notificationsMenu.startedTopicDemo', { name: item.details.name }),
        );
    }
  };
}

export function NotificationsMenu({ defaultOpen, container }: TopBarMenuProps) {
  const { t } = useTranslation();
  const text = useNotificationText();
  const open = useOpenNotification();
  return (
    <Dropdown defaultOpen={defaultOpen}>
      <DropdownToggle asChild>
        <TopBarButton label={t('navbar.notifications')}>
          <Bell aria-hidden />
          <UnreadDot />
        </TopBarButton>
      </DropdownToggle>
      <DropdownContent tone="shell" align="end" className="w-80" container={container}>
        <DropdownLabel>{t('navbar.notifications')}</DropdownLabel>
        {demoNotifications.map((item) => (
          <DropdownItem key={item.name} className="items-start" onSelect={() => open(item)}>
            <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
            <span className="whitespace-normal">{text(item)}</span>
          </DropdownItem>
        ))}
        <DropdownSeparator />
        <DropdownItem
          className="justify-center font-semibold text-primary"
          onSelect={() => showShellToast(t('navbar.notificationsMenu.allDemo'))}
        >
          {t('navbar.notificationsMenu.all')}
        </DropdownItem>
      </DropdownContent>
    </Dropdown>
  );
}
