import type { TFunction } from 'i18next';

/** Every text a Tag (and a TagGroup) shows of its own. */
export type TagLabels = {
  /** Accessible name of a tag's × button. */
  remove: (name: string) => string;
  /** Accessible name of a TagGroup's list (unless `aria-label` or `aria-labelledby` is given). */
  group: string;
};

export const tagLabels = (t: TFunction): TagLabels => ({
  remove: (name) => t('controls.tag.remove', { name }),
  group: t('controls.tag.group'),
});
