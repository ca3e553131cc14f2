import type { TFunction } from 'i18next';

/** Every text the Tabs show of their own. */
export type TabsLabels = {
  /** Accessible name of a tab list without `label`. */
  tabs: string;
};

export const tabsLabels = (t: TFunction): TabsLabels => ({
  tabs: t('widgets.tabs.label'),
});
