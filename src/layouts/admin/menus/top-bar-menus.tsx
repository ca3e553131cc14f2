import { PaletteButton } from '../palette/palette-button';
import { useAppTopBarFeeds } from './app-top-bar-feeds';
import { LanguageMenu } from './language-menu';
import { MessagesMenu } from './messages-menu';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';
import { ThemeToggle } from './theme-toggle';
import type { TopBarFeeds } from './top-bar-feeds';
import type { TopBarMenuName } from './top-bar-menus-fallback';

export { ShellToaster } from './shell-toast';

/**
 * The top bar's menus. They live in their own chunk, fetched right after the first render, so the
 * menu machinery (Radix, floating-ui) stays out of the first load. `openMenu` opens one at once:
 * the menu whose placeholder was clicked while the chunk was missing.
 */
export default function TopBarMenus({
  openMenu,
  container,
}: {
  openMenu?: TopBarMenuName;
  /** Where the menus' panels render (the top bar itself, so they sit in its landmark). */
  container?: HTMLElement | null;
}) {
  const feeds: TopBarFeeds = useAppTopBarFeeds();
  return (
    <>
      <PaletteButton />
      <MessagesMenu
        feed={feeds.messages}
        defaultOpen={openMenu === 'messages'}
        container={container}
      />
      <NotificationsMenu
        feed={feeds.notifications}
        defaultOpen={openMenu === 'notifications'}
        container={container}
      />
      <LanguageMenu defaultOpen={openMenu === 'language'} container={container} />
      <ThemeToggle />
      <ProfileMenu defaultOpen={openMenu === 'account'} container={container} />
    </>
  );
}
