import type { TFunction } from 'i18next';

/** Every text the Switch shows of its own: the words of its two segments. */
export type SwitchLabels = {
  /** The first segment, which stands for `true`. */
  on: string;
  /** The second segment, which stands for `false`. */
  off: string;
};

export const switchLabels = (t: TFunction): SwitchLabels => ({
  on: t('controls.switch.on'),
  off: t('controls.switch.off'),
});
