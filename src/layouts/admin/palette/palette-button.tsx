import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { ariaKeyShortcuts, displayKeys } from '@/lib/shortcuts/keys';

import { TopBarButton } from '../menus/top-bar-button';
import { appShortcuts, openCommandPalette, shortcutIds } from './palette-control';

/** The top bar's way into the command palette, for pointers and touch (keyboards have Ctrl+K). */
export function PaletteButton() {
  const { t } = useTranslation();
  const keys = appShortcuts.get(shortcutIds.palette)?.keys ?? 'mod+k';
  const label = t('navbar.palette.open');
  const shown = displayKeys(keys)
    .map((stroke) => stroke.join('+'))
    .join(' ');
  return (
    <TopBarButton
      label={label}
      title={`${label} (${shown})`}
      aria-keyshortcuts={ariaKeyShortcuts(keys)}
      aria-haspopup="dialog"
      onClick={() => openCommandPalette()}
      // Below 22.5rem the top bar has no room left for it even without Customize (the account
      // button would be cut off).
      className="max-[22.5rem]:hidden"
    >
      <Search aria-hidden />
    </TopBarButton>
  );
}
