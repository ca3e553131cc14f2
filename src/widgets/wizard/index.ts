export { Wizard } from './wizard';
export type { WizardHandle, WizardProps, WizardStep } from './wizard';
export { WIZARD_NARROW_QUERY, resolveLayout, stepState } from './wizard-state';
export type { WizardLayout, WizardStepState, WizardType } from './wizard-state';
