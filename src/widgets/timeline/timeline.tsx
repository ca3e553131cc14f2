import { Children, isValidElement, type ComponentProps, type ReactNode } from 'react';

import { useLabels } from '@/hooks/use-labels';
import { cn } from '@/lib/cn';
import { VisuallyHidden } from '@/ui/visually-hidden';

import { timelineLabels, type TimelineLabels } from './timeline-labels';
import { isMirrored, segmentStates } from './timeline-segments';

export type TimelineOrientation = 'horizontal' | 'vertical';

export type TimelineItemProps = {
  /** The step is done (or current): its dot, and the lines it shares with active neighbours, are primary. @default false */
  active?: boolean;
  /** Content above the line (horizontal) or left of it (vertical; right when mirrored). */
  before?: ReactNode;
  /** Content below the line (horizontal) or right of it (vertical; left when mirrored). */
  after?: ReactNode;
  /** Classes added to the item's `li`. */
  className?: string;
};

export type TimelineItemData = TimelineItemProps & {
  /** A stable key for the item. */
  id: string | number;
};

/**
 * Declares one item of a `Timeline` (`<Timeline><TimelineItem active before={…} /></Timeline>`); the
 * Timeline reads its props and draws it, so it renders nothing on its own.
 */
export function TimelineItem(props: TimelineItemProps): null {
  void props;
  return null;
}

export type TimelineProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** A row of steps with content above and below the line, or a column with content beside it. @default 'horizontal' */
  orientation?: TimelineOrientation;
  /** Vertical only: the line runs down the middle and every second item is mirrored. @default false */
  centered?: boolean;
  /** The steps, in order (or pass `TimelineItem` children instead). @default [] */
  items?: readonly TimelineItemData[];
  /** `TimelineItem` elements, used when `items` is not given. */
  children?: ReactNode;
  /** A timeline narrower than 36rem (576 px, its own width) turns into one rail on the left with `before` above `after` on its right. @default true */
  stackWhenNarrow?: boolean;
  /** Accessible name of the list; without it the list has none. */
  label?: string;
  /** Texts to override (`completed`, `upcoming`: announced before an active or inactive item); the rest stay translated. @default the `timelines.state.*` translations */
  labels?: Partial<TimelineLabels>;
};

type Layout = 'horizontal' | 'vertical' | 'centered';

/*
 * Class sets per layout. "Narrow" variants apply below a 36rem container width (the timeline's own
 * width, not the viewport's, so a horizontal timeline in a narrow column stacks too): the rail moves
 * to the left and both slots stack on its right. Lists and items use subgrid so the line stays
 * straight however wide each item's content is.
 */
const listClass: Record<Layout, string> = {
  horizontal: 'grid auto-cols-fr grid-flow-col grid-rows-[auto_auto_auto]',
  vertical: 'grid grid-cols-[auto_auto_1fr]',
  centered: 'grid grid-cols-[1fr_auto_1fr]',
};
const listNarrowClass: Record<Layout, string> = {
  horizontal:
    '@max-[36rem]/timeline:grid-flow-row @max-[36rem]/timeline:grid-cols-[auto_1fr] @max-[36rem]/timeline:grid-rows-none',
  vertical: '@max-[36rem]/timeline:grid-cols-[auto_1fr]',
  centered: '@max-[36rem]/timeline:grid-cols-[auto_1fr]',
};

const itemClass: Record<Layout, string> = {
  horizontal: 'row-span-3 grid grid-rows-subgrid',
  vertical: 'col-span-3 grid grid-cols-subgrid',
  centered: 'col-span-3 grid grid-cols-subgrid',
};
const itemNarrowClass: Record<Layout, string> = {
  horizontal:
    '@max-[36rem]/timeline:row-auto @max-[36rem]/timeline:col-span-2 @max-[36rem]/timeline:grid-cols-subgrid @max-[36rem]/timeline:grid-rows-[auto_1fr]',
  vertical: '@max-[36rem]/timeline:col-span-2 @max-[36rem]/timeline:grid-rows-[auto_1fr]',
  centered: '@max-[36rem]/timeline:col-span-2 @max-[36rem]/timeline:grid-rows-[auto_1fr]',
};

const separatorClass: Record<Layout, string> = {
  horizontal: 'row-start-2 flex items-center',
  vertical: 'col-start-2 row-start-1 flex flex-col items-center',
  centered: 'col-start-2 row-start-1 flex flex-col items-center',
};
const separatorNarrowClass: Record<Layout, string> = {
  horizontal:
    '@max-[36rem]/timeline:col-start-1 @max-[36rem]/timeline:row-[1/span_2] @max-[36rem]/timeline:flex-col',
  vertical: '@max-[36rem]/timeline:col-start-1 @max-[36rem]/timeline:row-[1/span_2]',
  centered: '@max-[36rem]/timeline:col-start-1 @max-[36rem]/timeline:row-[1/span_2]',
};

const lineBeforeClass: Record<Layout, string> = {
  horizontal: 'h-0.5 flex-1',
  vertical: 'h-4 w-0.5 flex-none',
  centered: 'h-4 w-0.5 flex-none',
};
const lineAfterClass: Record<Layout, string> = {
  horizontal: 'h-0.5 flex-1',
  vertical: 'w-0.5 flex-1',
  centered: 'w-0.5 flex-1',
};
const lineBeforeNarrowClass =
  '@max-[36rem]/timeline:h-4 @max-[36rem]/timeline:w-0.5 @max-[36rem]/timeline:flex-none';
const lineAfterNarrowClass = '@max-[36rem]/timeline:h-auto @max-[36rem]/timeline:w-0.5';

/** Where a slot sits: [wide classes, narrow classes]; narrow spacing depends on the other slot. */
function slotClasses(
  layout: Layout,
  slot: 'before' | 'after',
  mirrored: boolean,
  hasOther: boolean,
): [string, string] {
  const narrowBefore = cn(
    '@max-[36rem]/timeline:col-start-2 @max-[36rem]/timeline:row-start-1 @max-[36rem]/timeline:px-0 @max-[36rem]/timeline:ps-4 @max-[36rem]/timeline:pt-2.5 @max-[36rem]/timeline:text-start',
    hasOther ? '@max-[36rem]/timeline:pb-2' : '@max-[36rem]/timeline:pb-6',
  );
  const narrowAfter = cn(
    '@max-[36rem]/timeline:col-start-2 @max-[36rem]/timeline:row-start-2 @max-[36rem]/timeline:px-0 @max-[36rem]/timeline:ps-4 @max-[36rem]/timeline:pb-6',
    hasOther ? '@max-[36rem]/timeline:pt-0' : '@max-[36rem]/timeline:pt-2.5',
  );
  const narrow = slot === 'before' ? narrowBefore : narrowAfter;
  if (layout === 'horizontal') {
    return [
      slot === 'before' ? 'row-start-1 px-2 pb-3 text-center' : 'row-start-3 px-2 pt-4',
      narrow,
    ];
  }
  const startColumn = 'col-start-1 row-start-1 pt-2.5 pe-4 pb-6';
  const endColumn = 'col-start-3 row-start-1 pt-2.5 pb-6 ps-4';
  const onStart = (slot === 'before') !== mirrored;
  const wide = cn(onStart ? startColumn : endColumn, slot === 'before' && onStart && 'text-end');
  return [wide, narrow];
}

function itemsFromChildren(children: ReactNode): TimelineItemData[] {
  return Children.toArray(children)
    .filter(
      (child): child is React.ReactElement<TimelineItemProps> =>
        isValidElement(child) && child.type === TimelineItem,
    )
    .map((child, index) => ({ id: child.key ?? index, ...child.props }));
}

/**
 * A sequence of steps: an ordered list whose items each draw a
 * line–dot–line separator. Active dots and the lines between two active items are primary, the
 * rest use the border colour; inactive dots are hollow and every item announces "completed" or
 * "upcoming", so the state never rests on colour alone.
 */
export function Timeline({
  orientation = 'horizontal',
  centered = false,
  items,
  children,
  stackWhenNarrow = true,
  label,
  labels: labelOverrides,
  className,
  ...props
}: TimelineProps) {
  const labels = useLabels(timelineLabels, labelOverrides);
  const list = items ?? itemsFromChildren(children);
  const layout: Layout =
    orientation === 'horizontal' ? 'horizontal' : centered ? 'centered' : 'vertical';
  const narrow = stackWhenNarrow;
  const segments = segmentStates(list.map((item) => item.active === true));
  const { completed, upcoming } = labels;

  return (
    <div
      data-slot="timeline"
      data-orientation={orientation}
      data-centered={layout === 'centered' ? '' : undefined}
      className={cn('@container/timeline', className)}
      {...props}
    >
      <ol
        data-slot="timeline-list"
        aria-label={label}
        className={cn(listClass[layout], narrow && listNarrowClass[layout])}
      >
        {list.map((item, index) => {
          const active = item.active === true;
          const segment = segments[index] ?? { before: false, after: false };
          const mirrored = isMirrored(index, layout === 'centered');
          const hasBefore = item.before != null && item.before !== false;
          const hasAfter = item.after != null && item.after !== false;
          const [beforeWide, beforeNarrow] = slotClasses(layout, 'before', mirrored, hasAfter);
          const [afterWide, afterNarrow] = slotClasses(layout, 'after', mirrored, hasBefore);
          return (
            <li
              key={item.id}
              data-slot="timeline-item"
              data-active={active ? '' : undefined}
              data-mirrored={mirrored ? '' : undefined}
              className={cn(
                'relative',
                itemClass[layout],
                narrow && itemNarrowClass[layout],
                item.className,
              )}
            >
              <VisuallyHidden>{active ? completed : upcoming}</VisuallyHidden>
              {hasBefore && (
                <div data-slot="timeline-before" className={cn(beforeWide, narrow && beforeNarrow)}>
                  {item.before}
                </div>
              )}
              <div
                data-slot="timeline-separator"
                aria-hidden
                className={cn(separatorClass[layout], narrow && separatorNarrowClass[layout])}
              >
                <span
                  data-slot="timeline-line"
                  data-active={segment.before ? '' : undefined}
                  className={cn(
                    lineBeforeClass[layout],
                    narrow && lineBeforeNarrowClass,
                    segment.before ? 'forced-fill bg-primary' : 'bg-border forced-track',
                  )}
                />
                <span
                  data-slot="timeline-dot"
                  data-active={active ? '' : undefined}
                  className={cn(
                    'size-3 shrink-0 rounded-full',
                    active ? 'forced-fill bg-primary' : 'border-2 border-input bg-surface',
                  )}
                />
                <span
                  data-slot="timeline-line"
                  data-active={segment.after ? '' : undefined}
                  className={cn(
                    lineAfterClass[layout],
                    narrow && lineAfterNarrowClass,
                    segment.after ? 'forced-fill bg-primary' : 'bg-border forced-track',
                  )}
                />
              </div>
              {hasAfter && (
                <div data-slot="timeline-after" className={cn(afterWide, narrow && afterNarrow)}>
                  {item.after}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
