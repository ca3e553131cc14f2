export { Feed } from './feed';
export type { FeedPost, FeedProps } from './feed';
export type { FeedLabels } from './feed-labels';
