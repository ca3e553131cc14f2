import type { ReactNode } from 'react';

/** One entry of a tree: a category when it has `children` (even an empty list), else a node. */
export type TreeItem = {
  /** Stable identity, unique in the tree; what `expanded` and `selected` hold. */
  id: string;
  /** What the entry shows. */
  label: ReactNode;
  /** Plain text for the accessible name and type-ahead when `label` is not plain text. */
  textValue?: string;
  /** A decorative icon before the label (hidden from assistive technology). */
  icon?: ReactNode;
  /** The entries inside a category. */
  children?: TreeItem[];
};

/** An item as it appears in the visible, flattened tree (what the keyboard walks through). */
export type FlatTreeItem = {
  item: TreeItem;
  /** 1-based depth (aria-level). */
  level: number;
  parentId: string | undefined;
  /** 1-based position among its siblings (aria-posinset). */
  posInSet: number;
  /** Number of siblings including itself (aria-setsize). */
  setSize: number;
};

/** A check box's state: checked, unchecked, or (for a category with some leaves checked) mixed. */
export type CheckState = boolean | 'mixed';

export function isCategory(item: TreeItem): item is TreeItem & { children: TreeItem[] } {
  return item.children !== undefined;
}

/** Every category's id, at any depth (what "expand all" opens). */
export function categoryIds(items: readonly TreeItem[]): string[] {
  return items.flatMap((item) =>
    isCategory(item) ? [item.id, ...categoryIds(item.children)] : [],
  );
}

/** The items a user can see: top level, plus the children of every expanded category. */
export function visibleItems(
  items: readonly TreeItem[],
  expanded: ReadonlySet<string>,
  level = 1,
  parentId?: string,
): FlatTreeItem[] {
  return items.flatMap((item, index) => {
    const flat: FlatTreeItem = {
      item,
      level,
      parentId,
      posInSet: index + 1,
      setSize: items.length,
    };
    return isCategory(item) && expanded.has(item.id)
      ? [flat, ...visibleItems(item.children, expanded, level + 1, item.id)]
      : [flat];
  });
}

/** Each item's id mapped to its parent's id (top-level items map to undefined). */
export function parentMap(
  items: readonly TreeItem[],
  parentId?: string,
  map = new Map<string, string | undefined>(),
): Map<string, string | undefined> {
  for (const item of items) {
    map.set(item.id, parentId);
    if (isCategory(item)) parentMap(item.children, item.id, map);
  }
  return map;
}

/** The item with this id, at any depth. */
export function findItem(items: readonly TreeItem[], id: string): TreeItem | undefined {
  for (const item of items) {
    if (item.id === id) return item;
    if (isCategory(item)) {
      const found = findItem(item.children, id);
      if (found) return found;
    }
  }
  return undefined;
}

/** The ids of the nodes (leaves) under an item; a node is its own only leaf. */
export function leafIds(item: TreeItem): string[] {
  return isCategory(item) ? item.children.flatMap(leafIds) : [item.id];
}

/** A node is checked when selected; a category when all its leaves are, mixed when some are. */
export function checkState(item: TreeItem, selected: ReadonlySet<string>): CheckState {
  const leaves = leafIds(item);
  const count = leaves.filter((id) => selected.has(id)).length;
  if (count === 0) return false;
  return count === leaves.length ? true : 'mixed';
}

/** A new selection with the item (a category: all its leaves) checked or unchecked. */
export function withChecked(
  item: TreeItem,
  selected: ReadonlySet<string>,
  checked: boolean,
): Set<string> {
  const next = new Set(selected);
  for (const id of leafIds(item)) {
    if (checked) next.add(id);
    else next.delete(id);
  }
  return next;
}
