export { TAG_REMOVE_DELAY_MS, Tag } from './tag';
export type { TagProps, TagVariant } from './tag';
export { TagGroup } from './tag-group';
export type { TagGroupProps } from './tag-group';
export type { TagItem } from './tag-items';
export type { TagLabels } from './tag-labels';
