export { TAG_REMOVE_DELAY_MS, Tag, tagVariants } from './tag';
export type { TagProps, TagType } from './tag';
export { TagGroup } from './tag-group';
export type { TagGroupProps } from './tag-group';
export type { TagItem } from './tag-items';
