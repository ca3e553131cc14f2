import { useEffect, useRef } from 'react';
import { LanguageMenu } from './language-menu';
import { MessagesMenu } from './messages-menu';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';
import { restorePlaceholderFocus } from './top-bar-menus-fallback';

/**
 * The top bar's menus. They live in their own chunk, fetched right after the first render, so the
 * menu machinery (Radix, floating-ui) stays out of the first load.
 */
export default function TopBarMenus() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => restorePlaceholderFocus(ref.current?.closest('header') ?? null), []);
  return (
    <>
      <MessagesMenu />
      <NotificationsMenu />
      <LanguageMenu />
      <ThemeToggle />
      <ProfileMenu />
      <span ref={ref} hidden />
    </>
  );
}
