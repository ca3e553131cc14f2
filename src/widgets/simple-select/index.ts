export { SimpleSelect } from './simple-select';
export type { SimpleSelectProps } from './simple-select';
export type { SelectHandle } from '@/widgets/select-shared/select-types';
export type { SelectLabels } from '@/widgets/select-shared/select-labels';
