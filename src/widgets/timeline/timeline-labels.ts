import type { TFunction } from 'i18next';

/** The texts the Timeline announces of its own. */
export type TimelineLabels = {
  /** Announced before an active item. */
  completed: string;
  /** Announced before an inactive item. */
  upcoming: string;
};

export const timelineLabels = (t: TFunction): TimelineLabels => ({
  completed: t('timelines.state.completed'),
  upcoming: t('timelines.state.upcoming'),
});
