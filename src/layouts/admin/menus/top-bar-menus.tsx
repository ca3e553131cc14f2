import { LanguageMenu } from './language-menu';
import { MessagesMenu } from './messages-menu';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';

/**
 * The top bar's menus. They live in their own chunk, fetched right after the first render, so the
 * menu machinery (Radix, floating-ui) stays out of the first load.
 */
export default function TopBarMenus() {
  return (
    <>
      <MessagesMenu />
      <NotificationsMenu />
      <LanguageMenu />
      <ThemeToggle />
      <ProfileMenu />
    </>
  );
}
