export { SimpleSelect } from './simple-select';
export type { SimpleSelectProps } from './simple-select';
export { MultiSelect } from './multi-select';
export type { MultiSelectProps } from './multi-select';
export type { SelectHandle } from './select-types';
export { simpleSelectLabels } from './select-labels';
export type { MultiSelectLabels, SelectLabels } from './select-labels';
