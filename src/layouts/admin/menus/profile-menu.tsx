import { LogOut, MonitorSmartphone, Palette, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { pathTo } from '@/config/routes';
import { auth } from '@/lib/auth';
import { useAccount } from '@/lib/session';
import { useAppStore } from '@/store/app-store';
import { AccountAvatar } from '@/ui/account-avatar';
import { Dropdown, DropdownContent, DropdownItem, DropdownToggle } from '@/widgets/dropdown';

import { TopBarButton, type TopBarMenuProps } from './top-bar-button';
import { useSignOut } from './use-sign-out';

export function ProfileMenu({ defaultOpen, container }: TopBarMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const account = useAccount();
  const setCustomizerOpen = useAppStore((state) => state.setCustomizerOpen);
  // Asks the back end who is signed in (once per app start); the shell shows it from then on. A
  // server that does not answer is the page's to say (its route's error).
  useEffect(() => void auth.ready().catch(() => undefined), []);
  const signOut = useSignOut();

  return (
    <Dropdown defaultOpen={defaultOpen}>
      <DropdownToggle asChild>
        <TopBarButton label={t('navbar.account')} className="ms-1">
          <AccountAvatar name={account?.name} avatarUrl={account?.avatarUrl} />
        </TopBarButton>
      </DropdownToggle>
      <DropdownContent tone="shell" align="end" container={container}>
        {account && (
          <div data-slot="profile-account" className="px-3 pt-2 pb-1">
            <p className="font-semibold">{account.name}</p>
            <p className="text-xs opacity-80">{t(`navbar.roles.${account.role}`)}</p>
            <p className="text-xs opacity-80">
              <bdi>{account.email}</bdi>
            </p>
          </div>
        )}
        <DropdownItem onSelect={() => void navigate(pathTo('account'))}>
          <UserRound aria-hidden />
          {t('navbar.user.profile')}
        </DropdownItem>
        {/* The top bar's own button gives way on the narrowest phones. */}
        <DropdownItem onSelect={() => setCustomizerOpen(true)}>
          <Palette aria-hidden />
          {t('navbar.customize')}
        </DropdownItem>
        <DropdownItem onSelect={() => signOut(() => auth.logout())}>
          <LogOut aria-hidden className="flip-rtl" />
          {t('navbar.user.logout')}
        </DropdownItem>
        {account && (
          <DropdownItem onSelect={() => signOut(() => auth.logoutEverywhere())}>
            <MonitorSmartphone aria-hidden />
            {t('navbar.user.logoutEverywhere')}
          </DropdownItem>
        )}
      </DropdownContent>
    </Dropdown>
  );
}
