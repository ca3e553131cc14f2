export { MultiSelect } from './multi-select';
export type { MultiSelectProps } from './multi-select';
export type { SelectHandle } from '@/widgets/select-shared/select-types';
