import type { TFunction } from 'i18next';

/** The texts the TreeView shows of its own. */
export type TreeViewLabels = {
  /** Accessible name of a tree without `label`. */
  tree: string;
  /** Shown inside a category without children, and its description. */
  empty: string;
};

export const treeViewLabels = (t: TFunction): TreeViewLabels => ({
  tree: t('treeView.label'),
  empty: t('treeView.empty'),
});
