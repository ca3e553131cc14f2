export { Timeline, TimelineItem } from './timeline';
export type {
  TimelineItemData,
  TimelineItemProps,
  TimelineOrientation,
  TimelineProps,
} from './timeline';
export { isMirrored, segmentStates } from './timeline-segments';
export type { SegmentState } from './timeline-segments';
