export { Timeline, TimelineItem } from './timeline';
export type {
  TimelineItemData,
  TimelineItemProps,
  TimelineOrientation,
  TimelineProps,
} from './timeline';
export type { TimelineLabels } from './timeline-labels';
