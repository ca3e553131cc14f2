import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { useAppStore } from '@/store/app-store';

import { TopBarButton } from './top-bar-button';

/** Switches light/dark; pressed means dark. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useAppStore((state) => state.theme);
  const toggleTheme = useAppStore((state) => state.toggleTheme);
  const dark = theme === 'dark';
  return (
    <TopBarButton
      label={t('navbar.toggleTheme')}
      title={dark ? t('navbar.themeDark') : t('navbar.themeLight')}
      aria-pressed={dark}
      onClick={toggleTheme}
    >
      {/* Follows the document's theme, set before the first paint (src/boot-script.js): the icon
          never flips once the app has started. */}
      <Sun aria-hidden className="dark:hidden" />
      <Moon aria-hidden className="hidden dark:block" />
    </TopBarButton>
  );
}
