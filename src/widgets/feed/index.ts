export { Feed } from './feed';
export type { FeedPost, FeedProps } from './feed';
