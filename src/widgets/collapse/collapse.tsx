import './collapse.css';

import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import {
  useId,
  useImperativeHandle,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

import { useControllableState } from '@/hooks/use-controllable-state';
import { cn } from '@/lib/cn';
import { buttonVariants } from '@/ui/button';

import { useAccordionContext } from './accordion-context';

/** What a `ref` on a Collapse gets: open, close or toggle it from outside. */
export type CollapseHandle = {
  open: () => void;
  close: () => void;
  toggle: () => void;
};

export type CollapseProps = Omit<ComponentProps<'div'>, 'ref' | 'dir'> & {
  /** Imperative handle `{ open, close, toggle }`. */
  ref?: Ref<CollapseHandle>;
  /** Whether the body is shown (controlled; ignored inside an Accordion, which decides). */
  open?: boolean;
  /** Whether the body is shown at first (uncontrolled; ignored inside an Accordion). @default false */
  defaultOpen?: boolean;
  /** Called with the new state when the collapse opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The item's name inside an Accordion (its `value`/`defaultValue` list these). @default a generated id */
  value?: string;
  /** Content of the full-width primary header button. */
  header?: ReactNode;
  /** No header button: open it through `trigger`, `open` or the ref. @default false */
  noHeader?: boolean;
  /** Your own trigger element (rendered as the toggle, with aria-expanded and aria-controls); replaces the header. */
  trigger?: ReactElement;
  /** The header cannot be used. @default false */
  disabled?: boolean;
  /** Classes for the body's inner box (its padding and background). */
  bodyClassName?: string;
};

/**
 * A header button that shows and hides a body whose height animates (250 ms ease-out, instant with
 * reduced motion). Inside an `Accordion`, opening one closes the others.
 */
export function Collapse({
  ref,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  value: valueProp,
  header,
  noHeader = false,
  trigger,
  disabled = false,
  bodyClassName,
  className,
  children,
  ...props
}: CollapseProps) {
  const accordion = useAccordionContext();
  const generatedId = useId();
  const value = valueProp ?? generatedId;
  const [ownOpen, setOwnOpen] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: accordion ? undefined : onOpenChange,
  });
  const open = accordion ? accordion.isOpen(value) : ownOpen;
  const setOpen = (next: boolean) => {
    if (accordion) {
      if (next === open) return;
      accordion.setItemOpen(value, next);
      onOpenChange?.(next);
    } else {
      setOwnOpen(next);
    }
  };

  useImperativeHandle(ref, () => ({
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen(!open),
  }));

  return (
    <Collapsible.Root
      data-slot="collapse"
      open={open}
      onOpenChange={setOpen}
      disabled={disabled}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      {trigger ? (
        <Collapsible.Trigger
          asChild
          data-slot="collapse-trigger"
          onKeyDown={accordion?.onHeaderKeyDown}
        >
          {trigger}
        </Collapsible.Trigger>
      ) : noHeader ? null : (
        <Collapsible.Trigger
          data-slot="collapse-header"
          onKeyDown={accordion?.onHeaderKeyDown}
          className={cn(
            buttonVariants({ variant: 'primary', size: 'md', wrap: true }),
            'w-full justify-between! text-start',
            '[&[data-state=open]>svg]:rotate-180',
          )}
        >
          <span className="min-w-0">{header}</span>
          <ChevronDown
            aria-hidden="true"
            className="transition-transform duration-200 ease-out motion-reduce:transition-none"
          />
        </Collapsible.Trigger>
      )}
      <Collapsible.Content data-slot="collapse-body" className="overflow-hidden">
        <div data-slot="collapse-body-inner" className={cn('rounded-card', bodyClassName)}>
          {children}
        </div>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
