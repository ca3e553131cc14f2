export { MultiSelect } from './multi-select';
export type { MultiSelectProps } from './multi-select';
export type { SelectHandle } from '@/widgets/select-shared/select-types';
export type { MultiSelectLabels } from '@/widgets/select-shared/select-labels';
