export { TreeView } from './tree-view';
export type { TreeItemState, TreeViewProps } from './tree-view';
export { useTreeView } from './use-tree-view';
export type { TreeViewController, UseTreeViewOptions } from './use-tree-view';
export type { TreeItem } from './tree-model';
export type { TreeViewLabels } from './tree-view-labels';
