import { useMemo, type ComponentProps, type KeyboardEvent } from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';

import { AccordionContext, type AccordionContextValue } from './accordion-context';
import { nextOpenItems } from './accordion-state';

const EMPTY: string[] = [];

export type AccordionProps = Omit<ComponentProps<'div'>, 'defaultValue'> & {
  /** Several items may be open at once (otherwise opening one closes the others). @default false */
  expand?: boolean;
  /** The open items, by their Collapse `value` (controlled). */
  value?: string[];
  /** The items open at first (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with the open items whenever one opens or closes. */
  onValueChange?: (value: string[]) => void;
};

/**
 * A group of `Collapse`s: opening one closes the others unless `expand` is set; closing one does
 * nothing to the others. Arrow Up/Down, Home and End move between the headers.
 */
export function Accordion({
  expand = false,
  value: valueProp,
  defaultValue = EMPTY,
  onValueChange,
  className,
  ...props
}: AccordionProps) {
  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });

  const context = useMemo<AccordionContextValue>(
    () => ({
      isOpen: (item) => value.includes(item),
      setItemOpen: (item, open) => setValue(nextOpenItems(value, item, open, expand)),
      onHeaderKeyDown: moveFocus,
    }),
    [value, setValue, expand],
  );

  return (
    <AccordionContext value={context}>
      <div
        data-slot="accordion"
        data-expand={expand || undefined}
        className={cn('flex flex-col gap-3', className)}
        {...props}
      />
    </AccordionContext>
  );
}

/** Arrow Up/Down (wrapping), Home and End move focus between the headers of one accordion. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const accordion = event.currentTarget.closest('[data-slot=accordion]');
  if (!accordion) return;
  const headers = [
    ...accordion.querySelectorAll<HTMLElement>(
      ':scope > [data-slot=collapse] > :is([data-slot=collapse-header], [data-slot=collapse-trigger]):not(:disabled)',
    ),
  ];
  const index = headers.indexOf(event.currentTarget);
  if (index === -1) return;
  const last = headers.length - 1;
  const target = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (target === undefined) return;
  event.preventDefault();
  headers[target]?.focus();
}
