import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownSeparator,
  DropdownToggle,
} from '@/widgets/dropdown';
import { demoNotifications, type DemoNotification } from './demo-items';
import { TopBarButton, UnreadDot } from './top-bar-button';

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

export function NotificationsMenu() {
  const { t } = useTranslation();
  const text = useNotificationText();
  return (
    <Dropdown>
      <DropdownToggle asChild>
        <TopBarButton label={t('navbar.notifications')}>
          <Bell aria-hidden />
          <UnreadDot />
        </TopBarButton>
      </DropdownToggle>
      <DropdownContent tone="shell" align="end" className="w-80">
        <DropdownLabel>{t('navbar.notifications')}</DropdownLabel>
        {demoNotifications.map((item) => (
          <DropdownItem key={item.name} className="items-start">
            <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
            <span className="whitespace-normal">{text(item)}</span>
          </DropdownItem>
        ))}
        <DropdownSeparator />
        <DropdownItem className="justify-center font-semibold text-primary">
          {t('navbar.notificationsMenu.all')}
        </DropdownItem>
      </DropdownContent>
    </Dropdown>
  );
}
