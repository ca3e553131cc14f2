import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import { endonyms } from '@/i18n/endonyms';
import { changeLanguage } from '@/i18n/i18n';
import { languageByTag, languages, type LanguageTag } from '@/i18n/languages';
import { Flag } from '@/ui/flag';
import {
  Dropdown,
  DropdownContent,
  DropdownItemIndicator,
  DropdownLabel,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownToggle,
} from '@/widgets/dropdown';

import { showShellToast } from './shell-toast';
import { TopBarButton, type TopBarMenuProps } from './top-bar-button';

export function LanguageMenu({ defaultOpen, container }: TopBarMenuProps) {
  const { t, i18n } = useTranslation();
  const current = languageByTag(i18n.resolvedLanguage ?? i18n.language);
  // A language whose strings did not arrive leaves the current one in place; choosing it again
  // fetches them again.
  const choose = (lng: LanguageTag) =>
    changeLanguage(lng).catch(() =>
      showShellToast(
        t('navbar.languageFailed', { language: t(`navbar.languages.${languageByTag(lng).name}`) }),
      ),
    );
  return (
    <Dropdown defaultOpen={defaultOpen}>
      <DropdownToggle asChild>
        <TopBarButton label={t('navbar.language')}>
          <Flag code={current.flag} className="h-4 w-[1.375rem] rounded-[2px]" />
        </TopBarButton>
      </DropdownToggle>
      <DropdownContent tone="shell" align="end" container={container}>
        <DropdownLabel>{t('navbar.language')}</DropdownLabel>
        <DropdownRadioGroup
          value={current.lng}
          onValueChange={(lng) => void choose(lng as LanguageTag)}
        >
          {languages.map((language) => (
            <DropdownRadioItem key={language.code} value={language.lng} data-code={language.code}>
              <Flag code={language.flag} className="h-[0.9rem] w-5 rounded-[2px]" />
              {/* Each language by its own name, in its own language and direction. */}
              <span lang={language.lng} dir={i18n.dir(language.lng)} className="flex-1">
                {endonyms[language.lng]}
              </span>
              <DropdownItemIndicator>
                <Check aria-hidden className="size-4 text-primary" />
              </DropdownItemIndicator>
            </DropdownRadioItem>
          ))}
        </DropdownRadioGroup>
      </DropdownContent>
    </Dropdown>
  );
}
