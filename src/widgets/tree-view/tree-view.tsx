import { Check, Minus, SquareMinus, SquarePlus } from 'lucide-react';
import {
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { useDirection } from '@/i18n/direction';
import { cn } from '@/lib/cn';
import { logicalArrowKey } from '@/lib/direction-keys';

import {
  checkState,
  isCategory,
  parentMap,
  visibleItems,
  withChecked,
  type CheckState,
  type TreeItem,
} from './tree-model';
import { treeViewLabels, type TreeViewLabels } from './tree-view-labels';
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

const TYPE_AHEAD_RESET_MS = 700;

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
  const dir = useDirection();
  const own = useTreeView({ items, expanded, defaultExpanded, onExpandedChange });
  const tree = controller ?? own;
  const [initialSelected] = useState(() => new Set(defaultSelected));
  const [checked, setChecked] = useControllableState<ReadonlySet<string>>({
    value: selected,
    defaultValue: initialSelected,
    onChange: onSelectedChange as ((value: ReadonlySet<string>) => void) | undefined,
  });
  const [activeId, setActiveId] = useState<string>();
  const typeAhead = useRef({ text: '', at: 0 });
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

  const handleKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    onKeyDown?.(event);
    const target = event.target as HTMLElement;
    // Keys typed in a control inside an item (an editable label) belong to that control.
    if (event.defaultPrevented || target.getAttribute('role') !== 'treeitem') return;
    const index = visible.findIndex((flat) => flat.item.id === target.dataset.treeId);
    const current = visible[index];
    if (!current) return;
    const { item } = current;
    const open = isCategory(item) && tree.expanded.has(item.id);
    let handled = true;

    // Right to left, ArrowLeft opens a branch and ArrowRight closes it.
    switch (logicalArrowKey(event.key, dir)) {
      case 'ArrowDown':
        moveTo(visible[index + 1]?.item.id);
        break;
      case 'ArrowUp':
        moveTo(visible[index - 1]?.item.id);
        break;
      case 'Home':
        moveTo(visible[0]?.item.id);
        break;
      case 'End':
        moveTo(visible.at(-1)?.item.id);
        break;
      case 'ArrowRight':
        if (isCategory(item)) {
          if (!open) tree.expand(item.id);
          else moveTo(item.children[0]?.id);
        }
        break;
      case 'ArrowLeft':
        if (open) tree.collapse(item.id);
        else moveTo(current.parentId);
        break;
      case 'Enter':
        if (isCategory(item)) tree.toggle(item.id);
        else if (selectable) toggleCheck(item);
        break;
      case ' ':
        if (selectable) toggleCheck(item);
        else if (isCategory(item)) tree.toggle(item.id);
        break;
      default:
        handled = false;
        if (
          event.key.length === 1 &&
          event.key !== ' ' &&
          !event.ctrlKey &&
          !event.metaKey &&
          !event.altKey
        ) {
          handled = true;
          const now = Date.now();
          const typed = typeAhead.current;
          typed.text =
            (now - typed.at < TYPE_AHEAD_RESET_MS ? typed.text : '') + event.key.toLowerCase();
          typed.at = now;
          // A repeated single letter cycles; a longer prefix starts from the current item.
          const start = typed.text.length === 1 ? index + 1 : index;
          const ordered = [...visible.slice(start), ...visible.slice(0, start)];
          const match = ordered.find((flat) =>
            textOf(flat.item).trim().toLowerCase().startsWith(typed.text),
          );
          moveTo(match?.item.id);
        }
    }
    if (handled) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const renderItems = (list: TreeItem[], level: number): ReactNode =>
    list.map((item, index) => {
      const category = isCategory(item);
      const open = category && tree.expanded.has(item.id);
      const check = selectable ? checkState(item, checked) : undefined;
      const labelId = labelIds.get(item.id);
      const emptyId = category && item.children.length === 0 ? `${labelId}-empty` : undefined;
      const state: TreeItemState = { level, isCategory: category, expanded: open, checked: check };

      return (
        <li
          key={item.id}
          ref={(element) => {
            tree.registerElement(item.id, element);
            return () => tree.registerElement(item.id, null);
          }}
          // ARIA 1.2 no longer requires aria-selected on a treeitem; announcing "not selected"
          // on every item of a tree without selection would be noise.
          // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
          role="treeitem"
          data-slot="tree-view-item"
          data-tree-id={item.id}
          data-state={category ? (open ? 'open' : 'closed') : undefined}
          aria-level={level}
          aria-posinset={index + 1}
          aria-setsize={list.length}
          aria-expanded={category ? open : undefined}
          aria-checked={check}
          aria-label={item.textValue}
          aria-labelledby={item.textValue === undefined ? labelId : undefined}
          aria-describedby={emptyId}
          tabIndex={item.id === tabbableId ? 0 : -1}
          className="outline-none"
        >
          {/* A mouse shortcut: the treeitem itself handles the keyboard (Enter, Space, arrows). */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
          <div
            data-slot="tree-view-row"
            onClick={(event) => {
              if ((event.target as HTMLElement).closest('input, textarea, select, button, a'))
                return;
              if (category) tree.toggle(item.id);
              else if (selectable) toggleCheck(item);
            }}
            className={cn(
              'flex min-h-10 items-center gap-2 rounded-md px-2 py-1 text-text transition-colors duration-150 ease-out',
              (category || selectable) && 'cursor-pointer select-none hover:bg-surface-muted',
              '[:focus-visible>&]:outline-2 [:focus-visible>&]:-outline-offset-2 [:focus-visible>&]:outline-ring',
            )}
          >
            {category ? (
              <span data-slot="tree-view-toggle" aria-hidden="true" className="text-primary-strong">
                {open ? <SquareMinus className="size-5" /> : <SquarePlus className="size-5" />}
              </span>
            ) : (
              <span aria-hidden="true" className="w-5 shrink-0" />
            )}
            {check !== undefined && (
              <span
                data-slot="tree-view-checkbox"
                data-state={check === 'mixed' ? 'indeterminate' : check ? 'checked' : 'unchecked'}
                aria-hidden="true"
                onClick={(event) => {
                  event.stopPropagation();
                  toggleCheck(item);
                }}
                className={cn(
                  'grid size-5 shrink-0 place-items-center rounded-sm border-2',
                  'transition-colors duration-150 ease-out',
                  check === false
                    ? 'border-input bg-surface'
                    : 'border-primary-strong bg-primary text-on-primary',
                )}
              >
                {check === true && <Check className="size-3.5" strokeWidth={3.5} />}
                {check === 'mixed' && <Minus className="size-3.5" strokeWidth={3.5} />}
              </span>
            )}
            {item.icon && (
              <span
                data-slot="tree-view-icon"
                aria-hidden="true"
                className="text-muted [&_svg]:size-5"
              >
                {item.icon}
              </span>
            )}
            <span id={labelId} data-slot="tree-view-label" className="min-w-0 flex-1 break-words">
              {renderLabel ? renderLabel(item, state) : item.label}
            </span>
          </div>
          {category && (
            <div
              data-slot="tree-view-collapse"
              inert={!open}
              className={cn(
                'grid transition-[grid-template-rows,visibility] duration-200 ease-out motion-reduce:transition-none',
                open ? 'grid-rows-[1fr]' : 'invisible grid-rows-[0fr]',
              )}
            >
              {emptyId ? (
                <p
                  id={emptyId}
                  data-slot="tree-view-empty"
                  className="ms-4.5 min-h-0 overflow-hidden border-s border-border ps-9 text-sm text-muted italic"
                >
                  <span className="block py-2">{labels.empty}</span>
                </p>
              ) : (
                <ul
                  role="group"
                  data-slot="tree-view-group"
                  className="ms-4.5 min-h-0 overflow-hidden border-s border-border ps-2"
                >
                  {renderItems(item.children, level + 1)}
                </ul>
              )}
            </div>
          )}
        </li>
      );
    });

  return (
    <ul
      role="tree"
      data-slot="tree-view"
      aria-label={label ?? labels.tree}
      aria-multiselectable={selectable || undefined}
      onKeyDown={handleKeyDown}
      onFocus={(event) => {
        onFocus?.(event);
        // Focus that lands inside an item (a click, or Tab into an editable label) makes it active.
        const item = (event.target as HTMLElement).closest<HTMLElement>('[role="treeitem"]');
        if (item?.dataset.treeId !== undefined) setActiveId(item.dataset.treeId);
      }}
      className={cn('text-base', className)}
      {...props}
    >
      {renderItems(items, 1)}
    </ul>
  );
}
