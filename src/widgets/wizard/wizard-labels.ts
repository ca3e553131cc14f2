import type { TFunction } from 'i18next';

import { translatedFormatter } from '@/hooks/use-format';

import type { WizardStepState } from './wizard-state';

/** Every text the Wizard shows or announces. */
export type WizardLabels = {
  /** The wizard's accessible name (unless `aria-label` or `aria-labelledby` is given). */
  wizard: string;
  /** Accessible name of the step indicator. */
  steps: string;
  /** The button that moves forward. */
  next: string;
  /** The button that moves back. */
  back: string;
  /** The button that finishes the last step. */
  confirm: string;
  /** The completed view's button that starts over. */
  startAgain: string;
  /** The completed view's text when no `completedContent` is given. */
  completed: string;
  /** Announced when the last step is confirmed. */
  completedStatus: string;
  /** A step's name and position, announced on a move and naming the step's panel. */
  stepStatus: (step: { current: number; total: number; label: string }) => string;
  /** The hidden state after each step of the indicator. */
  stepState: Record<WizardStepState, string>;
};

export function wizardLabels(t: TFunction, language: string): WizardLabels {
  const format = translatedFormatter(t, language);
  return {
    wizard: t('wizard.label'),
    steps: t('wizard.steps'),
    next: t('wizard.next'),
    back: t('wizard.back'),
    confirm: t('wizard.confirm'),
    startAgain: t('wizard.startAgain'),
    completed: t('wizard.completedDefault'),
    completedStatus: t('wizard.completedStatus'),
    stepStatus: ({ current, total, label }) =>
      t('wizard.stepStatus', {
        current: format.integer(current),
        total: format.integer(total),
        label,
      }),
    stepState: {
      completed: t('wizard.state.completed'),
      current: t('wizard.state.current'),
      upcoming: t('wizard.state.upcoming'),
    },
  };
}
