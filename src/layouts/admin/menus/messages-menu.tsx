import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import {
  Dropdown,
  DropdownContent,
  DropdownItem,
  DropdownLabel,
  DropdownSeparator,
  DropdownToggle,
} from '@/widgets/dropdown';

import { demoMessages } from './demo-items';
import { showShellToast } from './shell-toast';
import { TopBarButton, UnreadDot, type TopBarMenuProps } from './top-bar-button';

export function MessagesMenu({ defaultOpen, container }: TopBarMenuProps) {
  const { t } = useTranslation();
  return (
    <Dropdown defaultOpen={defaultOpen}>
      <DropdownToggle asChild>
        <TopBarButton label={t('navbar.messages')}>
          <Mail aria-hidden />
          <UnreadDot />
        </TopBarButton>
      </DropdownToggle>
      <DropdownContent tone="shell" align="end" container={container}>
        <DropdownLabel>{t('navbar.messages')}</DropdownLabel>
        {demoMessages.map((message) => (
          <DropdownItem
            key={message.name}
            onSelect={() =>
              showShellToast(t('navbar.messagesMenu.openDemo', { name: message.name }))
            }
          >
            <span aria-hidden className="size-2 rounded-full bg-primary" />
            {t('navbar.messagesMenu.new', { name: message.name })}
          </DropdownItem>
        ))}
        <DropdownSeparator />
        <DropdownItem
          className="justify-center font-semibold text-primary"
          onSelect={() => showShellToast(t('navbar.messagesMenu.allDemo'))}
        >
          {t('navbar.messagesMenu.all')}
        </DropdownItem>
      </DropdownContent>
    </Dropdown>
  );
}
