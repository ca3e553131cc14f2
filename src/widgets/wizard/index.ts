export { Wizard } from './wizard';
export type { WizardHandle, WizardProps, WizardStep } from './wizard';
export type { WizardLabels } from './wizard-labels';
export type { WizardOrientation, WizardVariant } from './wizard-state';
