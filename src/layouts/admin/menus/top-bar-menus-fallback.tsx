import { Bell, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { languageByTag } from '@/i18n/languages';
import { Flag } from '@/ui/flag';
import { ThemeToggle } from './theme-toggle';
import { TopBarButton } from './top-bar-button';

/** The label of the placeholder that had focus when the real menus replaced it. */
let focusedPlaceholder: string | undefined;

/** Moves focus from a replaced placeholder to the real menu button with the same name. */
export function restorePlaceholderFocus(header: HTMLElement | null) {
  if (!focusedPlaceholder || !header) return;
  if (document.activeElement === document.body) {
    header
      .querySelector<HTMLElement>(`button[aria-label="${CSS.escape(focusedPlaceholder)}"]`)
      ?.focus();
  }
  focusedPlaceholder = undefined;
}

/** What the top bar shows for the few milliseconds before its menus' chunk arrives. */
export function TopBarMenusFallback() {
  const { t, i18n } = useTranslation();
  const flag = languageByTag(i18n.resolvedLanguage ?? i18n.language).flag;
  const placeholder = (label: string) => ({
    label,
    'aria-disabled': true,
    onFocus: () => (focusedPlaceholder = label),
  });
  return (
    <>
      <TopBarButton {...placeholder(t('navbar.messages'))}>
        <Mail aria-hidden />
      </TopBarButton>
      <TopBarButton {...placeholder(t('navbar.notifications'))}>
        <Bell aria-hidden />
      </TopBarButton>
      <TopBarButton {...placeholder(t('navbar.language'))}>
        <Flag code={flag} className="h-4 w-[1.375rem] rounded-[2px]" />
      </TopBarButton>
      <ThemeToggle />
      <TopBarButton {...placeholder(t('navbar.account'))} className="ml-1">
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
