export { Switch } from './switch';
export type { SwitchLabels, SwitchProps } from './switch';
