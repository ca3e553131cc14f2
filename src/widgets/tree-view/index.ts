export { TreeView } from './tree-view';
export type { TreeItemState, TreeViewProps } from './tree-view';
export { useTreeView } from './use-tree-view';
export type { TreeViewController, UseTreeViewOptions } from './use-tree-view';
export {
  categoryIds,
  checkState,
  findItem,
  isCategory,
  leafIds,
  visibleItems,
  withChecked,
} from './tree-model';
export type { CheckState, FlatTreeItem, TreeItem } from './tree-model';
