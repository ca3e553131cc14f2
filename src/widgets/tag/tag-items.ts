import type { TagVariant } from './tag';

/** One tag of a group: a plain name, or a name with its own colour. */
export type TagItem = string | { name: string; variant?: TagVariant };

export function tagName(item: TagItem): string {
  return typeof item === 'string' ? item : item.name;
}

export function tagVariant(item: TagItem): TagVariant | undefined {
  return typeof item === 'string' ? undefined : item.variant;
}

/**
 * A stable key per item: its name plus how many items of that name came before it. Removing one
 * item leaves the other items' keys unchanged, so a tag that is fading out keeps its state when a
 * neighbour goes first.
 */
export function tagKeys(items: readonly TagItem[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const name = tagName(item);
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    return `${name}#${count}`;
  });
}

/** The list without the item that has `key` (unchanged when no item has it). */
export function withoutTag<T extends TagItem>(items: readonly T[], key: string): T[] {
  const keys = tagKeys(items);
  return items.filter((_, index) => keys[index] !== key);
}
