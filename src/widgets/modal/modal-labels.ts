import type { TFunction } from 'i18next';

/** Every text the Modal shows of its own. */
export type ModalLabels = {
  /** The OK button. */
  ok: string;
  /** The Cancel button. */
  cancel: string;
  /** Accessible name of the × button. */
  close: string;
};

export const modalLabels = (t: TFunction): ModalLabels => ({
  ok: t('modal.confirm'),
  cancel: t('modal.cancel'),
  close: t('modal.close'),
});
