import { useEffect, useLayoutEffect, useRef, type ComponentProps } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import { Tag, type TagVariant } from './tag';
import { tagKeys, tagName, tagVariant, withoutTag, type TagItem } from './tag-items';
import { tagLabels, type TagLabels } from './tag-labels';

export type TagGroupProps<T extends TagItem = TagItem> = Omit<
  ComponentProps<'ul'>,
  'defaultValue' | 'onChange' | 'children'
> & {
  /** The tags, controlled: names, or `{ name, variant }` objects. Without it the group keeps its own. */
  value?: T[];
  /** The initial tags when uncontrolled. @default [] */
  defaultValue?: T[];
  /** Called with the list without the removed tag, 500 ms after its × click. */
  onValueChange?: (value: T[]) => void;
  /** Gives every tag a × button. @default false */
  removable?: boolean;
  /** One colour for every tag, overriding each item's own variant; without it each tag has its own. */
  variant?: TagVariant;
  /** Texts to override (`group`, the list's accessible name; `remove`); the rest stay translated. @default "Tags", "Remove {name}" */
  labels?: Partial<TagLabels>;
};

/**
 * A list of tags. A removed tag leaves the list 500 ms after its × click;
 * if focus was on it, focus moves to the next tag's × button, else the previous one, else the
 * list itself.
 */
export function TagGroup<T extends TagItem = TagItem>({
  value,
  defaultValue,
  onValueChange,
  removable = false,
  variant,
  labels: labelOverrides,
  className,
  ...props
}: TagGroupProps<T>) {
  const labels = useLabels(tagLabels, labelOverrides);
  const [items, setItems] = useControllableState<T[]>({
    value,
    defaultValue: defaultValue ?? [],
    onChange: onValueChange,
  });
  const keys = tagKeys(items);
  const listRef = useRef<HTMLUListElement>(null);
  // The latest list, so two removals whose timers end close together both apply.
  const itemsRef = useRef(items);
  const pendingFocus = useRef<{ key: string; index: number } | null>(null);

  useLayoutEffect(() => {
    itemsRef.current = items;
  }, [items]);

  useEffect(() => {
    const pending = pendingFocus.current;
    const list = listRef.current;
    if (!pending || !list || tagKeys(items).includes(pending.key)) return;
    pendingFocus.current = null;
    const buttons = [...list.querySelectorAll<HTMLButtonElement>('[data-slot="tag-remove"]')];
    const target = buttons[pending.index] ?? buttons[pending.index - 1];
    (target ?? list).focus();
  }, [items]);

  const remove = (key: string) => {
    const current = itemsRef.current;
    const next = withoutTag(current, key);
    if (next.length === current.length) return;
    const index = tagKeys(current).indexOf(key);
    const tag = listRef.current?.children[index];
    const active = document.activeElement;
    if (!active || active === document.body || tag?.contains(active)) {
      pendingFocus.current = { key, index };
    }
    itemsRef.current = next;
    setItems(next);
  };

  return (
    <ul
      ref={listRef}
      data-slot="tag-group"
      aria-label={props['aria-labelledby'] ? undefined : labels.group}
      tabIndex={removable ? -1 : undefined}
      className={cn(
        'flex flex-wrap gap-2 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      {items.map((item, index) => {
        const key = keys[index]!;
        return (
          <li key={key} data-slot="tag-group-item" className="max-w-full">
            <Tag
              name={tagName(item)}
              variant={variant ?? tagVariant(item) ?? 'primary'}
              labels={labels}
              removable={removable}
              onRemove={() => remove(key)}
            />
          </li>
        );
      })}
    </ul>
  );
}
