export { Feed } from './feed';
export type { FeedLabels, FeedPost, FeedProps } from './feed';
