import { Bell, Mail, TriangleAlert, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { languageByTag } from '@/i18n/languages';
import { Flag } from '@/ui/flag';

import { PaletteButton } from '../palette/palette-button';
import { ThemeToggle } from './theme-toggle';
import { TopBarButton } from './top-bar-button';

export type TopBarMenuName = 'messages' | 'notifications' | 'language' | 'account';

export interface TopBarMenusFallbackProps {
  /** The menus' chunk failed: the buttons say so and a click asks for it again. @default false */
  failed?: boolean;
  /** Called with the menu whose button was clicked: load the menus and open that one. */
  onOpen?: (menu: TopBarMenuName) => void;
  /** Called with a placeholder's label when it gets focus (its real button gets it on arrival). */
  onPlaceholderFocus?: (label: string) => void;
}

/**
 * What the top bar shows until its menus' chunk arrives (asked for once the shell has rendered):
 * the same buttons, and a click opens that menu as soon as it arrives. If the chunk failed they
 * tell that the menu could not load, and a click fetches it again.
 */
export function TopBarMenusFallback({
  failed = false,
  onOpen,
  onPlaceholderFocus,
}: TopBarMenusFallbackProps) {
  const { t, i18n } = useTranslation();
  const failedId = useId();
  const flag = languageByTag(i18n.resolvedLanguage ?? i18n.language).flag;
  const placeholder = (menu: TopBarMenuName, label: string) => ({
    label,
    'data-slot': 'menu-placeholder',
    onFocus: () => onPlaceholderFocus?.(label),
    onClick: () => onOpen?.(menu),
    ...(failed && { title: `${label}: ${t('navbar.menusFailed')}`, 'aria-describedby': failedId }),
  });
  const badge: ReactNode = failed && (
    <TriangleAlert
      aria-hidden
      data-slot="menu-failed-badge"
      className="absolute end-1 top-1 size-3.5! fill-shell text-warning"
    />
  );
  return (
    <>
      {failed && (
        <span id={failedId} hidden>
          {t('navbar.menusFailed')}
        </span>
      )}
      <PaletteButton />
      <TopBarButton {...placeholder('messages', t('navbar.messages'))}>
        <Mail aria-hidden />
        {badge}
      </TopBarButton>
      <TopBarButton {...placeholder('notifications', t('navbar.notifications'))}>
        <Bell aria-hidden />
        {badge}
      </TopBarButton>
      <TopBarButton {...placeholder('language', t('navbar.language'))}>
        <Flag code={flag} className="h-4 w-[1.375rem] rounded-[2px]" />
        {badge}
      </TopBarButton>
      <ThemeToggle />
      <TopBarButton {...placeholder('account', t('navbar.account'))} className="ms-1">
        <span
          aria-hidden
          className="inline-flex size-8 items-center justify-center rounded-full bg-primary text-on-primary"
        >
          <UserRound className="size-5" />
        </span>
        {badge}
      </TopBarButton>
    </>
  );
}
