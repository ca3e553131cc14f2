import { useCallback, useMemo, useRef, useState } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';

import { categoryIds, parentMap, type TreeItem } from './tree-model';

export type UseTreeViewOptions = {
  /** The tree's items. */
  items: TreeItem[];
  /** Ids of the open categories, controlled; without it the hook keeps its own. */
  expanded?: ReadonlySet<string>;
  /** Ids of the categories open at first when uncontrolled. @default [] (all closed) */
  defaultExpanded?: Iterable<string>;
  /** Called with the new set of open category ids. */
  onExpandedChange?: (expanded: Set<string>) => void;
};

/** What `useTreeView` returns; pass it to `<TreeView controller={…} />`. */
export type TreeViewController = {
  items: TreeItem[];
  /** Ids of the open categories. */
  expanded: ReadonlySet<string>;
  setExpanded: (expanded: Iterable<string>) => void;
  isExpanded: (id: string) => boolean;
  toggle: (id: string) => void;
  expand: (id: string) => void;
  collapse: (id: string) => void;
  /** Opens every category at any depth. */
  expandAll: () => void;
  /** Closes every category at any depth. */
  collapseAll: () => void;
  /** Moves keyboard focus to an item (opening its ancestors so it can be seen). */
  focus: (id: string) => void;
  /** Used by TreeView to tell the controller where each item's element is. */
  registerElement: (id: string, element: HTMLElement | null) => void;
};

/**
 * The state of a tree (which categories are open) and the actions on it, for a parent that
 * drives the tree from outside (expand all, collapse all, focus an item). TreeView creates its
 * own when none is passed.
 */
export function useTreeView({
  items,
  expanded,
  defaultExpanded,
  onExpandedChange,
}: UseTreeViewOptions): TreeViewController {
  const [initial] = useState(() => new Set(defaultExpanded));
  const [open, setOpen] = useControllableState<ReadonlySet<string>>({
    value: expanded,
    defaultValue: initial,
    onChange: onExpandedChange as ((value: ReadonlySet<string>) => void) | undefined,
  });
  const elements = useRef(new Map<string, HTMLElement>());
  const parents = useMemo(() => parentMap(items), [items]);

  const update = useCallback(
    (change: (next: Set<string>) => void) => {
      const next = new Set(open);
      change(next);
      const same = next.size === open.size && [...next].every((id) => open.has(id));
      if (!same) setOpen(next);
    },
    [open, setOpen],
  );

  const registerElement = useCallback((id: string, element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  }, []);

  return {
    items,
    expanded: open,
    setExpanded: (ids) => setOpen(new Set(ids)),
    isExpanded: (id) => open.has(id),
    toggle: (id) => update((next) => (next.has(id) ? next.delete(id) : next.add(id))),
    expand: (id) => update((next) => next.add(id)),
    collapse: (id) => update((next) => next.delete(id)),
    expandAll: () => update((next) => categoryIds(items).forEach((id) => next.add(id))),
    collapseAll: () => update((next) => next.clear()),
    focus: (id) => {
      const ancestors: string[] = [];
      for (let parent = parents.get(id); parent !== undefined; parent = parents.get(parent)) {
        ancestors.push(parent);
      }
      if (ancestors.some((ancestor) => !open.has(ancestor))) {
        update((next) => ancestors.forEach((ancestor) => next.add(ancestor)));
        // The group stays inert (unfocusable) until the re-render that opens it.
        requestAnimationFrame(() => elements.current.get(id)?.focus());
      } else {
        elements.current.get(id)?.focus();
      }
    },
    registerElement,
  };
}
