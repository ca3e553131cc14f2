export { Timeline, TimelineItem } from './timeline';
export type {
  TimelineItemData,
  TimelineItemProps,
  TimelineLabels,
  TimelineOrientation,
  TimelineProps,
} from './timeline';
