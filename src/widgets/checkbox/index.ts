export { Checkbox } from './checkbox';
export type { CheckboxProps } from './checkbox';
export { visibleErrors } from '@/ui/field-errors';
