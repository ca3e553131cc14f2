export { MIN_THUMB_SIZE_PX, ScrollArea } from './scroll-area';
export type { ScrollAreaProps } from './scroll-area';
