import { useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import {
  checkState,
  parentMap,
  visibleItems,
  withChecked,
  type CheckState,
  type TreeItem,
} from './tree-model';
import { TreeViewItems, type TreeItemsContext } from './tree-view-items';
import { treeViewLabels, type TreeViewLabels } from './tree-view-labels';
import { useTreeKeyboard } from './use-tree-keyboard';
import { useTreeView, type TreeViewController } from './use-tree-view';

/** What `renderLabel` learns about the item it draws. */
export type TreeItemState = {
  /** 1-based depth. */
  level: number;
  /** The item has children (it is a category). */
  isCategory: boolean;
  /** The category is open (always false for a node). */
  expanded: boolean;
  /** Check state when the tree is selectable, else undefined. */
  checked: CheckState | undefined;
};

export type TreeViewProps = Omit<ComponentProps<'ul'>, 'children' | 'onChange'> & {
  /** The items to show. @default controller.items */
  items?: TreeItem[];
  /** A controller from `useTreeView`, to drive the tree from outside. @default one of its own */
  controller?: TreeViewController;
  /** Ids of the open categories, controlled (ignored with `controller`); without it the tree keeps its own. */
  expanded?: ReadonlySet<string>;
  /** Ids of the categories open at first (ignored with `controller`). @default [] */
  defaultExpanded?: Iterable<string>;
  /** Called with the new set of open category ids (ignored with `controller`). */
  onExpandedChange?: (expanded: Set<string>) => void;
  /** Each item gets a check box (aria-checked on the treeitem; categories are tri-state). @default false */
  selectable?: boolean;
  /** Ids of the checked nodes, controlled (categories follow their nodes); without it the tree keeps its own. */
  selected?: ReadonlySet<string>;
  /** Ids of the nodes checked at first when uncontrolled. @default [] */
  defaultSelected?: Iterable<string>;
  /** Called with the new set of checked node ids. */
  onSelectedChange?: (selected: Set<string>) => void;
  /** Draws an item's content instead of its `label` (e.g. an editable input). */
  renderLabel?: (item: TreeItem, state: TreeItemState) => ReactNode;
  /** Accessible name of this tree. @default `labels.tree` ("Tree") */
  label?: string;
  /** Texts to override (`tree`, the name of a tree without `label`; `empty`, shown in a category without children); the rest stay translated. @default "Tree", "No items" */
  labels?: Partial<TreeViewLabels>;
};

/**
 * A tree following the WAI-ARIA tree pattern: categories open and close
 * (click on the header, Enter, Space, Right/Left), one item is in the Tab order (roving
 * tabindex), Up/Down/Home/End move, a typed letter jumps to the next item starting with it.
 * In a selectable tree each treeitem carries aria-checked (one focus stop per item rather than a
 * focusable check box inside a focusable item); Space toggles the check, and on a node Enter too.
 */
export function TreeView({
  items: itemsProp,
  controller,
  expanded,
  defaultExpanded,
  onExpandedChange,
  selectable = false,
  selected,
  defaultSelected,
  onSelectedChange,
  renderLabel,
  label,
  labels: labelOverrides,
  className,
  onKeyDown,
  onFocus,
  ...props
}: TreeViewProps) {
  const labels = useLabels(treeViewLabels, labelOverrides);
  const controllerItems = controller?.items;
  const items = useMemo(() => itemsProp ?? controllerItems ?? [], [itemsProp, controllerItems]);
  const own = useTreeView({ items, expanded, defaultExpanded, onExpandedChange });
  const tree = controller ?? own;
  const [initialSelected] = useState(() => new Set(defaultSelected));
  const [checked, setChecked] = useControllableState<ReadonlySet<string>>({
    value: selected,
    defaultValue: initialSelected,
    onChange: onSelectedChange as ((value: ReadonlySet<string>) => void) | undefined,
  });
  const [activeId, setActiveId] = useState<string>();
  const baseId = useId();

  const visible = useMemo(() => visibleItems(items, tree.expanded), [items, tree.expanded]);
  const parents = useMemo(() => parentMap(items), [items]);
  const labelIds = useMemo(() => {
    const ids = new Map<string, string>();
    [...parents.keys()].forEach((id, index) => ids.set(id, `${baseId}-label-${index}`));
    return ids;
  }, [parents, baseId]);

  // The tabbable item: the last one focused, or its nearest visible ancestor once hidden.
  const visibleIds = new Set(visible.map((flat) => flat.item.id));
  let tabbableId = activeId;
  while (tabbableId !== undefined && !visibleIds.has(tabbableId)) {
    tabbableId = parents.get(tabbableId);
  }
  tabbableId ??= visible[0]?.item.id;

  const toggleCheck = (item: TreeItem) => {
    setChecked(withChecked(item, checked, checkState(item, checked) !== true));
  };

  const moveTo = (id: string | undefined) => {
    if (id === undefined) return;
    setActiveId(id);
    tree.focus(id);
  };

  const textOf = (item: TreeItem) =>
    item.textValue ??
    (typeof item.label === 'string'
      ? item.label
      : (document.getElementById(labelIds.get(item.id) ?? '')?.textContent ?? ''));

  const handleTreeKeys = useTreeKeyboard({
    visible,
    tree,
    selectable,
    moveTo,
    toggleCheck,
    textOf,
  });

  const context: TreeItemsContext = {
    tree,
    selectable,
    checked,
    labelIds,
    tabbableId,
    toggleCheck,
    renderLabel,
    labels,
  };

  return (
    <ul
      role="tree"
      data-slot="tree-view"
      aria-label={label ?? labels.tree}
      aria-multiselectable={selectable || undefined}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        handleTreeKeys(event);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        // Focus that lands inside an item (a click, or Tab into an editable label) makes it active.
        const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
        if (item?.dataset.treeId !== undefined) setActiveId(item.dataset.treeId);
      }}
      className={cn('text-base', className)}
      {...props}
    >
      <TreeViewItems list={items} level={1} context={context} />
    </ul>
  );
}
