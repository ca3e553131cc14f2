import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { brandDefaults } from '@/config/brand';
import { useOpener } from '@/hooks/use-opener';
import {
  preferenceNames,
  preferenceOptions,
  usePreferences,
  type PreferenceName,
} from '@/lib/preferences';
import { themeChoices, type ThemeChoice } from '@/lib/theme';
import { useAppStore } from '@/store/app-store';
import { Button } from '@/ui/button';
import { RadioButton, RadioGroup } from '@/widgets/radio';

/** The theme a person has not chosen: the system's. */
const DEFAULT_THEME: ThemeChoice = 'system';

const checkedRadio = (within: Element | null | undefined) =>
  within?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]');

/** Section order: the colour first (the most visible), the layout last. */
const SECTIONS = [
  'preset',
  'radius',
  'font',
  'density',
  'theme',
  'contentWidth',
  'layout',
] as const;
type Section = (typeof SECTIONS)[number];

function CustomizerSection({
  section,
  value,
  options,
  changed,
  onChange,
  onReset,
}: {
  section: Section;
  value: string;
  options: readonly string[];
  /** Whether the section differs from the default (its reset is enabled). */
  changed: boolean;
  onChange: (value: string) => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="border-t border-border py-4 first:border-t-0"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-x-2">
        <h3 id={headingId} className="font-semibold text-text">
          {t(`navbar.customizer.sections.${section}`)}
        </h3>
        <Button
          variant="link"
          size="sm"
          disabled={!changed}
          aria-describedby={headingId}
          onClick={() => {
            // The button turns disabled, which would drop focus: it goes to the choice now made.
            flushSync(onReset);
            checkedRadio(ref.current)?.focus();
          }}
        >
          {t('navbar.customizer.resetSection')}
        </Button>
      </div>
      <RadioGroup
        aria-labelledby={headingId}
        value={value}
        onValueChange={onChange}
        orientation="horizontal"
      >
        {options.map((option) => (
          <RadioButton
            key={option}
            value={option}
            label={
              section === 'preset' ? (
                <span className="inline-flex items-center gap-2">
                  {/* The preset's own rule (preferences.css) colours the swatch. */}
                  <span
                    aria-hidden
                    data-preset={option}
                    className="size-4 rounded-full bg-primary ring-1 ring-border forced-color-adjust-none"
                  />
                  {t(`navbar.customizer.options.preset.${option}` as never)}
                </span>
              ) : (
                t(`navbar.customizer.options.${section}.${option}` as never)
              )
            }
          />
        ))}
      </RadioGroup>
    </section>
  );
}

/**
 * The customizer: a side sheet from the inline end with one radio group per preference. Each
 * choice applies at once (the preferences store puts it on <html>) and is kept in this browser;
 * signed in, the account keeps it too (account-sync.ts). A dialog: titled, focus kept inside,
 * Escape closes it and focus goes back where it was.
 */
export function CustomizerSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const preferences = usePreferences((state) => state.preferences);
  const setPreference = usePreferences((state) => state.setPreference);
  const reset = usePreferences((state) => state.reset);
  const themeChoice = useAppStore((state) => state.themeChoice);
  const setTheme = useAppStore((state) => state.setTheme);
  // Opened by the store (no Radix trigger): focus goes back to what had it, else to the button.
  const openerRef = useOpener(open);

  const differs = (name: PreferenceName) => preferences[name] !== brandDefaults[name];
  const anyChanged = preferenceNames.some(differs) || themeChoice !== DEFAULT_THEME;
  const body = useRef<HTMLDivElement>(null);
  const resetAll = () => {
    flushSync(() => {
      reset();
      setTheme(DEFAULT_THEME);
    });
    checkedRadio(body.current)?.focus();
  };

  const sectionOf = (section: Section): ReactNode =>
    section === 'theme' ? (
      <CustomizerSection
        key={section}
        section={section}
        value={themeChoice}
        options={themeChoices}
        changed={themeChoice !== DEFAULT_THEME}
        onChange={(value) => setTheme(value as ThemeChoice)}
        onReset={() => setTheme(DEFAULT_THEME)}
      />
    ) : (
      <CustomizerSection
        key={section}
        section={section}
        value={preferences[section]}
        options={preferenceOptions[section]}
        changed={differs(section)}
        onChange={(value) => setPreference(section, value as never)}
        onReset={() => reset([section])}
      />
    );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50" />
        <Dialog.Content
          data-slot="customizer"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = openerRef.current?.isConnected
              ? openerRef.current
              : document.querySelector('[data-slot="customize-button"]');
            if (target instanceof HTMLElement) target.focus();
          }}
          className="fixed inset-y-0 end-0 z-[60] flex w-full max-w-sm flex-col bg-surface text-text shadow-popover outline-none forced-colors:border-s"
        >
          <div className="flex items-center gap-2 border-b border-border px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">
              {t('navbar.customizer.title')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button
                variant="ghost"
                size="icon"
                className="ms-auto"
                aria-label={t('navbar.customizer.close')}
              >
                <X aria-hidden />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-4 pt-3 text-sm text-muted">
            {t('navbar.customizer.description')}
          </Dialog.Description>
          <div ref={body} className="flex-1 overflow-y-auto px-4">
            {SECTIONS.map(sectionOf)}
          </div>
          <div className="border-t border-border px-4 py-3">
            <Button variant="outline" disabled={!anyChanged} onClick={resetAll}>
              {t('navbar.customizer.resetAll')}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
