export { RadioButton, RadioGroup } from './radio';
export type { RadioButtonProps, RadioGroupProps } from './radio';
