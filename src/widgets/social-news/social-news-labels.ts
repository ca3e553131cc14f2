import type { TFunction } from 'i18next';

/** Every text SocialNews shows of its own (`title` is the caption of one strip). */
export type SocialNewsLabels = {
  /** The caption of a strip without `title`. */
  caption: string;
  /** The View link. */
  view: string;
  /** The hidden note that the link opens a new tab. */
  newTab: string;
};

export const socialNewsLabels = (t: TFunction): SocialNewsLabels => ({
  caption: t('widgets.news.caption'),
  view: t('widgets.news.view'),
  newTab: t('widgets.opensInNewTab'),
});
