export { Switch } from './switch';
export type { SwitchProps } from './switch';
export type { SwitchLabels } from './switch-labels';
