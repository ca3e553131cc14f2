import { Check, Minus, SquareMinus, SquarePlus } from 'lucide-react';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { checkState, isCategory, type TreeItem } from './tree-model';
import type { TreeItemState } from './tree-view';
import type { TreeViewLabels } from './tree-view-labels';
import type { TreeViewController } from './use-tree-view';

/** What every item of one tree draws with. */
export interface TreeItemsContext {
  tree: TreeViewController;
  selectable: boolean;
  checked: ReadonlySet<string>;
  /** Each item's label element id (for `aria-labelledby` and the empty-category note). */
  labelIds: Map<string, string>;
  /** The item in the Tab order (roving tabindex). */
  tabbableId: string | undefined;
  toggleCheck: (item: TreeItem) => void;
  renderLabel: ((item: TreeItem, state: TreeItemState) => ReactNode) | undefined;
  labels: TreeViewLabels;
}

/** One level of the tree: its treeitems, each with its row and, for a category, its group. */
export function TreeViewItems({
  list,
  level,
  context,
}: {
  list: TreeItem[];
  level: number;
  context: TreeItemsContext;
}) {
  const { tree, selectable, checked, labelIds, tabbableId, toggleCheck, renderLabel, labels } =
    context;
  return list.map((item, index) => {
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
            if ((event.target as HTMLElement).closest('input, textarea, select, button, a')) return;
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
            // Closed, it is no rows tall and inert. Not `invisible` as well: a transition of
            // `visibility` keeps the children hidden, so unfocusable, for the first frame after
            // opening, and an arrow key pressed right after the one that opened it was lost.
            className={cn(
              'grid transition-[grid-template-rows] duration-200 ease-out motion-reduce:transition-none',
              open ? 'grid-rows-[1fr]' : 'grid-rows-[0fr]',
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
                <TreeViewItems list={item.children} level={level + 1} context={context} />
              </ul>
            )}
          </div>
        )}
      </li>
    );
  });
}
