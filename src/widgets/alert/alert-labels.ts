import type { TFunction } from 'i18next';

import type { AlertVariant } from './alert';

/** Every text the Alert shows of its own. */
export type AlertLabels = {
  /** The pill badge before the message. */
  badge: string;
  /** Accessible name of the × button. */
  close: string;
};

/** The defaults depend on the variant: the badge names it ("Success", "Danger", …). */
export const alertLabels = (t: TFunction, variant: AlertVariant): AlertLabels => ({
  badge: t(`notifications.alert.type.${variant}`),
  close: t('notifications.alert.close'),
});
