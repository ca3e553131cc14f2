import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';

import { countryOptions, type CountryOption } from '@/demo/data/countries';
import { FieldMessage, Input, Label } from '@/ui/input';
import { SimpleSelect, type SelectHandle } from '@/widgets/select';
import { Wizard, type WizardProps, type WizardStep } from '@/widgets/wizard';

/** What `useDemoWizardSteps` gives a `Wizard`: spread it onto one. */
export type DemoWizardSteps = {
  steps: WizardStep[];
  completedContent: ReactNode;
  onReset: () => void;
};

const headingClass = 'text-lg font-semibold';
const textClass = 'text-muted';

/**
 * The three demo wizard steps (name, country, confirm) with their own state, so every wizard that
 * calls this hook is independent. Shared by the Form Wizards, Dashboard (Setup Profile tab) and
 * Extra pages.
 */
export function useDemoWizardSteps(): DemoWizardSteps {
  const { t, i18n } = useTranslation();
  const id = useId();
  const nameRef = useRef<HTMLInputElement>(null);
  const countryRef = useRef<SelectHandle>(null);
  const [name, setName] = useState('');
  const [nameChecked, setNameChecked] = useState(false);
  // The code only: the option (and its name) follows the active language.
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [countryChecked, setCountryChecked] = useState(false);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const country = countries.find((option) => option.code === countryCode) ?? null;

  const nameLabel = t('wizard.demo.name.label');
  const countryLabel = t('wizard.demo.country.label');
  const nameValid = name.trim() !== '';
  const nameError = nameChecked && !nameValid;
  const countryError = countryChecked && !country;

  const steps: WizardStep[] = [
    {
      label: nameLabel,
      content: (
        <div className="space-y-4">
          <h3 className={headingClass}>{t('wizard.demo.name.title')}</h3>
          <p className={textClass}>{t('wizard.demo.name.text')}</p>
          <div className="flex max-w-sm flex-col gap-1.5">
            <Label htmlFor={`${id}-name`}>{nameLabel}</Label>
            <Input
              ref={nameRef}
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError || undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
            />
            {nameError && (
              <FieldMessage id={`${id}-name-error`} tone="error">
                {t('wizard.required', { name: nameLabel })}
              </FieldMessage>
            )}
          </div>
        </div>
      ),
      onNext: () => {
        if (nameValid) return;
        // Render the message first so the field is announced with it when focus lands there.
        flushSync(() => setNameChecked(true));
        nameRef.current?.focus();
      },
      isValid: () => nameValid,
    },
    {
      label: countryLabel,
      content: (
        <div className="space-y-4">
          <h3 className={headingClass}>{t('wizard.demo.country.title')}</h3>
          <p className={textClass}>{t('wizard.demo.country.text')}</p>
          <SimpleSelect<CountryOption>
            ref={countryRef}
            className="max-w-sm"
            label={t('wizard.demo.country.field')}
            labels={{ placeholder: t('wizard.demo.country.placeholder') }}
            options={countries}
            optionKey="name"
            getOptionId={(option) => option.code}
            value={country}
            onValueChange={(option) => setCountryCode(option?.code ?? null)}
            required
            name="country"
            // Our own message, so it names the field as the user reads it ("Country"), like step 1.
            error={countryError ? t('wizard.required', { name: countryLabel }) : undefined}
          />
        </div>
      ),
      onNext: () => {
        if (country) return;
        flushSync(() => setCountryChecked(true));
        countryRef.current?.focus();
      },
      isValid: () => country !== null,
    },
    {
      label: t('wizard.demo.confirm.label'),
      content: (
        <div className="space-y-4">
          <h3 className={headingClass}>{t('wizard.demo.confirm.title')}</h3>
          <p className={textClass}>{t('wizard.demo.confirm.text')}</p>
          <p className="font-semibold">
            {t('wizard.demo.confirm.summary', { name: name.trim(), country: country?.name ?? '' })}
          </p>
        </div>
      ),
    },
  ];

  const completedContent = (
    <div className="space-y-2">
      <h3 className={headingClass}>{t('wizard.demo.completed.title')}</h3>
      <p className={textClass}>{t('wizard.demo.completed.text')}</p>
    </div>
  );

  const onReset = () => {
    setName('');
    setNameChecked(false);
    setCountryCode(null);
    setCountryChecked(false);
  };

  return { steps, completedContent, onReset };
}

export type DemoWizardProps = Omit<WizardProps, 'steps' | 'completedContent'>;

/** A `Wizard` over the demo steps; `onReset` is called after the demo's own state is cleared. */
export function DemoWizard({ onReset, ...props }: DemoWizardProps) {
  const demo = useDemoWizardSteps();
  return (
    <Wizard
      {...props}
      steps={demo.steps}
      completedContent={demo.completedContent}
      onReset={() => {
        demo.onReset();
        onReset?.();
      }}
    />
  );
}
