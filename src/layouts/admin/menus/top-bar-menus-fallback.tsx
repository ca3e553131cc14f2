import { Bell, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageByTag } from '@/i18n/languages';
import { Flag } from '@/ui/flag';
import { ThemeToggle } from './theme-toggle';
import { TopBarButton } from './top-bar-button';

/** What the top bar shows for the few milliseconds before its menus' chunk arrives. */
export function TopBarMenusFallback() {
  const { t, i18n } = useTranslation();
  const flag = languageByTag(i18n.resolvedLanguage ?? i18n.language).flag;
  return (
    <>
      <TopBarButton label={t('navbar.messages')} aria-disabled="true">
        <Mail aria-hidden />
      </TopBarButton>
      <TopBarButton label={t('navbar.notifications')} aria-disabled="true">
        <Bell aria-hidden />
      </TopBarButton>
      <TopBarButton label={t('navbar.language')} aria-disabled="true">
        <Flag code={flag} className="h-4 w-[1.375rem] rounded-[2px]" />
      </TopBarButton>
      <ThemeToggle />
      <TopBarButton label={t('navbar.account')} aria-disabled="true" className="ml-1">
        <span
          aria-hidden
          className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-on-primary"
        >
          <UserRound className="size-5" />
        </span>
      </TopBarButton>
    </>
  );
}
