import { Palette } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useAppStore } from '@/store/app-store';

import { TopBarButton } from '../menus/top-bar-button';

/**
 * Opens the customizer. Part of the shell's own chunk, so it responds as soon as the shell does:
 * the sheet opens when its chunk arrives (customizer-host.tsx).
 */
export function CustomizeButton() {
  const { t } = useTranslation();
  const open = useAppStore((state) => state.customizerOpen);
  const setOpen = useAppStore((state) => state.setCustomizerOpen);
  return (
    <TopBarButton
      data-slot="customize-button"
      label={t('navbar.customize')}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      onClick={() => setOpen(true)}
      // Below 25rem (most phones) the top bar's nine buttons do not fit, and the account button
      // would be cut off: this one gives way first, since the profile menu has "Customize" too.
      className="max-[25rem]:hidden"
    >
      <Palette aria-hidden />
    </TopBarButton>
  );
}
