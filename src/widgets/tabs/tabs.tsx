import { Tabs as TabsPrimitive } from 'radix-ui';
import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';

import { indicatorBox } from './tab-geometry';
import { tabsLabels, type TabsLabels } from './tabs-labels';

/** One tab: its stable identity, its (translated) label and its panel. */
export type TabItem = {
  /** Stable identity of the tab, independent of the language (it is what `value` holds). */
  value: string;
  /** What the tab shows; may be translated freely, the active tab does not depend on it. */
  label: ReactNode;
  /** The panel shown while the tab is active. */
  content: ReactNode;
};

export type TabsProps = Omit<
  ComponentProps<'div'>,
  'children' | 'defaultValue' | 'dir' | 'onChange'
> & {
  /** The tabs, in order. */
  tabs: TabItem[];
  /** The active tab's `value`, controlled; without it the tabs keep their own. */
  value?: string;
  /** The tab active at first when uncontrolled. @default tabs[0].value (the first tab) */
  defaultValue?: string;
  /** Called with the `value` of the tab the user activates. */
  onValueChange?: (value: string) => void;
  /** Accessible name of this tab list. @default `labels.tabs` ("Tabs") */
  label?: string;
  /** Texts to override (`tabs`, the name of a tab list without `label`); the rest stay translated. @default "Tabs" */
  labels?: Partial<TabsLabels>;
  /** Keep inactive panels mounted (hidden), so their state survives a tab switch. @default false */
  keepMounted?: boolean;
  /** Class names for the tab list (the row of pills). */
  listClassName?: string;
};

/**
 * Tabs over Radix Tabs: a row of pills with a green underline that slides to
 * the active tab. The active tab is identified by its stable `value`, never by its label, so it
 * survives a language switch. Keyboard: arrows, Home/End, automatic
 * activation. When the tabs do not fit on one row they wrap onto the next, so none is ever out of
 * sight (a scrolling row hid the last tabs on phones with nothing to say they were there).
 */
export function Tabs({
  tabs,
  value,
  defaultValue,
  onValueChange,
  label,
  labels: labelOverrides,
  keepMounted = false,
  listClassName,
  className,
  ...props
}: TabsProps) {
  const labels = useLabels(tabsLabels, labelOverrides);
  const first = tabs[0]?.value ?? '';
  const [current, setCurrent] = useControllableState({
    value,
    defaultValue: defaultValue ?? first,
    onChange: onValueChange,
  });
  // A value that names no tab (tabs replaced, a typo) falls back to the first one: never no tab.
  const active = tabs.some((tab) => tab.value === current) ? current : first;

  const tabKeys = tabs.map((tab) => tab.value).join('\n');
  const listRef = useRef<HTMLDivElement>(null);
  const indicatorRef = useRef<HTMLSpanElement>(null);
  const placed = useRef(false);

  useLayoutEffect(() => {
    const list = listRef.current;
    const indicator = indicatorRef.current;
    if (!list || !indicator) return;
    const place = () => {
      const trigger = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
      // No tab, or the tabs sit in a hidden container: place it (without sliding) once shown.
      if (!trigger || trigger.offsetWidth === 0) {
        indicator.style.opacity = '0';
        placed.current = false;
        return;
      }
      const box = indicatorBox(trigger.offsetLeft, trigger.offsetWidth);
      // Just under the tab, on whichever row it sits.
      const top = trigger.offsetTop + trigger.offsetHeight + 1;
      const initial = !placed.current;
      // The first placement must not slide in from the left edge.
      if (initial) indicator.style.transitionDuration = '0s';
      indicator.style.opacity = '1';
      indicator.style.width = `${box.width}px`;
      indicator.style.transform = `translate(${box.left}px, ${top}px)`;
      if (initial) {
        placed.current = true;
        void indicator.offsetWidth;
        indicator.style.transitionDuration = '';
      }
    };
    place();
    // Labels change width with the language and when the web font arrives.
    const observer = new ResizeObserver(place);
    observer.observe(list);
    for (const trigger of list.querySelectorAll('[role="tab"]')) observer.observe(trigger);
    return () => observer.disconnect();
  }, [active, tabKeys]);

  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      value={active}
      onValueChange={setCurrent}
      activationMode="automatic"
      className={cn('flex min-w-0 flex-col gap-4', className)}
      {...props}
    >
      <TabsPrimitive.List
        ref={listRef}
        data-slot="tabs-list"
        aria-label={label ?? labels.tabs}
        className={cn('relative flex max-w-full flex-wrap gap-x-1 gap-y-2 pb-1.5', listClassName)}
      >
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger
            key={tab.value}
            value={tab.value}
            data-slot="tabs-trigger"
            className={cn(
              'max-w-full cursor-pointer rounded-full px-4 py-2 text-sm font-semibold wrap-anywhere text-muted',
              'transition-colors duration-150 ease-out hover:bg-surface-muted hover:text-text',
              'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
              'data-[state=active]:text-text',
            )}
          >
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
        <span
          ref={indicatorRef}
          aria-hidden="true"
          data-slot="tabs-indicator"
          className={cn(
            'pointer-events-none absolute top-0 left-0 h-[3px] w-0 rounded-full forced-fill bg-primary-strong opacity-0',
            'transition-[transform,width] duration-300 ease-out motion-reduce:transition-none',
          )}
        />
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content
          key={tab.value}
          value={tab.value}
          data-slot="tabs-content"
          forceMount={keepMounted || undefined}
          className={cn(
            'min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            keepMounted && 'data-[state=inactive]:hidden',
          )}
        >
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
