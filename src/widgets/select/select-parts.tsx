import { Check, ChevronDown, X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';
import { Label } from '@/ui/input';

/** The field's label; a required field gets a decorative asterisk (the input says aria-required). */
export function SelectLabel({
  required,
  children,
  className,
  ...props
}: ComponentProps<'label'> & { required?: boolean }) {
  return (
    <Label data-slot="select-label" className={cn('self-start', className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ms-0.5 text-danger-strong">
          *
        </span>
      )}
    </Label>
  );
}

/** The small square buttons inside the control (clear, toggle). */
export function SelectIconButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <button
      type="button"
      className={cn(
        'inline-flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md text-muted',
        'transition-colors duration-150 ease-out hover:bg-surface-muted hover:text-text',
        'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}

export function SelectClearButton(props: ComponentProps<'button'>) {
  return (
    <SelectIconButton data-slot="select-clear" {...props}>
      <X aria-hidden="true" />
    </SelectIconButton>
  );
}

export function SelectToggleButton({
  open,
  ...props
}: ComponentProps<'button'> & { open: boolean }) {
  return (
    <SelectIconButton data-slot="select-toggle" {...props}>
      <ChevronDown
        aria-hidden="true"
        className={cn(
          'transition-transform duration-150 ease-out motion-reduce:transition-none',
          open && 'rotate-180',
        )}
      />
    </SelectIconButton>
  );
}

/** Where the clear and toggle buttons sit, over the input's right padding. */
export function SelectActions(props: ComponentProps<'div'>) {
  return (
    <div
      data-slot="select-actions"
      className="absolute inset-y-0 end-1.5 flex items-center gap-0.5"
      {...props}
    />
  );
}

/**
 * The popover under the input: the listbox (about five rows, then it scrolls) and a status line:
 * `emptyText` when nothing matches, or `status` (loading, failed) under any options. The listbox
 * element stays mounted because downshift needs its ref.
 */
export function SelectMenu({
  open,
  empty,
  emptyText,
  status,
  statusTone = 'muted',
  className,
  children,
  ...props
}: ComponentProps<'ul'> & {
  open: boolean;
  empty: boolean;
  emptyText: ReactNode;
  status?: ReactNode;
  statusTone?: 'muted' | 'error';
}) {
  const line = status ?? (empty ? emptyText : null);
  return (
    <div
      data-slot="select-popover"
      data-state={open ? 'open' : 'closed'}
      hidden={!open}
      className="absolute inset-x-0 top-full z-40 mt-1 overflow-hidden rounded-card border border-border bg-surface text-text shadow-popover"
    >
      <ul
        data-slot="select-listbox"
        hidden={empty}
        className={cn('max-h-52 overflow-y-auto overscroll-contain p-1', className)}
        {...props}
      >
        {children}
      </ul>
      {open && line && (
        <p
          data-slot={status ? 'select-status' : 'select-empty'}
          role="status"
          className={cn(
            'px-3 py-2 text-sm',
            statusTone === 'error' ? 'text-danger-strong' : 'text-muted',
            !empty && 'border-t border-border',
          )}
        >
          {line}
        </p>
      )}
    </div>
  );
}

/**
 * One option row. A check marks a chosen option; `multiple` draws it in a checkbox-like box.
 * downshift's item props (role, id, aria-selected, handlers) are spread onto it.
 */
export function SelectOption({
  highlighted,
  selected,
  multiple = false,
  className,
  children,
  ...props
}: ComponentProps<'li'> & { highlighted: boolean; selected: boolean; multiple?: boolean }) {
  return (
    <li
      data-slot="select-option"
      data-highlighted={highlighted || undefined}
      data-selected={selected || undefined}
      className={cn(
        'flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-text select-none',
        'data-highlighted:item-highlight',
        selected && 'font-semibold',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-4 shrink-0 items-center justify-center text-primary-strong',
          multiple && 'rounded-sm border border-input',
          multiple && selected && 'border-primary-strong',
        )}
      >
        {selected && <Check className="size-3.5" strokeWidth={3} />}
      </span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/**
 * An option's quieter second line (`optionDetailKey`); nothing when the option has none. Isolated
 * (`bdi`): an email or a code keeps its own order in a right-to-left list.
 */
export function SelectOptionDetail({ text }: { text: string }) {
  if (!text) return null;
  return (
    <bdi data-slot="select-option-detail" className="block text-xs font-normal text-muted">
      {text}
    </bdi>
  );
}
