import type { TFunction } from 'i18next';

import type { FeedPost } from './feed';

/** Every text the Feed shows of its own (`label` names one list). */
export type FeedLabels = {
  /** Accessible name of a list of posts without `label`. */
  feed: string;
  /** Shown when there are no posts. */
  empty: string;
  /** Accessible name of a post's × button. */
  remove: (post: FeedPost) => string;
};

export const feedLabels = (t: TFunction): FeedLabels => ({
  feed: t('widgets.feed.label'),
  empty: t('widgets.feed.empty'),
  remove: (post) => t('widgets.feed.removePost', { name: post.name }),
});
