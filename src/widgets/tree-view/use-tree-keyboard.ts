import { useRef, type KeyboardEvent } from 'react';

import { useDirection } from '@/i18n/direction';
import { logicalArrowKey } from '@/lib/direction-keys';

import { isCategory, type TreeItem, type visibleItems } from './tree-model';
import type { TreeViewController } from './use-tree-view';

const TYPE_AHEAD_RESET_MS = 700;

interface TreeKeyboardOptions {
  /** The items shown, in reading order (`visibleItems`). */
  visible: ReturnType<typeof visibleItems>;
  tree: TreeViewController;
  selectable: boolean;
  /** Makes an item the active one and focuses it. */
  moveTo: (id: string | undefined) => void;
  toggleCheck: (item: TreeItem) => void;
  /** The text a typed letter is matched against. */
  textOf: (item: TreeItem) => string;
}

/**
 * The tree's keys, by the WAI-ARIA tree pattern: Up/Down/Home/End move; Right opens a category,
 * then enters it; Left closes it, then goes to the parent (mirrored right to left); Enter and
 * Space open, close or check; a typed letter jumps to the next item starting with it (letters
 * typed in quick succession make a prefix). Keys typed in a control inside an item are left alone.
 */
export function useTreeKeyboard({
  visible,
  tree,
  selectable,
  moveTo,
  toggleCheck,
  textOf,
}: TreeKeyboardOptions) {
  const dir = useDirection();
  const typeAhead = useRef({ text: '', at: 0 });

  return (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement;
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
}
